import Testing
@testable import Markdown
import TestSupport

@Suite("Slug: path-safe names from file names")
struct SlugTests {
    @Test(arguments: [
        ("Capitals of Europe.md", "capitals-of-europe"),
        ("Émile Zola.md", "emile-zola"),
        ("--a--b--", "a-b"),
        ("my deck.md", "my-deck"),
        ("my-deck.md", "my-deck"),
        ("Capitals.md", "capitals"),
        ("C++ & Swift: 101.md", "c-swift-101"),
        ("Ｆｕｌｌｗｉｄｔｈ.md", "fullwidth"),
        ("  leading and trailing  .md", "leading-and-trailing"),
        ("notes.v2.md", "notes-v2"),
        ("---.md", ""),
        ("❤️ ★.md", ""),
    ])
    func slugIsLowercaseASCIILettersDigitsAndSingleHyphens(_ name: String, _ slug: String) {
        #expect(Slug.make(fromFileName: name) == slug)
    }

    @Test func onlyTheMarkdownExtensionIsDropped() {
        #expect(Slug.make(fromFileName: "photo.png") == "photo-png")
        #expect(Slug.make(fromFileName: "photo") == "photo")
    }
}

/// Letters and digits of other scripts, and Latin letters with no accent to lose, are kept in
/// lower case and in NFC; Latin accents are still dropped.
@Suite struct UnicodeSlugTests {
    @Test(arguments: [
        ("Русский.md", "русский"),
        ("Анна Иванова", "анна-иванова"),
        ("Йогурт", "йогурт"),   // Й keeps its breve: only Latin letters lose their marks
        ("日本語の単語.md", "日本語の単語"),
        ("中文 笔记 (2).md", "中文-笔记-2"),
        ("हिन्दी शब्द", "हिन्दी-शब्द"),
        ("ΟΔΟΣ", "οδοσ"),
        ("Οδος", "οδοσ"),   // final sigma and capital sigma fold alike
        ("Ørsted", "ørsted"),
        ("Łódź", "łodz"),
        ("Straße", "strasse"),
        ("Café ☕ 日本", "cafe-日本"),
        ("❤️ Love", "love"),
        ("Ｔｏｋｙｏ 東京", "tokyo-東京"),
        ("İstanbul ılık", "istanbul-ılık"),
    ])
    func aLetterOfAnyScript_isKept(_ name: String, _ slug: String) {
        #expect(Slug.make(fromFileName: name) == slug)
    }

    /// A letter that joins what follows it (the prepend letter `ൎ`) never takes punctuation into
    /// a slug, and invisible code points are dropped, so names that look alike get one slug
    /// (and collide with a clear error) instead of addresses that look the same.
    @Test(arguments: [
        ("Annൎ/Bob", "ann-bob"),
        ("xൎ#y.md", "x-y"),
        ("xൎ?y", "x-y"),
        ("xൎ%41y", "x-41y"),
        ("qൎ\"y", "q-y"),
        ("xൎ.md", "x"),
        ("Filmൎ", "film"),
        ("жук", "жук"),
        ("жу\u{E0041}к", "жук"),   // a tag character
        ("жу\u{FE0F}к", "жук"),   // a variation selector
        ("жу\u{034F}к", "жук"),   // a combining grapheme joiner
        ("a\u{200D}bc.md", "abc"),   // a zero-width joiner
        ("क्\u{200D}ष", "क्ष"),
    ])
    func punctuationAndInvisibleCodePoints_neverEnterASlug(_ name: String, _ slug: String) {
        #expect(Slug.make(fromFileName: name) == slug)
    }

    /// A name typed in NFC and the same name in NFD (as macOS stores file names) give one slug.
    @Test(arguments: ["Ёлка", "Йод", "Crème brûlée", "ガス", "Ørsted Å"])
    func nfcAndNFD_giveOneSlug(_ name: String) {
        let composed = Slug.make(fromFileName: name.precomposedStringWithCanonicalMapping)
        #expect(Slug.make(fromFileName: name.decomposedStringWithCanonicalMapping) == composed)
        #expect(composed == composed.precomposedStringWithCanonicalMapping)
        #expect(!composed.isEmpty)
    }

    /// A name whose every letter folds into ASCII has the slug it always had.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aLatinName_keepsItsSlugOfBefore(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        let pieces = ["a", "Z", "é", "Ü", "ß", "ç", "ñ", "Å", " ", "-", "'", "9", "ǅ", "ﬁ", "Ｗ", "ō", "ě", "—", "☕"]
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let slug = Slug.make(fromFileName: name)
            if slug.utf8.allSatisfy({ $0 < 0x80 }) { #expect(slug == Slug.legacy(fromFileName: name), "\(name)") }
        }
        #expect(Slug.legacy(fromFileName: "Ørsted Łódź") == "rsted-odz")
        #expect(Slug.legacy(fromFileName: "Русский") == "")
    }

    /// Every slug is letters or digits in runs joined by single hyphens, in NFC, at most 100
    /// bytes, and a long one is cut between characters.
    @Test(arguments: [
        String(repeating: "語", count: 200),
        String(repeating: "слово ", count: 60),
        String(repeating: "й" + String(repeating: "\u{301}", count: 60), count: 5),
        "a" + String(repeating: "\u{301}", count: 300) + String(repeating: "ж", count: 80),
        String(repeating: "ж", count: 44) + "a" + String(repeating: "語", count: 60),
        String(repeating: String(repeating: "ൎ", count: 2) + "ab", count: 30),
        String(repeating: String(repeating: "\u{1100}", count: 8) + "a", count: 12),   // Hangul leading jamo
        String(repeating: "ൎa", count: 60),
    ])
    func aLongUnicodeSlug_isCutBetweenCharacters(_ name: String) {
        let slug = Slug.make(fromFileName: name)
        #expect(slug.utf8.count <= Slug.maximumLength, "\(slug)")
        #expect(!slug.isEmpty && !slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--"), "\(slug)")
        #expect(slug == slug.precomposedStringWithCanonicalMapping)
        #expect(String(decoding: Array(slug.utf8), as: UTF8.self).unicodeScalars.allSatisfy { $0 != "\u{FFFD}" })
        #expect(slug.unicodeScalars.allSatisfy { $0 == "-" || !$0.isASCII || $0.properties.isAlphabetic || $0.properties.numericType != nil }, "\(slug)")
        #expect(!slug.unicodeScalars.contains { !$0.isASCII && !Self.isLetterMarkOrDigit($0) }, "\(slug)")
        #expect(Slug.make(fromFileName: name) == slug)
    }
}

extension UnicodeSlugTests {
    static func isLetterMarkOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            !scalar.properties.isDefaultIgnorableCodePoint
        default:
            false
        }
    }
}

/// A slug longer than 100 characters is cut at a hyphen and ends in its digest's first eight
/// hex digits, so two long names that begin alike keep slugs of their own.
@Suite struct LongSlugTests {
    static let folders = (0..<40).map { "level\($0)" }.joined(separator: " ")

    @Test func aLongSlug_isCutAtAHyphen_andEndsInItsDigest() {
        let first = Slug.make(fromFileName: Self.folders + " Anticoagulation.md")
        let second = Slug.make(fromFileName: Self.folders + " Rate control.md")
        let words = Set(Self.folders.split(separator: " ").map(String.init) + ["anticoagulation", "rate", "control"])
        for slug in [first, second] {
            #expect(slug.count <= Slug.maximumLength)
            #expect(slug.hasPrefix("level0-level1-level2-"))
            let parts = slug.split(separator: "-").map(String.init)
            #expect(parts.last?.count == 8 && parts.last!.allSatisfy(\.isHexDigit))
            #expect(parts.dropLast().allSatisfy(words.contains), "\(slug)")   // cut at hyphens, never inside a word
        }
        #expect(first.hasSuffix("-level39-anticoagulation-" + first.suffix(8)))   // the file name survives the cut
        #expect(second.hasSuffix("-level39-rate-control-" + second.suffix(8)))
        #expect(first != second)
        #expect(Slug.make(fromFileName: Self.folders + " Anticoagulation.md") == first)   // stable
        // The digest is of the whole slug, so an accented spelling of the same name keeps it.
        #expect(Slug.make(fromFileName: Self.folders + " Anticoagulatión.md") == first)
    }

    /// A word that ends exactly where the beginning's 45 characters end is kept whole.
    @Test func aWordEndingAtTheCut_isKept() {
        let name = "ab " + String(repeating: "c", count: 42) + " " + String(repeating: "d", count: 70)
        let slug = Slug.make(fromFileName: name + ".md")
        #expect(slug.hasPrefix("ab-" + String(repeating: "c", count: 42) + "-" + String(repeating: "d", count: 45) + "-"))
        #expect(slug.count == Slug.maximumLength)
    }

    @Test func aSlugOfAHundredCharacters_isKept_andOneMoreIsCut() {
        let hundred = String(repeating: "a", count: 100)
        #expect(Slug.make(fromFileName: hundred + ".md") == hundred)
        let cut = Slug.make(fromFileName: hundred + "b.md")
        // No hyphen to cut at: 45 letters of the beginning, 45 of the end, the digest.
        #expect(cut.count == Slug.maximumLength)
        #expect(cut.hasPrefix(String(repeating: "a", count: 45) + "-" + String(repeating: "a", count: 44) + "b-"))
    }
}

/// An ASCII name's slug, made by bytes, is the slug of its folded text.
@Suite struct SlugASCIITests {
    @Test func everyASCIIName_byBytes_isTheFoldedSlug() {
        let ascii = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        var names = ascii + ascii.map { "Ada" + $0 + "Lovelace" } + ascii.map { $0 + $0 + "x" } + ["", "---", "A  B", "Ada Lovelace (1815)"]
        names += [String(repeating: "word ", count: 30), String(repeating: "a", count: 150), String(repeating: "ab-", count: 40) + "z"]
        for name in names {
            let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
            #expect(Slug.slug(ofASCII: name) == Slug.slug(ofFolded: folded), "\(Array(name.utf8))")
        }
    }
}

/// A deck file's former slug, what `Deck.formerID` is read from: only where it existed and differs.
@Suite struct DeckFormerSlugTests {
    @Test(arguments: [
        ("decks/Dansk Ørsted.md", "dansk-rsted"),
        ("decks/Sprachen/Straße.md", nil),   // ß always folded to ss
        ("decks/Émile.md", nil),   // unchanged
        ("decks/Русский.md", nil),   // no slug before
        ("decks/Ørsted/Русский.md", nil),   // the file name gave none before: no deck then
        ("decks/JLPT N5 語彙.md", "jlpt-n5"),
    ] as [(String, String?)])
    func theFormerSlug_isNamedWhereItDiffers(_ path: String, _ former: String?) {
        #expect(DeckPath.formerSlug(path) == former)
    }
}
