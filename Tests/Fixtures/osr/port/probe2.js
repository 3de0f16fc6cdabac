const o = require("./osr.js");
const D = { singleLineCardSeparator: "::", singleLineReversedCardSeparator: ":::", multilineCardSeparator: "?", multilineReversedCardSeparator: "??", multilineCardEndMarker: "", clozePatterns: ["==[123;;]answer[;;hint]=="], convertFoldersToDecks: false };
const D3 = {...D, clozePatterns: ["==[123;;]answer[;;hint]==", "**[123;;]answer[;;hint]**", "{{[123;;]answer[;;hint]}}"]};
function show(label, text, opts = D) {
  const qs = o.parse(text, opts);
  console.log("### " + label + "  input=" + JSON.stringify(text));
  for (const q of qs) { const st = o.splitText(q.text, opts); const cards = o.expand(q.cardType, st.actualQuestion, opts);
    console.log("  ", o.CardTypeName[q.cardType], q.firstLineNum, q.lastLineNum, JSON.stringify(q.text), "actual=", JSON.stringify(st.actualQuestion));
    for (const c of cards) console.log("      front=", JSON.stringify(c.front), " back=", JSON.stringify(c.back)); }
  if (!qs.length) console.log("   (no cards)");
}
show("?? empty front", "\n??\nA");
show("pattern order numbering", "cloze **deletion** test ==another deletion==!", D3);
show("cloze para with SR", "A ==b== c ==d==\nmore\n<!--SR:!2021-08-11,4,270!2021-08-12,5,250-->");
show("heading above cloze", "## H\nThe ==x== y");
show("blockquote single", "> Q::A");
show("table row", "| a::b | c |");
show("obsidian comment", "%%\nQ::A\n%%");
show("hint simple", "Capital ==Paris;;city== of France");
show("tag colon", "#flashcards/x: Q::A");
show("end marker blank in front", "Q\n\nmore\n?\nA\n+++", {...D, multilineCardEndMarker: "+++"});
show("end marker single", "Q::A\nB\n?\nC\n\nD\n+++", {...D, multilineCardEndMarker: "+++"});
show("tilde fence", "Q\n?\n~~~\na\n\nb\n~~~");
show("image embed", "![[img.png]]\n?\nA");
show("md link with ::", "[x](http://a::b)");
show("multi ? twice", "Q\n?\nA\n?\nB");
show("?? then ?", "Q\n??\nA\n?\nB");
show("cloze then ?? sep", "Q ==x==\n??\nA");
show("ol hide", "==hs;;ctx== then ==a;;item1== and ==ha;;item2==");
