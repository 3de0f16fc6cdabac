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
