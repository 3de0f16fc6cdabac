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
