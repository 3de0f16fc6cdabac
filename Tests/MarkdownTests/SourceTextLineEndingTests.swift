import Testing
@testable import Markdown

/// A text is split into front matter and body the same way whatever its line endings: a plain
/// text (only "\n", the common case, split without cutting the whole text into lines) and the
/// same text with "\r\n" or "\r" endings give the same front matter and body.
@Suite struct SourceTextLineEndingTests {
    @Test(arguments: [
        "---\ntitle: Popular\n---\n# Popular\n\nIntro.\n",
        "---\ntitle: Popular\n---",
        "---\ntitle: Popular\n---\n",
        "---\n---\n## Only a body\n",
        "---  \na: 1\nb: 2\n...\t\n\nrest\n\n",
        "---\na: 1\n---\n---\nnot front matter\n---\n",
        "# No front matter\n---\na: 1\n---\n",
        "\n---\na: 1\n---\n",
        "",
        "---",
        "---\nnever closed\n",
        "--- \n",
    ])
    func plainTextSplitsAsTheSameTextWithOtherLineEndings(text: String) {
        let plain = SourceText.split(text, file: "f.md")
        for ending in ["\r\n", "\r"] {
            let other = SourceText.split(text.replacingOccurrences(of: "\n", with: ending), file: "f.md")
            #expect(plain.0?.frontMatter == other.0?.frontMatter, "\(ending.debugDescription)")
            #expect(plain.0?.body == other.0?.body, "\(ending.debugDescription)")
            #expect(plain.0?.bodyLines == other.0?.bodyLines, "\(ending.debugDescription)")
            #expect(plain.1 == other.1)
        }
        // The body keeps the file's lines in place: the front matter's become blank.
        if let source = plain.0, source.frontMatter != nil {
            let lines = SourceText.lines(of: text), bodyLines = source.bodyLines
            #expect(zip(lines, bodyLines).allSatisfy { line, bodyLine in bodyLine.isEmpty || line == bodyLine })
        }
    }

    @Test func theBodyOfAPlainTextIsTheTextWhenItHasNoFrontMatter() {
        let text = "# Title\n\nBody.\n"
        #expect(SourceText.split(text, file: "f.md").0?.body == text)
        #expect(SourceText.split("---\na: 1\n---\nBody.", file: "f.md").0?.body == "\n\n\nBody.")
        #expect(SourceText.split("---\na: 1\n", file: "f.md").1?.description == "f.md:1:1: error: front matter is not closed: add a line holding only '---' after it")
    }
}
