const fs = require("fs");
const o = require("./osr.js");
const n = require("./noteport.js");
const TYPE = { SingleLineBasic: "singleline-basic", SingleLineReversed: "singleline-reversed", MultiLineBasic: "multiline-basic", MultiLineReversed: "multiline-reversed", Cloze: "cloze" };
const DEF = { singleLineCardSeparator: "::", singleLineReversedCardSeparator: ":::", multilineCardSeparator: "?", multilineReversedCardSeparator: "??", multilineCardEndMarker: "", clozePatterns: ["==[123;;]answer[;;hint]=="], flashcardTags: ["#flashcards"], convertFoldersToDecks: false };
function diff(opts) { const d = {}; for (const k of Object.keys(opts)) if (JSON.stringify(opts[k]) !== JSON.stringify(DEF[k])) d[k] = opts[k]; return d; }
function cyrb53(str, seed = 0) { let h1 = 0xdeadbeef ^ seed, h2 = 0x41c6ce57 ^ seed; for (let i = 0, ch; i < str.length; i++) { ch = str.charCodeAt(i); h1 = Math.imul(h1 ^ ch, 2654435761); h2 = Math.imul(h2 ^ ch, 1597334677); } h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909); h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909); return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16); }
function schedules(original) {
  const m = original.match(/<!--SR:(.+?)-->/m); if (!m) return [];
  return m[1].split("!").map(s => s.trim()).filter(s => s.length > 0).map(seg => {
    if (seg.startsWith("fsrs,")) { const f = seg.split(","); return { algorithm: "fsrs", due: f[1], interval: parseFloat(f[2]), stability: parseFloat(f[3]), difficulty: parseFloat(f[4]), state: parseInt(f[5]), reps: parseInt(f[6]), lapses: parseInt(f[7]), learningSteps: parseInt(f[8]), lastReview: f[9] }; }
    const [d, i, e] = seg.split(","); if (d === "2000-01-01") return null; return { algorithm: "sm2-osr", due: d, interval: parseInt(i), ease: parseInt(e) };
  });
}
function describeQuestion(q, settings, extra = {}) {
  const st = o.splitText(q.text, settings);
  const cards = o.expand(q.cardType, st.actualQuestion, settings);
  const sch = schedules(q.text);
  const topic = st.topic ? st.topic.pre + "#" + st.topic.path.join("/") + st.topic.post : "";
  return Object.assign({
    type: TYPE[o.CardTypeName[q.cardType]],
    front: cards.length ? cards[0].front : null,
    back: cards.length ? cards[0].back : null,
    line: q.firstLineNum,
    last_line: q.lastLineNum,
    text: q.text,
    actual_question: st.actualQuestion,
    question_topic_tag: st.topic ? "#" + st.topic.path.join("/") : null,
    block_id: st.blockId,
    text_hash: cyrb53(topic + st.actualQuestion),
    cards: cards.map((c, i) => ({ front: c.front, back: c.back, schedule: i < sch.length ? sch[i] : null })),
  }, extra);
}
const out = [];
// ---------- parser.test.ts ----------
const rec = require("./parser_tests_extracted.js");
const counters = {};
for (const r of rec) {
  if (r.skippedDescribe) continue;
  const key = r.test; counters[key] = (counters[key] || 0) + 1;
  const got = o.parse(r.input, r.options);
  const raw = got.map(c => [o.CardTypeName[c.cardType], c.text, c.firstLineNum, c.lastLineNum]);
  if (JSON.stringify(raw) !== JSON.stringify(r.expected)) throw new Error("port mismatch " + r.test);
  const settings = diff(r.options);
  const c = {
    name: `parser.test.ts › ${r.test} › ${r.section || "-"} › #${counters[key]}`,
    source: "tests/unit/parser.test.ts",
    level: "parse",
    input: r.input,
    settings,
    expected: got.map(q => describeQuestion(q, Object.assign({}, DEF, r.options))),
    raw_expected: r.expected,
    asserted_by_test: ["raw_expected (type, text, line, last_line)"],
  };
  // what would true defaults give?
  const defGot = o.parse(r.input, Object.assign({}, r.options, { clozePatterns: DEF.clozePatterns }));
  if (settings.clozePatterns && JSON.stringify(settings.clozePatterns) === JSON.stringify(["==[123;;]answer[;;hint]==", "**[123;;]answer[;;hint]**", "{{[123;;]answer[;;hint]}}"])) {
    const defRaw = defGot.map(q => [o.CardTypeName[q.cardType], q.text, q.firstLineNum, q.lastLineNum]);
    if (JSON.stringify(defRaw) !== JSON.stringify(r.expected)) c.raw_expected_if_clozePatterns_were_default = defRaw;
  }
  out.push(c);
}
for (const nm of ["Messages disabled", "Messages enabled"]) out.push({
  name: `parser.test.ts › Parser debug messages › ${nm}`, source: "tests/unit/parser.test.ts", level: "parse", input: "",
  settings: { clozePatterns: ["==[123;;]answer[;;hint]==", "**[123;;]answer[;;hint]**", "{{[123;;]answer[;;hint]}}"], showParserDebugMessages: nm === "Messages enabled" },
  expected: [], raw_expected: null,
  asserted_by_test: ["only that console.log is (not) called; the card list is not asserted (OSR returns [] for empty input)"],
});
// ---------- note-question-parser.test.ts ----------
const nq = require("./nqp_extracted.json");
const A = require("./nqp_assertions.js");
const seen = {};
nq.forEach((e, idx) => {
  const folder = e.folder && e.folder.startsWith("new") ? JSON.parse(e.folder.replace("new TopicPath(", "").replace(")", "")) : [];
  const folderMode = e.parser !== "parserWithDefaultSettings";
  const settings = folderMode ? Object.assign({}, DEF, { convertFoldersToDecks: true }) : DEF;
  const qs = n.createQuestionList(settings, e.noteText, folder);
  const a = A[idx];
  if (a.name !== e.name) throw new Error("assertion order mismatch " + a.name + " vs " + e.name);
  const c = {
    name: `note-question-parser.test.ts › ${a.group} › ${e.name}`,
    source: "tests/unit/note-question-parser.test.ts",
    level: "note",
    input: e.noteText,
    settings: folderMode ? { convertFoldersToDecks: true } : {},
    folder_topic_path: folder,
    expected: qs.map(q => describeQuestion(q.p, settings, { deck: q.topicPathList.list.map(p => "#" + p.join("/")), deck_source_line: q.topicPathList.line })),
    asserted_by_test: a.asserted,
  };
  a.check(c.expected);
  out.push(c);
});
fs.writeFileSync("/work/osr-cases.json", JSON.stringify(out, null, 2) + "\n");
console.log("cases:", out.length, "parser:", out.filter(x => x.level === "parse").length, "note:", out.filter(x => x.level === "note").length,
  "with default-diff:", out.filter(x => x.raw_expected_if_clozePatterns_were_default).length);
