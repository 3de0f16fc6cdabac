const fs = require("fs");
const src = fs.readFileSync("nqp.test.ts", "utf8");
// split by test( occurrences
const re = /test\("((?:[^"\\]|\\.)*)",\s*async \(\) => \{([\s\S]*?)\n    \}\);|test\("((?:[^"\\]|\\.)*)",\s*async \(\) => \{([\s\S]*?)\n        \}\);/g;
const out = [];
let m;
const idxs = [];
const tre = /test\("((?:[^"\\]|\\.)*)"/g;
while ((m = tre.exec(src))) idxs.push({ name: m[1], at: m.index });
for (let k = 0; k < idxs.length; k++) {
  const body = src.slice(idxs[k].at, k + 1 < idxs.length ? idxs[k + 1].at : src.length);
  const nt = /const noteText: string = `([\s\S]*?)`;/.exec(body) || /const noteText: string = "((?:[^"\\]|\\.)*)";/.exec(body);
  const noteText = nt ? (nt[0].includes("`") ? nt[1] : JSON.parse('"' + nt[1] + '"')) : null;
  const ftp = /folderTopicPath: TopicPath = (new TopicPath\(\[[^\]]*\]\)|TopicPath\.emptyPath)/.exec(body);
  const parserUsed = /(parserWithDefaultSettings|parserConvertFoldersToDecks|parser2)\.createQuestionList/.exec(body);
  out.push({ name: idxs[k].name, noteText, folder: ftp ? ftp[1] : (body.includes("TopicPath.emptyPath") ? "TopicPath.emptyPath" : null), parser: parserUsed ? parserUsed[1] : null });
}
fs.writeFileSync("nqp_extracted.json", JSON.stringify(out, null, 1));
for (const o of out) console.log(JSON.stringify(o.name), "|", o.parser, "|", o.folder, "|", JSON.stringify(o.noteText).slice(0, 80));
console.log(out.length);
