// Faithful JS port (types stripped) of OSR 1.15.4 src/parser.ts, QuestionText.splitText,
// question-type.ts expand(), topic-path helpers, and clozecraft 0.4.0 (commit b3ce3d3).
"use strict";
const CardType = { SingleLineBasic: 0, SingleLineReversed: 1, MultiLineBasic: 2, MultiLineReversed: 3, Cloze: 4 };
const CardTypeName = ["SingleLineBasic", "SingleLineReversed", "MultiLineBasic", "MultiLineReversed", "Cloze"];
const SR_METADATA_CALLOUT = "> [!sr|card-metadata]";

// ---------------- clozecraft 0.4.0 ----------------
function escapeRegexString(str) { return str.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }
const numPatternRegex = new RegExp(`\\[(?:(?:\\\\\\])?[^\\]]?)+?\\d+(?:(?:\\\\\\])?[^\\]]?)+?\\]`);
const hintPatternRegex = new RegExp(`\\[(?:(?:\\\\\\])?[^\\]]?)+?hint(?:(?:\\\\\\])?[^\\]]?)+?\\]`);
const answerKeyword = `answer`;
const F = { seq: "seq", answer: "answer", hint: "hint" };
const T = { CLASSIC: "classic", OVERLAPPING: "overlapping", SIMPLE: "simple" };
const ClozeTypesPriority = [T.CLASSIC, T.OVERLAPPING, T.SIMPLE];
class ClozeRegExp {
  constructor(pattern, order, flags) { this.regex = new RegExp(pattern, flags); this.order = order; this.source = pattern; }
  exec(str) {
    const m = this.regex.exec(str); if (!m) return null;
    m.seq = this.order.indexOf(F.seq) == -1 ? null : m[this.order.indexOf(F.seq) + 1];
    m.raw = m[0]; m.answer = m[this.order.indexOf(F.answer) + 1]; m.hint = m[this.order.indexOf(F.hint) + 1];
    return m;
  }
  test(str) { return this.regex.test(str); }
}
class ClozePattern {
  constructor(raw) {
    this._raw = raw;
    const n = numPatternRegex.exec(raw), h = hintPatternRegex.exec(raw);
    if (!n) throw new Error("No cloze number pattern found");
    if (!h) throw new Error("No cloze hint pattern found");
    if (raw.indexOf(answerKeyword) == -1) throw new Error("No answer keyword");
    this.numPattern = n; this.hintPattern = h;
    this.numRegex = ClozePattern.processPattern(n[0], t => t.replace(/\d+/g, "(\\d+)"));
    this.seqRegex = ClozePattern.processPattern(n[0], t => t.replace(/\d+/g, "([ash]+)"));
    this.hintRegex = "(?:" + ClozePattern.processPattern(h[0], t => t.replace(/hint/g, "(.+?)")) + ")?";
    this.order = [F.answer, F.hint, F.seq];
    const pos = { answer: raw.indexOf(answerKeyword), hint: h.index, seq: n.index };
    this.order.sort((a, b) => pos[a] - pos[b]);
    this.cache = {};
  }
  static processPattern(text, rplc) {
    let ans = text.substring(1, text.length - 1);
    ans = ans.replace(/\\\[/g, "[").replace(/\\]/g, "]");
    ans = escapeRegexString(ans);
    return rplc(ans);
  }
  gen(first, firstReplace, second, secondReplace) {
    const begin = this._raw.slice(0, first.index);
    const middle = this._raw.slice(first.index + first[0].length, second.index);
    const ending = this._raw.slice(second.index + second[0].length, this._raw.length);
    let s = escapeRegexString(begin) + firstReplace + escapeRegexString(middle) + secondReplace + escapeRegexString(ending);
    return s.replace(answerKeyword, "(.+?)");
  }
  build(type) {
    const numFirst = this.numPattern.index < this.hintPattern.index;
    if (type === T.SIMPLE) {
      const s = numFirst ? this.gen(this.numPattern, "", this.hintPattern, this.hintRegex) : this.gen(this.hintPattern, this.hintRegex, this.numPattern, "");
      return new ClozeRegExp(s, this.order.filter(x => x != F.seq), 'g');
    }
    const nr = type === T.CLASSIC ? this.numRegex : this.seqRegex;
    const s = numFirst ? this.gen(this.numPattern, nr, this.hintPattern, this.hintRegex) : this.gen(this.hintPattern, this.hintRegex, this.numPattern, nr);
    return new ClozeRegExp(s, this.order, 'g');
  }
  getClozeRegex(type) {
    let r = this.cache[type];
    if (r != undefined) { r.regex.lastIndex = 0; return r; }
    r = this.build(type); this.cache[type] = r; return r;
  }
  getMainClozeType(text) {
    for (const t of ClozeTypesPriority) if (this.getClozeRegex(t).test(text)) return t;
    return null;
  }
}
class ClozeNote {
  constructor(raw, patterns, type) {
    this.raw = raw; this.type = type; this.dels = []; this.numCards = 0;
    patterns.forEach(p => {
      const re = p.getClozeRegex(type); let m;
      while (m = re.exec(raw)) {
        if (type === T.SIMPLE) { this.numCards++; this.dels.push({ raw: m.raw, answer: m.answer, seq: this.numCards, hint: m.hint }); continue; }
        if (!m.seq) break;
        if (type === T.CLASSIC) { const d = { raw: m.raw, answer: m.answer, seq: parseInt(m.seq), hint: m.hint }; this.dels.push(d); if (this.numCards < d.seq) this.numCards = d.seq; }
        else { const d = { raw: m.raw, answer: m.answer, seq: m.seq, hint: m.hint }; this.dels.push(d); if (this.numCards < d.seq.length) this.numCards = d.seq.length; }
      }
    });
  }
  action(d, i) { // 'a' ask, 's' show, 'h' hide
    if (this.type === T.OVERLAPPING) return i < d.seq.length ? d.seq[i] : "s";
    return d.seq === i + 1 ? "a" : "s";
  }
  getCardFront(i, f) {
    let t = this.raw;
    for (const d of this.dels) {
      const a = this.action(d, i);
      if (a === "a") t = t.replace(d.raw, f.asking(d.answer, d.hint));
      else if (a === "h") t = t.replace(d.raw, f.hiding(d.answer, d.hint));
      else if (a === "s") t = t.replace(d.raw, d.answer);
    }
    return t;
  }
  getCardBack(i, f) {
    let t = this.raw;
    for (const d of this.dels) {
      const a = this.action(d, i);
      if (a === "a") t = t.replace(d.raw, f.showingAnswer(d.answer, d.hint));
      else if (a === "h") t = t.replace(d.raw, f.hiding(d.answer, d.hint));
      else if (a === "s") t = t.replace(d.raw, d.answer);
    }
    return t;
  }
}
class ClozeCrafter {
  constructor(patterns) { this.patterns = patterns.map(p => new ClozePattern(p)); }
  getNoteType(text) {
    let nt = null;
    for (const p of this.patterns) {
      const c = p.getMainClozeType(text);
      if (c !== null && (nt === null || ClozeTypesPriority.indexOf(c) < ClozeTypesPriority.indexOf(nt))) nt = c;
    }
    return nt;
  }
  isClozeNote(text) { return this.getNoteType(text) !== null; }
  createClozeNote(text) { const t = this.getNoteType(text); return t === null ? null : new ClozeNote(text, this.patterns, t); }
}

// ---------------- src/parser.ts ----------------
function markerInsideCodeBlock(text, marker, markerIndex) {
  let gb = markerIndex - 1, gf = markerIndex + marker.length, before = 0, after = 0;
  while (gb >= 0) { if (text[gb] === "`") before++; gb--; }
  while (gf < text.length) { if (text[gf] === "`") after++; gf++; }
  return before % 2 === 1 && after % 2 === 1;
}
function hasInlineMarker(text, marker) {
  if (marker.length === 0) return false;
  const idx = text.indexOf(marker); if (idx === -1) return false;
  return !markerInsideCodeBlock(text, marker, idx);
}
function parse(text, options) {
  const inlineSeparators = [
    { separator: options.singleLineCardSeparator, type: CardType.SingleLineBasic },
    { separator: options.singleLineReversedCardSeparator, type: CardType.SingleLineReversed },
  ];
  inlineSeparators.sort((a, b) => b.separator.length - a.separator.length);
  const cards = []; let cardText = ""; let cardType = null; let firstLineNo = 0, lastLineNo;
  const cc = new ClozeCrafter(options.clozePatterns);
  const lines = text.replaceAll("\r\n", "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const currentLine = lines[i], currentTrimmed = lines[i].trim();
    if (currentLine.startsWith("<!--") && !currentLine.startsWith("<!--SR:")) {
      while (i + 1 < lines.length && !currentLine.includes("-->")) i++;
      i++; continue;
    }
    const isEmptyLine = currentTrimmed.length === 0;
    const hasEnd = options.multilineCardEndMarker && currentTrimmed === options.multilineCardEndMarker;
    if ((isEmptyLine && !options.multilineCardEndMarker) || (isEmptyLine && cardType === null) || hasEnd) {
      if (cardType) { // NOTE: JS truthiness: CardType.SingleLineBasic === 0 is falsy, but a pending single-line card never exists here
        lastLineNo = i - 1;
        cards.push({ cardType, text: cardText.trimEnd(), firstLineNum: firstLineNo, lastLineNum: lastLineNo });
        cardType = null;
      }
      cardText = ""; firstLineNo = i + 1; continue;
    }
    if (cardText.length > 0) cardText += "\n";
    cardText += currentLine.trimEnd();
    for (const { separator, type } of inlineSeparators) {
      if (hasInlineMarker(currentLine, separator)) { cardType = type; break; }
    }
    if (cardType === CardType.SingleLineBasic || cardType === CardType.SingleLineReversed) {
      cardText = currentLine; firstLineNo = i;
      if (i + 1 < lines.length && lines[i + 1].startsWith("<!--SR:")) { cardText += "\n" + lines[i + 1]; i++; }
      else if (i + 1 < lines.length && lines[i + 1].startsWith(SR_METADATA_CALLOUT)) {
        for (let j = i + 1; j < lines.length; j++) { cardText += "\n" + lines[j]; i++; if (lines[j].includes("<!--SR:")) break; }
      }
      lastLineNo = i;
      cards.push({ cardType, text: cardText, firstLineNum: firstLineNo, lastLineNum: lastLineNo });
      cardType = null; cardText = "";
    } else if (currentTrimmed === options.multilineCardSeparator) {
      if (cardText.length > 1) cardType = CardType.MultiLineBasic;
    } else if (currentTrimmed === options.multilineReversedCardSeparator) {
      if (cardText.length > 1) cardType = CardType.MultiLineReversed;
    } else if (currentLine.startsWith("```") || currentLine.startsWith("~~~")) {
      const close = currentLine.match(/`+|~+/)[0];
      while (i + 1 < lines.length && !lines[i + 1].startsWith(close)) { i++; cardText += "\n" + lines[i]; }
      cardText += "\n" + close; i++;
    } else if (cardType === null && cc.isClozeNote(currentLine)) {
      cardType = CardType.Cloze;
    }
  }
  if (cardType && cardText) {
    lastLineNo = lines.length - 1;
    cards.push({ cardType, text: cardText.trimEnd(), firstLineNum: firstLineNo, lastLineNum: lastLineNo });
  }
  return cards;
}

// ---------------- QuestionText.splitText etc. ----------------
const OBSIDIAN_TAG_AT_STARTOFLINE_REGEX = /^#[^\s#]+/gi;
const OBSIDIAN_BLOCK_ID_ENDOFLINE_REGEX = / (\^[a-zA-Z0-9-]+)$/;
function removeScheduleInfo(t) { return t.replace(/<!--SR:.+-->/gm, ""); }
function getTopicPathFromTag(tag) { return tag.replace("#", "").split("/").filter(s => s); }
function getTopicPathFromCardText(cardText) {
  const m = cardText.trimStart().match(OBSIDIAN_TAG_AT_STARTOFLINE_REGEX);
  const p = m ? m.slice(-1)[0] : undefined;
  return p && p.length > 0 ? getTopicPathFromTag(p) : null;
}
function stringTrimStart(str) { if (!str) return ["", ""]; const t = str.trimStart(); return [str.substring(0, str.length - t.length), t]; }
function splitText(original, settings) {
  const noSR = removeScheduleInfo(original);
  let actual = noSR.trimEnd(); let topic = null;
  const tp = getTopicPathFromCardText(noSR);
  if (tp && tp.length > 0) {
    const [pre, t2] = stringTrimStart(noSR);
    const t3 = t2.replaceAll(OBSIDIAN_TAG_AT_STARTOFLINE_REGEX, "");
    let post; [post, actual] = stringTrimStart(t3);
    if (!settings.convertFoldersToDecks) topic = { path: tp, pre, post };
  }
  let blockId = null; const m = actual.match(OBSIDIAN_BLOCK_ID_ENDOFLINE_REGEX);
  if (m) { blockId = m[0].trim(); actual = actual.substring(0, actual.length - blockId.length).trimEnd(); }
  return { topic, actualQuestion: actual, blockId };
}
const clozeFormatter = {
  asking: (_, hint) => `<span style='color:#2196f3'>${!hint ? "[...]" : `[${hint}]`}</span>`,
  showingAnswer: (answer) => `<span style='color:#2196f3'>${answer}</span>`,
  hiding: (_, hint) => `<span style='color:var(--code-comment)'>${!hint ? "[...]" : `[${hint}]`}</span>`,
};
function findLineIdx(lines, s) { for (let i = 0; i < lines.length; i++) if (lines[i].trim() === s) return i; return -1; }
function expand(type, q, settings) {
  switch (type) {
    case CardType.SingleLineBasic: { const i = q.indexOf(settings.singleLineCardSeparator); return [{ front: q.substring(0, i), back: q.substring(i + settings.singleLineCardSeparator.length) }]; }
    case CardType.SingleLineReversed: { const i = q.indexOf(settings.singleLineReversedCardSeparator); const a = q.substring(0, i), b = q.substring(i + settings.singleLineReversedCardSeparator.length); return [{ front: a, back: b }, { front: b, back: a }]; }
    case CardType.MultiLineBasic: { const L = q.split("\n"); const i = findLineIdx(L, settings.multilineCardSeparator); return [{ front: L.slice(0, i).join("\n"), back: L.slice(i + 1).join("\n") }]; }
    case CardType.MultiLineReversed: { const L = q.split("\n"); const i = findLineIdx(L, settings.multilineReversedCardSeparator); const a = L.slice(0, i).join("\n"), b = L.slice(i + 1).join("\n"); return [{ front: a, back: b }, { front: b, back: a }]; }
    case CardType.Cloze: {
      const n = new ClozeCrafter(settings.clozePatterns).createClozeNote(q); const r = [];
      if (n === null) return r;
      for (let i = 0; i < n.numCards; i++) r.push({ front: n.getCardFront(i, clozeFormatter), back: n.getCardBack(i, clozeFormatter) });
      return r;
    }
  }
}
module.exports = { CardType, CardTypeName, parse, splitText, expand, ClozeCrafter, ClozePattern, getTopicPathFromCardText, T };
