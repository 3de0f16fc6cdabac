const o = require("./osr.js");
const rec = require("./parser_tests_extracted.js").filter(r => !r.skippedDescribe);
let ok = 0, bad = 0;
for (const r of rec) {
  const got = o.parse(r.input, r.options).map(c => [o.CardTypeName[c.cardType], c.text, c.firstLineNum, c.lastLineNum]);
  if (JSON.stringify(got) === JSON.stringify(r.expected)) ok++; else { bad++; console.log("MISMATCH", r.test, r.section, JSON.stringify(r.input), JSON.stringify(got), JSON.stringify(r.expected)); }
}
console.log({ ok, bad });
