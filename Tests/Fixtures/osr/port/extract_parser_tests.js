// Turns tests/unit/parser.test.ts into executable JS that records (input, options, expected) for every expect().
const fs = require("fs");
let src = fs.readFileSync("parser.test.ts", "utf8");
src = src.replace(/^import .*$/gm, "");
src = src.replace("const parserOptions: ParserOptions =", "const parserOptions =");
// replace parseT definition
src = src.replace(/function parseT\([\s\S]*?\n}\n/, "function parseT(text, options) { return { __input: text, __options: options }; }\n");
// section comments -> markers (only statement-level comments, 4-space indent)
src = src.replace(/^    \/\/ ?(.*)$/gm, (m, c) => `__section(${JSON.stringify(c.trim())});`);
src = src.replace(/^        \/\/ .*$/gm, "");
const prelude = `
const CardType = { SingleLineBasic: "SingleLineBasic", SingleLineReversed: "SingleLineReversed", MultiLineBasic: "MultiLineBasic", MultiLineReversed: "MultiLineReversed", Cloze: "Cloze" };
const __rec = []; let __test = null; let __sec = []; let __lastWasSection = false;
function __section(c) { if (__lastWasSection) __sec.push(c); else __sec = [c]; __lastWasSection = true; }
function test(name, fn) { __test = name; __sec = []; __lastWasSection = false; fn(); }
function describe(name, fn) { __rec.push({ skippedDescribe: name }); }
function expect(x) { return { toEqual(y) { __lastWasSection = false; __rec.push({ test: __test, section: __sec.join(" / "), input: x.__input, options: x.__options, expected: y }); } }; }
`;
const code = prelude + src + "\nmodule.exports = __rec;";
fs.writeFileSync("parser_tests_extracted.js", code);
const rec = require("./parser_tests_extracted.js");
console.log(rec.length, rec.filter(r => r.skippedDescribe).map(r => r.skippedDescribe));
