import Foundation
import Testing
import TestSupport
@testable import Markdown

/// The vault reader's shortcuts give what Foundation's string searches gave: patterns compiled
/// once (`CompiledPattern`) against `range(of:options: .regularExpression)` and
/// `replacingOccurrences(of:with:options: .regularExpression)`, which compile theirs at every
/// call; the searches skipped when a text lacks a byte every match needs; wiki links cut by
/// Unicode scalars against the `NSString` cut they replaced; the trim of line breaks against
/// `trimmingCharacters(in: .newlines)`. Each over seeded texts made of the pieces those rules
/// turn on: brackets, pipes, hashes, carets, every line terminator ICU's `$` knows, Unicode
/// spaces, combining accents, emoji and the marks of math (`DeckMarks`).
@Suite struct OSRTextShortcutsTests {
    static let pieces = [
        "[[", "]]", "[", "]", "|", "#", "##", "!", "^", "![[", "[[[", "]]]", "|]", "#|", "[[a]]", "![[N#p|x]]", "^id-1", " ^b0", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}",
        "\u{2028}", "\u{2029}", " ", "  ", "\t", "\u{00A0}", "\u{3000}", "\u{FEFF}", "\u{200B}", "\u{1680}", "\u{180E}", "\u{205F}",
        "\u{2007}", "\u{0301}", "😀", "e\u{0301}", "a", "Z", "1", "300",
        "x", "-", ".", ".png", "cell.PNG", "Note", "<br>", "<br/>", "<br />", "</br>", "<BR>", "</BR>", "br", "<b", "#flashcards",
        "#flashcards/geo", "flashcards", String(DeckMarks.mark(0x5)), String(DeckMarks.mark(0x7)), String(DeckMarks.mark(0x6)), "$", "`",
    ]

    static func texts(seed: UInt64, count: Int = 3_000) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in (0..<random.below(12)).map { _ in random.pick(pieces) }.joined() }
    }

    /// What the patterns were given to Foundation as, and the compiled ones that replace them.
    static let patterns = [
        "^#[^\\s#]+", " \\^[a-zA-Z0-9-]+$", "^\\^[a-zA-Z0-9-]+$", "(^| )\\^[a-zA-Z0-9-]+$", "[ \\t]+#+[ \\t]*$",
        "^[0-9]+(x[0-9]+)?$",
        "(^|[ \\t])" + NSRegularExpression.escapedPattern(for: "#flashcards") + "(/[^\\s#]*)?(?=$|[\\s])",
    ]

    @Test func aCompiledPattern_findsAndReplaces_asFoundationsStringSearchDoes() {
        for pattern in Self.patterns {
            let compiled = CompiledPattern(pattern)
            for text in Self.texts(seed: 11) {
                #expect(compiled.firstRange(in: text) == text.range(of: pattern, options: .regularExpression), "\(pattern) in \(text.debugDescription)")
                #expect(compiled.matches(text) == (text.range(of: pattern, options: .regularExpression) != nil))
                #expect(
                    compiled.replacingMatches(in: text, with: "$1") == text.replacingOccurrences(of: pattern, with: "$1", options: .regularExpression),
                    "\(pattern) in \(text.debugDescription)"
                )
            }
        }
        #expect(CompiledPattern.cached("^a")?.matches("ab") == true && CompiledPattern.cached("^a")?.matches("ba") == false)
        // A pattern made at run time that does not compile is no crash: the caller asks Foundation.
        #expect(CompiledPattern.cached("(unclosed") == nil)
    }

    @Test func blockIDsAndLeadingTags_skipTextsWithoutTheirByte_andFindWhatTheExpressionsFound() {
        for text in Self.texts(seed: 12) {
            #expect(BlockID.trailing(in: text) == text.range(of: " \\^[a-zA-Z0-9-]+$", options: .regularExpression), "\(text.debugDescription)")
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            #expect(BlockID.isAlone(text) == (trimmed.range(of: "^\\^[a-zA-Z0-9-]+$", options: .regularExpression) != nil), "\(text.debugDescription)")
            let carried = trimmed.range(of: "(^| )\\^[a-zA-Z0-9-]+$", options: .regularExpression)
                .map { String(trimmed[$0].drop { $0 == " " }.dropFirst()).lowercased() }
            #expect(BlockID.of(text) == carried, "\(text.debugDescription)")
            #expect(BlockID.removed(from: text) == text.replacingOccurrences(of: " \\^[a-zA-Z0-9-]+$", with: "", options: .regularExpression))
            let start = OSRText.trimStart(text)
            #expect(OSRText.leadingTag(of: start) == start.range(of: "^#[^\\s#]+", options: .regularExpression), "\(start.debugDescription)")
        }
    }

    @Test func theTrims_areFoundations() {
        for text in Self.texts(seed: 13) {
            #expect(FoundationTrim.newlines(text) == text.trimmingCharacters(in: .newlines), "\(text.debugDescription)")
            #expect(FoundationTrim.whitespaces(text) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            let cut = text.dropFirst()
            #expect(FoundationTrim.whitespaces(cut) == cut.trimmingCharacters(in: .whitespaces), "\(cut.debugDescription)")
        }
    }

    @Test func osrTrims_byByte_areTheTrimsByScalar() {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar == "\u{FEFF}" }
        for text in Self.texts(seed: 17) {
            let start = String(String.UnicodeScalarView(text.unicodeScalars.drop(while: isSpace)))
            var scalars = text.unicodeScalars
            while let last = scalars.last, isSpace(last) { scalars.removeLast() }
            let end = String(scalars)
            #expect(OSRText.trimStart(text) == start, "\(text.debugDescription)")
            #expect(OSRText.trimEnd(text) == end, "\(text.debugDescription)")
            var both = start.unicodeScalars
            while let last = both.last, isSpace(last) { both.removeLast() }
            #expect(OSRText.trim(text) == String(both), "\(text.debugDescription)")
        }
    }

    @Test func aSeparator_isFoundWhereFoundationFindsIt() {
        var random = SeededRandom(seed: 18)
        let pieces = [":", "::", ":::", "?", ";", ";;", "=", "==", "`", "``", "a", " ", "x:", "é", "\u{037E}", "\u{0301}", "\t", "\r\n", "😀"]
        var found = 0
        for _ in 0..<4_000 {
            let text = (0..<random.below(10)).map { _ in random.pick(pieces) }.joined()
            for separator in ["::", ":::", "?", ";;", "`", "==", ";", "\u{037E}", ""] {
                let range = text.range(of: separator)
                #expect(OSRText.range(of: separator, in: text) == range, "\(separator.debugDescription) in \(text.debugDescription)")
                if range != nil { found += 1 }
            }
        }
        #expect(found > 10_000)
        // Foundation finds `;` as U+037E, a text that is not ASCII is left to it.
        #expect(OSRText.range(of: ";", in: "a\u{037E}b") == "a\u{037E}b".range(of: ";"))
    }

    @Test func aClozePattern_matchesALine_asItsExpressionsDo() throws {
        var random = SeededRandom(seed: 19)
        let pieces = ["==", "=", "**", "*", "{{", "}}", "{", "}", "1", "2", ";;", ";", "a", "s", "h", "hint", " ", "\n", "é", "`"]
        let patterns = OSRClozePattern.all(["==[123;;]answer[;;hint]==", "**[123;;]answer[;;hint]**", "{{[123;;]answer[;;hint]}}"])
        #expect(patterns.count == 3)
        for _ in 0..<4_000 {
            let line = (0..<random.below(10)).map { _ in random.pick(pieces) }.joined()
            for pattern in patterns {
                let range = NSRange(line.startIndex..., in: line)
                let expressions = try OSRClozePattern.Form.allCases.contains { form in
                    try NSRegularExpression(pattern: pattern.expression(form)).firstMatch(in: line, range: range) != nil
                }
                #expect(pattern.matches(line) == expressions, "\(line.debugDescription)")
            }
        }
    }

    /// Every form of a cloze pattern finds, by reading the text once, the matches and groups
    /// ICU finds with the plugin's expression, by backtracking (`ClozeExpression`). The groups
    /// are ICU's by number, in the order the pattern writes its slots (`s` the sequence, `a` the
    /// answer, `h` the hint); `ClozeExpression` names them, so a pattern that writes its hint
    /// first is read by its names, where the site read group 1 as the number before.
    @Test(arguments: [
        ("==[123;;]answer[;;hint]==", "sah"), ("**[123;;]answer[;;hint]**", "sah"), ("{{[123;;]answer[;;hint]}}", "sah"),
        ("[hint;]answer[;123]", "has"), ("[12]answer[hint]", "sah"), ("<[x1y]answer>", "sa"),
    ])
    func aClozeExpression_findsWhatICUFinds(pattern source: String, slots: String) throws {
        let pattern = try #require(OSRClozePattern(source))
        var random = SeededRandom(seed: 26)
        let pieces = ["==", "=", "**", "*", "{{", "}}", "{", "}", "<", ">", "x", "y", "1", "23", "\u{0663}", ";;", ";", "a", "s", "h", "ash", "hint", " ",
                      "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "é", "e\u{0301}", "\u{0301}", "😀", "nswer"]
        for _ in 0..<3_000 {
            let text = (0..<random.below(14)).map { _ in random.pick(pieces) }.joined()
            for form in OSRClozePattern.Form.allCases {
                let expression = switch form {
                case .classic: pattern.classic
                case .overlapping: pattern.overlapping
                case .simple: pattern.simple
                }
                let icu = try NSRegularExpression(pattern: pattern.expression(form))
                let expected = icu.matches(in: text, range: NSRange(text.startIndex..., in: text))
                let found = expression.matches(in: text)
                // ICU's ranges as they are, also inside a character (`Range(_:in:)` would give nil there).
                func range(_ range: NSRange) -> Range<String.Index>? {
                    guard range.location != NSNotFound else { return nil }
                    let utf16 = text.utf16
                    let start = utf16.index(utf16.startIndex, offsetBy: range.location)
                    return start..<utf16.index(start, offsetBy: range.length)
                }
                #expect(found.map(\.range) == expected.compactMap { range($0.range) }, "\(form) \(source) in \(text.debugDescription)")
                #expect(expression.hasMatch(in: text) == !expected.isEmpty, "\(form) \(source) in \(text.debugDescription)")
                guard found.count == expected.count else { continue }
                // The simple form has no sequence group.
                let numbered = Array(form == .simple ? slots.filter { $0 != "s" } : slots)
                for (match, oracle) in zip(found, expected) {
                    func group(_ slot: Character) -> Range<String.Index>? {
                        numbered.firstIndex(of: slot).flatMap { range(oracle.range(at: $0 + 1)) }
                    }
                    #expect([match.sequence, match.answer, match.hint] == [group("s"), group("a"), group("h")], "\(form) \(source) in \(text.debugDescription)")
                }
            }
        }
    }

    /// A line of hints with no closing mark, which ICU read again from each `;;` to its end,
    /// has no deletion; closed, it has one, whose hint runs to the end.
    @Test func aLineOfUnclosedHints_isReadOnce_andClosedIsOneDeletion() throws {
        let pattern = try #require(OSRClozePattern("==[123;;]answer[;;hint]=="))
        let line = "==a" + String(repeating: ";;a", count: 20_000)
        #expect(!pattern.matches(line))
        let closed = pattern.simple.matches(in: line + "==")
        #expect(closed.count == 1)
        #expect(closed.first.flatMap { $0.hint.map { line[$0] } } == Substring(String(repeating: "a;;", count: 19_999) + "a"))
    }

    /// The same lines with " é" after each are read character by character (they are not
    /// ASCII), and the accent, after a space, adds no tag.
    @Test func tagLines_readByBytes_areTheTagsReadByCharacters() {
        let pieces = ["#", "##", "#a", "#flashcards/geo", "#12", "#1a", "# ", " ", "\t", "\u{00A0}", "x", "_", "-", "/", "é", "#é", "\n", "\r\n",
                      "```", "~~~", "`", "a#b", "#_x", "\u{0301}", "#\u{0301}", "٣", "#٣x"]
        var random = SeededRandom(seed: 20)
        var asciiLines = 0
        for _ in 0..<3_000 {
            let text = (0..<random.below(14)).map { _ in random.pick(pieces) }.joined()
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            asciiLines += lines.filter { $0.utf8.allSatisfy { $0 < 0x80 } && $0.contains("#") }.count
            let byCharacter = OSRNote.tagLines(lines.map { $0 + " é" }.joined(separator: "\n"))
            let found = OSRNote.tagLines(text)
            #expect(found.map(\.line) == byCharacter.map(\.line) && found.map(\.tags) == byCharacter.map(\.tags), "\(text.debugDescription)")
        }
        #expect(asciiLines > 500)
    }

    @Test func clozeMarks_areReplacedAsFoundationReplacedThem_andBesideAnAccentToo() {
        let pieces = [ClozeHighlight.open, ClozeHighlight.close, String(DeckMarks.mark(0x0)), "\u{2E30}", String(DeckMarks.mark(0x1)), "a", " ", "<p>", "é", "😀", "\u{200D}"]
        var random = SeededRandom(seed: 21)
        for _ in 0..<3_000 {
            let text = (0..<random.below(10)).map { _ in random.pick(pieces) }.joined()
            let html = text.replacingOccurrences(of: ClozeHighlight.open, with: "<strong>").replacingOccurrences(of: ClozeHighlight.close, with: "</strong>")
            #expect(ClozeHighlight.html(text) == html, "\(text.debugDescription)")
            let plain = text.replacingOccurrences(of: ClozeHighlight.open, with: "").replacingOccurrences(of: ClozeHighlight.close, with: "")
            #expect(ClozeHighlight.plain(text) == plain, "\(text.debugDescription)")
        }
        // An answer that starts with an accent, a cloze with one after it: no mark is left on the page.
        let accented = ClozeHighlight.marked("\u{0301}x") + "\u{0301}"
        #expect(ClozeHighlight.html(accented) == "<strong>\u{0301}x</strong>\u{0301}")
        #expect(ClozeHighlight.plain(accented) == "\u{0301}x\u{0301}")
    }

    @Test func linesAtLineFeeds_areTheCharacterSplitAtLineFeeds() {
        for text in Self.texts(seed: 22) + ["", "\n", "\r\n", "a\r\r\nb", "\n\u{0301}", "\r\n\n"] {
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(SourceText.linesAtLineFeeds(text).map(String.init) == expected, "\(text.debugDescription)")
            let cut = text.dropFirst()
            #expect(SourceText.linesAtLineFeeds(cut).map(String.init) == cut.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }

    @Test func mathMarks_areFoundAsCharacters_onlyInTextsWithTheirLeadByte() {
        for text in Self.texts(seed: 14) {
            #expect(MathText.hasMarks(text) == (text.contains(MathText.inlineOpen) || text.contains(MathText.displayOpen)), "\(text.debugDescription)")
        }
        // A mark with an accent on it is another character: not an opening mark.
        #expect(!MathText.hasMarks("\(DeckMarks.mark(0x5))\u{0301}") && MathText.hasMarks("x\(DeckMarks.mark(0x7))"))
    }

    @Test func lineBreakTags_turnEveryTag_andLeaveTextsWithoutOneAsTheyAre() {
        for text in Self.texts(seed: 15) {
            let shown = OSRQuestion.lineBreakTags(text)
            let tags = ["<br>", "<br/>", "<br />", "</br>", "<BR>", "<BR/>", "<BR />", "</BR>"]
            if !tags.contains(where: text.contains) { #expect(shown == text, "\(text.debugDescription)") }
            // Outside code spans (none has a backtick), every tag is a line break.
            if !text.contains("`") { #expect(!tags.contains(where: shown.contains), "\(text.debugDescription) gave \(shown.debugDescription)") }
        }
        #expect(OSRQuestion.lineBreakTags("a</br>b<BR />c") == "a\nb\nc")
    }

    @Test func wikiLinks_areShownAsTheNSStringCutShowedThem() {
        let image = { (name: String) in "img/" + name }
        let embed = { (page: String, part: String) -> String? in page.hasPrefix("N") ? "<\(page)|\(part)>" : nil }
        for text in Self.texts(seed: 16) {
            for keeping in [false, true] {
                #expect(
                    OSRQuestion.wikiLinksAsText(text, image: image, embed: embed, keepingEmbeds: keeping)
                        == Self.nsStringWikiLinks(text, image: image, embed: embed, keepingEmbeds: keeping),
                    "\(text.debugDescription)"
                )
            }
        }
    }

    /// A line of unclosed `[[` (what the fuzzer found hanging the deck reader) is read in a
    /// bounded number of passes: trying each `[[` to the line's end read it once for each.
    @Test func unclosedLinks_areReadInBoundedPasses_whateverTheirNumber() {
        var random = SeededRandom(seed: 21)
        let lines = ["[[a", "![[", "[[#", "[[a|", "[[a#b|c", "[[]", "[[a]", "![[x]"].map { String(repeating: $0, count: 5_000) }
            + (0..<20).map { _ in (0..<5_000).map { _ in random.pick(["[[", "[", "!", "#", "|", "a", "]", "[[x]]"]) }.joined() }
        for line in lines {
            for text in [line, line + "]]", line + "\n" + line] {
                let (_, bytesRead) = Array(text.utf8).withUnsafeBufferPointer { WikiLinkScanner.scan($0) }
                #expect(bytesRead <= 4 * text.utf8.count + 4, "\(bytesRead) reads for \(text.utf8.count) bytes: \(text.prefix(40).debugDescription)…")
            }
        }
    }

    /// The cut the site made before (an oracle): through `NSString`, by UTF-16 offsets.
    static func nsStringWikiLinks(
        _ text: String, image: (String) -> String, embed: (String, String) -> String?, keepingEmbeds: Bool
    ) -> String {
        let expression = try! NSRegularExpression(pattern: "!?\\[\\[([^\\]|#\\n]*)(#[^\\]|\\n]*)?(?:\\|([^\\]\\n]*))?\\]\\]")
        let source = text as NSString
        var result = ""
        var cursor = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            func group(_ index: Int) -> String {
                let range = match.range(at: index)
                return range.location == NSNotFound ? "" : source.substring(with: range)
            }
            let (page, part, alias) = (group(1), String(group(2).dropFirst()), group(3))
            let isEmbed = source.substring(with: NSRange(location: match.range.location, length: 1)) == "!"
            cursor = match.range.location + match.range.length
            if isEmbed, keepingEmbeds {
                result += source.substring(with: match.range)
                continue
            }
            let fileType = page.split(separator: ".").last.map { $0.lowercased() } ?? ""
            if isEmbed, page.contains("."), OSRQuestion.imageExtensions.contains(fileType) {
                let isSize = alias.range(of: "^[0-9]+(x[0-9]+)?$", options: .regularExpression) != nil
                let description = alias.isEmpty || isSize ? page : alias
                let escaped = String(description.flatMap { "\\`*_[]()<>!#".contains($0) ? ["\\", $0] : [$0] })
                result += "![\(escaped)](\(image(page)))"
            } else if isEmbed, let shown = embed(page, part) {
                result += shown
            } else {
                result += !alias.isEmpty ? alias : !page.isEmpty ? page : part
            }
        }
        return result + source.substring(from: cursor)
    }
}

extension OSRClozePattern {
    /// The regular expression the plugin (clozecraft) makes of a form, which `ClozeExpression`
    /// matches as ICU does: the tests' oracle.
    func expression(_ form: Form) -> String {
        let escape = NSRegularExpression.escapedPattern(for:)
        return parts.map { part -> String in
            switch part {
            case .literal(let text): escape(text)
            case .answer: "(.+?)"
            case .sequence(let before, let after):
                switch form {
                case .classic: escape(before) + "(\\d+)" + escape(after)
                case .overlapping: escape(before) + "([ash]+)" + escape(after)
                case .simple: ""
                }
            case .hint(let before, let after): "(?:" + escape(before) + "(.+?)" + escape(after) + ")?"
            }
        }.joined()
    }
}
