// Port of NoteQuestionParser.createQuestionList + helpers (OSR 1.15.4), using the unit-test tag extractor
// (tests/unit/helpers/unit-test-helper.ts: unitTestGetAllTagsFromTextEx) as a stand-in for Obsidian's metadata cache.
const o = require("./osr.js");
function splitTextIntoLineArray(t) { return t.replaceAll(/\r\n|\r/g, "\n").split("\n"); }
function splitNoteIntoFrontmatterAndContent(str) {
  const lines = splitTextIntoLineArray(str); let li = 0, has = false;
  do {
    if (li === 0 && lines[li] === "---") has = true;
    else if (has && lines[li] === "---") { has = false; li++; }
    if (has) li++;
  } while (has && li < lines.length);
  if (has) li = 0;
  const fm = lines.slice(0, li).join("\n");
  const empty = li > 0 ? Array(li).join(".").split(".") : [];
  return [fm, empty.concat(lines.slice(li)).join("\n")];
}
const FM = -1;
function unitTestTags(text) {
  const [fm] = splitNoteIntoFrontmatterAndContent(text); const res = [];
  if (fm) { const L = splitTextIntoLineArray(fm); let found = false;
    for (const line of L) { if (found) { if (line.startsWith("  - ")) res.push({ tag: "#" + line.substring(4), line: FM }); else break; } else if (line.startsWith("tags:")) found = true; } }
  const L = splitTextIntoLineArray(text);
  for (let i = 0; i < L.length; i++) { const ml = L[i].match(/#[^\s#]+/gi); if (ml) for (const m of ml) res.push({ tag: m, line: i }); }
  return res;
}
function isSub(tag, sub) { return tag === sub || sub.startsWith(tag + "/"); }
function isFlashcardTag(settings, tag) { return settings.flashcardTags.some(t => isSub(t, tag)); }
function fmt(list) { return list.map(p => "#" + p.join("/")).join("|"); }
function createQuestionList(settings, noteText, folderTopicPath, tagsFn = unitTestTags) {
  const tagsAll = tagsFn(noteText);
  const has = tagsAll.some(t => isFlashcardTag(settings, t.tag)) || folderTopicPath.length > 0;
  if (!has) return [];
  const [fmText, content] = splitNoteIntoFrontmatterAndContent(noteText);
  const parsed = o.parse(content, settings);
  const qs = parsed.map(p => {
    const st = o.splitText(p.text, settings);
    return { p, st, cards: o.expand(p.cardType, st.actualQuestion, settings) };
  });
  let fcTags = tagsAll.filter(t => isFlashcardTag(settings, t.tag));
  fcTags.sort((a, b) => a.line - b.line);
  const fmCount = fmText ? splitTextIntoLineArray(fmText).length : 0;
  const noteLevel = t => !qs.some(q => t.line >= q.p.firstLineNum && t.line <= q.p.lastLineNum);
  let fmList = null;
  const nl = fcTags.filter(t => t.line === FM && noteLevel(t));
  if (nl.length > 0 && fmText) { const l2 = nl.filter(t => t.line < fmCount); if (l2.length) fmList = { list: l2.map(t => o.getTopicPathFromCardText ? t.tag.replace("#", "").split("/").filter(s => s) : null), line: FM }; }
  const contentTags = fcTags.filter(t => t.line >= fmCount && noteLevel(t));
  const contentLists = []; let cur = [];
  for (const t of contentTags) { if (cur.length && cur[0].line !== t.line) { contentLists.push({ list: cur.map(x => x.tag.replace("#", "").split("/").filter(s => s)), line: cur[0].line }); cur = []; } cur.push(t); }
  if (cur.length) contentLists.push({ list: cur.map(x => x.tag.replace("#", "").split("/").filter(s => s)), line: cur[0].line });
  for (const q of qs) {
    let r;
    if (settings.convertFoldersToDecks) r = { list: [folderTopicPath], line: null };
    else if (q.st.topic) r = { list: [q.st.topic.path], line: q.p.firstLineNum };
    else {
      r = fmList;
      for (let i = contentLists.length - 1; i >= 0; i--) if (contentLists[i].line < q.p.firstLineNum) { r = contentLists[i]; break; }
      if (!r && fcTags.length > 0) r = { list: [fcTags[0].tag.replace("#", "").split("/").filter(s => s)], line: fcTags[0].line };
    }
    q.topicPathList = r;
    q.deck = r ? fmt(r.list) : null;
  }
  return qs.filter(q => q.topicPathList);
}
module.exports = { createQuestionList, splitNoteIntoFrontmatterAndContent, unitTestTags };
