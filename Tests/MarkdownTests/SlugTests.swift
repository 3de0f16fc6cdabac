import Testing
@testable import Markdown

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
        ("日本語.md", ""),
        ("---.md", ""),
    ])
    func slugIsLowercaseASCIILettersDigitsAndSingleHyphens(_ name: String, _ slug: String) {
        #expect(Slug.make(fromFileName: name) == slug)
    }

    @Test func onlyTheMarkdownExtensionIsDropped() {
        #expect(Slug.make(fromFileName: "photo.png") == "photo-png")
        #expect(Slug.make(fromFileName: "photo") == "photo")
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
