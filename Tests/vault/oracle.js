// The oracle of the vault comparison: what Obsidian Spaced Repetition (OSR 1.15.4) finds in each
// note of a content folder, computed by the JavaScript port of its parser in
// ../Fixtures/osr/port/ (osr.js, noteport.js).
//
// usage: node Tests/vault/oracle.js CONTENT_DIR OUT.json
//
// CONTENT_DIR is laid out as `site build --content` expects it: the notes below `decks/` (in
// sub-folders too), or the vault itself, and, if the vault has one, the plugin's settings at
// `.obsidian/plugins/obsidian-spaced-repetition/data.json`. compare_vault.py prepares it.
//
// OUT.json holds, per note (path relative to `decks/` or the vault), whether OSR selects it (and which setting
// left it out, if one did) and every question with its type, 0-based first/last line, deck and
// cards (`front`/`back` exactly as OSR builds them, before Markdown rendering).
"use strict";
const fs = require("fs");
const path = require("path");

const PORT = path.join(__dirname, "..", "Fixtures", "osr", "port");
const osr = require(path.join(PORT, "osr.js"));
const noteport = require(path.join(PORT, "noteport.js"));

const [contentDir, outFile] = process.argv.slice(2);
if (!contentDir || !outFile) {
  console.error("usage: node oracle.js CONTENT_DIR OUT.json");
  process.exit(2);
}

// ---- Settings: OSR's defaults, shallow-merged with the vault's data.json ----------------------

const DEFAULT_SETTINGS = {
  flashcardTags: ["#flashcards"],
  flashcardTagsToIgnore: [],
  convertFoldersToDecks: false,
  singleLineCardSeparator: "::",
  singleLineReversedCardSeparator: ":::",
  multilineCardSeparator: "?",
  multilineReversedCardSeparator: "??",
  multilineCardEndMarker: "",
  clozePatterns: ["==[123;;]answer[;;hint]=="],
  noteFoldersToIgnore: ["**/*.excalidraw.md"],
};

function loadSettings() {
  const file = path.join(contentDir, ".obsidian/plugins/obsidian-spaced-repetition/data.json");
  if (!fs.existsSync(file)) return { settings: { ...DEFAULT_SETTINGS }, source: "defaults (no data.json)" };
  const saved = JSON.parse(fs.readFileSync(file, "utf8")).settings || {};
  if (saved.clozePatterns == null) {
    // Settings saved before OSR had `clozePatterns`: rebuilt from the three switches, as OSR's
    // upgradeSettings does.
    const patterns = [];
    if (saved.convertHighlightsToClozes) patterns.push("==[123;;]answer[;;hint]==");
    if (saved.convertBoldTextToClozes) patterns.push("**[123;;]answer[;;hint]**");
    if (saved.convertCurlyBracketsToClozes) patterns.push("{{[123;;]answer[;;hint]}}");
    saved.clozePatterns = patterns;
  }
  return { settings: { ...DEFAULT_SETTINGS, ...saved }, source: "data.json" };
}
const { settings, source } = loadSettings();

// ---- Tags: an approximation of Obsidian's metadata cache --------------------------------------
// OSR asks Obsidian for a note's tags. Outside Obsidian we apply its rules ourselves: front-matter
// `tags`/`tag` (a list or a string), and inline `#tag`s that start a line or follow whitespace,
// outside code, and not purely numeric. (OSR's unit-test helper, `noteport.unitTestTags`, is
// looser: it takes any `#word`, so it would also select `unk#flashcards`; we report its verdict
// beside ours.)

function obsidianTags(text) {
  const tags = [];
  const lines = text.replace(/\r\n|\r/g, "\n").split("\n");
  let bodyStart = 0;
  if (lines[0] === "---") {
    const end = lines.indexOf("---", 1);
    if (end > 0) {
      bodyStart = end + 1;
      let key = null; // the front-matter key whose `- item` list we are in
      for (let i = 1; i < end; i++) {
        const line = lines[i];
        const keyLine = line.match(/^(tags?|Tags?)\s*:\s*(.*)$/);
        if (keyLine) {
          key = keyLine[1].toLowerCase();
          const value = keyLine[2].trim();
          if (value) {
            value.replace(/^\[|\]$/g, "").split(/[,\s]+/)
              .map(x => x.replace(/^["']|["']$/g, "").trim()).filter(Boolean)
              .forEach(t => tags.push({ tag: t.startsWith("#") ? t : "#" + t, line: -1, key }));
            key = null;
          }
          continue;
        }
        if (key) {
          const item = line.match(/^\s*-\s*(.*)$/);
          if (item) {
            const t = item[1].replace(/^["']|["']$/g, "").trim();
            if (t) tags.push({ tag: t.startsWith("#") ? t : "#" + t, line: -1, key });
          } else if (/^\S/.test(line)) {
            key = null;
          }
        }
      }
    }
  }
  let fence = null; // the open code fence, if any
  for (let i = bodyStart; i < lines.length; i++) {
    let line = lines[i];
    const f = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    if (f) { fence = f[1]; continue; }
    line = line.replace(/`[^`]*`/g, " "); // inline code
    const re = /(^|\s)#([\p{L}\p{N}_\-/\p{Extended_Pictographic}]+)/gu;
    let m;
    while ((m = re.exec(line))) {
      if (/^[\d/]+$/.test(m[2])) continue;
      tags.push({ tag: "#" + m[2], line: i });
    }
  }
  return tags;
}

function isFlashcardTag(tag) {
  return settings.flashcardTags.some(t => tag === t || tag.startsWith(t + "/"));
}

// ---- Notes OSR leaves out before parsing (data-manager.ts sync(), core.ts processFile()) -------
// osr-parser-notes.md §2: a path that starts with an entry of `noteFoldersToIgnore` or matches it
// as a minimatch glob, and a note with a tag equal to, or below, one of `flashcardTagsToIgnore`.

function globToRegExp(pattern) {
  let re = "^";
  for (let i = 0; i < pattern.length; ) {
    if (pattern.startsWith("**/", i)) { re += "(?:.*/)?"; i += 3; continue; }
    if (pattern.startsWith("**", i)) { re += ".*"; i += 2; continue; }
    const c = pattern[i++];
    re += c === "*" ? "[^/]*" : c === "?" ? "[^/]" : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(re + "$");
}

function ignoredBy(file, tags) {
  const folders = settings.noteFoldersToIgnore || [];
  if (folders.some(p => p && (file.startsWith(p) || globToRegExp(p).test(file)))) return "noteFoldersToIgnore";
  const ignoredTags = settings.flashcardTagsToIgnore || [];
  const isIgnoredTag = tag => ignoredTags.some(i => i && (tag === i || tag.startsWith(i + "/")));
  if (tags.some(t => isIgnoredTag(t.tag))) return "flashcardTagsToIgnore";
  return null;
}

// ---- Every note below decks/ ------------------------------------------------------------------

// The notes are below decks/, or, in a content folder without it, the folder itself, a vault
// (Sources/Markdown/Decks/DeckPath.swift): then its settings page, theme, address books and
// catalogs are not notes. Hidden folders are not read, as in Obsidian.
const SITE_FILES = new Set(["index.md", "theme", "contacts", "movies"]);
const decksDir = fs.existsSync(path.join(contentDir, "decks")) ? path.join(contentDir, "decks") : contentDir;

function markdownFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || (dir === contentDir && decksDir === contentDir && SITE_FILES.has(entry.name))) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(p, found);
    else if (entry.name.endsWith(".md")) found.push(p);
  }
  return found;
}
const out = {
  settings_source: source,
  settings: {
    flashcardTags: settings.flashcardTags,
    singleLineCardSeparator: settings.singleLineCardSeparator,
    singleLineReversedCardSeparator: settings.singleLineReversedCardSeparator,
    multilineCardSeparator: settings.multilineCardSeparator,
    multilineReversedCardSeparator: settings.multilineReversedCardSeparator,
    multilineCardEndMarker: settings.multilineCardEndMarker,
    clozePatterns: settings.clozePatterns,
    flashcardTagsToIgnore: settings.flashcardTagsToIgnore,
    noteFoldersToIgnore: settings.noteFoldersToIgnore,
    convertFoldersToDecks: settings.convertFoldersToDecks,
  },
  notes: [],
};

for (const file of markdownFiles(decksDir).sort()) {
  const relative = path.relative(decksDir, file).split(path.sep).join("/");
  const text = fs.readFileSync(file, "utf8");
  const tags = obsidianTags(text);
  const ignored = ignoredBy(relative, tags);
  // Folder mode (convertFoldersToDecks): every note in a folder is selected, tagged or not, and
  // its folders (below decks/, the vault's root here) are its deck; a note at the root is not read.
  const folderTopicPath = settings.convertFoldersToDecks ? relative.split("/").slice(0, -1) : [];
  const selected = !ignored && (settings.convertFoldersToDecks ? folderTopicPath.length > 0 : tags.some(t => isFlashcardTag(t.tag)));
  const selectedByUnitTestHelper = noteport.unitTestTags(text).some(t => isFlashcardTag(t.tag));
  // OSR files cards into decks by the front-matter key `tags` only (not `tag`).
  const deckTags = tags.filter(t => !(t.line === -1 && t.key === "tag")).map(t => ({ tag: t.tag, line: t.line }));
  const questions = selected ? noteport.createQuestionList(settings, text, folderTopicPath, () => deckTags) : [];
  // Questions the parser finds, including any dropped for want of a deck.
  const parsed = selected ? osr.parse(noteport.splitNoteIntoFrontmatterAndContent(text)[1], settings).length : 0;
  out.notes.push({
    file: relative,
    selected,
    ignored_by: ignored,
    selected_by_unit_test_helper: selectedByUnitTestHelper,
    questions_parsed: parsed,
    questions_with_deck: questions.length,
    questions: questions.map(q => ({
      type: osr.CardTypeName[q.p.cardType],
      line: q.p.firstLineNum,
      last_line: q.p.lastLineNum,
      text: q.p.text,
      deck: q.deck,
      // Each deck the question's cards are filed in, as a tag: `#flashcards/bio`.
      deck_tags: q.topicPathList ? q.topicPathList.list.map(p => "#" + p.join("/")) : [],
      cards: q.cards.map(c => ({ front: c.front, back: c.back })),
    })),
  });
}

fs.writeFileSync(outFile, JSON.stringify(out, null, 1));
const cards = out.notes.reduce((a, n) => a + n.questions.reduce((b, q) => b + q.cards.length, 0), 0);
const selected = out.notes.filter(n => n.selected).length;
console.log(`${out.notes.length} notes, ${selected} selected, ${cards} cards -> ${outFile}`);
