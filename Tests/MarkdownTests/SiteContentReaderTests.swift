import Foundation
import Testing
@testable import Markdown
import Domain
import Scenes

@Suite("SiteContentReader: a content directory on disk")
struct SiteContentReaderTests {
    static let card = "## Q\n\nA\n"

    @Test(arguments: [
        ("Capitals.md", "capitals.md", "capitals"),
        ("my deck.md", "my-deck.md", "my-deck"),
        ("emile.md", "Émile.md", "emile"),
    ])
    func duplicateSlugIsAnErrorOnTheSecondFileNamingTheFirst(_ first: String, _ second: String, _ slug: String) throws {
        try TemporaryContent.with { content in
            try content.write("decks/\(first)", Self.card)
            try content.write("decks/\(second)", Self.card)
            let errors = contentErrors(from: content.reader())
            #expect(errors?.description == "Content/decks/\(second):1:1: error: deck slug \"\(slug)\" is already used by Content/decks/\(first); rename one of the files")
        }
    }

    /// Two files named by the same text, one in NFC and one in NFD (as macOS writes names), look
    /// the same: the error says what differs.
    @Test func filesNamedInNFCAndNFD_clash_andTheErrorSaysWhy() throws {
        try TemporaryContent.with { content in
            let composed = "Ёлка".precomposedStringWithCanonicalMapping, decomposed = "Ёлка".decomposedStringWithCanonicalMapping
            try content.write("decks/\(composed).md", Self.card)
            try content.write("decks/\(decomposed).md", Self.card)
            let errors = contentErrors(from: content.reader())?.description ?? ""
            #expect(errors.contains(": error: deck slug \"ёлка\" is already used by Content/decks/"))
            #expect(errors.contains("(the two names are the same text, in two Unicode normalizations, NFC and NFD); rename one of the files"))
        }
    }

    @Test func errorsFromSeveralFilesComeBackTogetherSorted() throws {
        try TemporaryContent.with { content in
            try content.write("index.md", "---\nlanguage: english_US\n---\n")
            try content.write("decks/b.md", "---\ntitle: B\n---\n## Q4\n\n## Q6\n\nA\n\n\n\n## Q12\n")
            try content.write("decks/a.md", "## Unanswered\n\n## Q\n\n![x](missing.png)\n")
            try content.write("decks/c.md", "# No cards, only a warning\n")
            let errors = try #require(contentErrors(from: content.reader()))
            #expect(errors.description == """
            Content/decks/a.md:1:1: error: card "Unanswered" has no answer
            Content/decks/a.md:5:1: error: image 'missing.png' not found (no file decks/missing.png in the content directory)
            Content/decks/b.md:4:1: error: card "Q4" has no answer
            Content/decks/b.md:12:1: error: card "Q12" has no answer
            Content/index.md:1:1: error: language 'english_US' is not a language tag such as 'en' or 'pt-BR'
            """)
            #expect(errors.diagnostics.allSatisfy { $0.severity == .error })
        }
    }

    @Test func validContentIsReadWithSettingsDecksMediaAndWarnings() throws {
        try TemporaryContent.with { content in
            try content.write("index.md", "---\ntitle: My cards\nbase_url: https://example.org\n---\nHello ![logo](logo.svg)\n")
            try content.write("logo.svg", "<svg/>")
            try content.write("decks/images/peru.png", "png")
            try content.write("decks/Peru.md", "---\ndescription: South America\ntags: geo\n---\n# Peru\n\nIntro.\n\n## Capital?\n\n![map](images/peru.png)\n\nLima, see [Chile](Chile.md).\n")
            try content.write("decks/Chile.md", "## Capital?\n\nSantiago\n")
            try content.write("decks/empty.md", "# Nothing yet\n")
            try content.write("decks/.hidden.md", "not read")
            try content.write("decks/notes.txt", "not read")

            let site = try content.reader().read()
            #expect(site.settings.title == "My cards")
            #expect(site.settings.baseURL == "https://example.org/")
            #expect(site.settings.introduction.markdown == "Hello ![logo](media/logo.svg)\n")
            #expect(site.media == ["decks/images/peru.png", "logo.svg"])
            #expect(site.warnings.map(\.description) == [
                #"Content/decks/empty.md:1:1: warning: deck "Nothing yet" has no cards; start each card with a '## question' heading or write 'question::answer'"#,
            ])

            let decks = try site.decks.fetchDecks()
            #expect(decks.map(\.id.slug) == ["chile", "empty", "peru"])
            let peru = try #require(decks.first { $0.id == Deck.ID("peru") })
            #expect(peru.title == "Peru")
            #expect(peru.summary == "South America")
            #expect(peru.tags == ["geo"])
            #expect(peru.location.description == "Content/decks/Peru.md:1:1")
            #expect(peru.cards.first?.answer.markdown == "![map](media/decks/images/peru.png)\n\nLima, see [Chile](decks/chile/index.html).\n")
        }
    }

    @Test func missingIndexAndDecksGiveDefaultsAndNoDecks() throws {
        try TemporaryContent.with { content in
            let site = try content.reader().read()
            #expect(site.settings == SiteSettings())
            #expect(try site.decks.fetchDecks().isEmpty)
            #expect(site.media.isEmpty)
            #expect(site.warnings.isEmpty)
        }
    }

    @Test func fileThatIsNotUTF8IsAnErrorAtTheBadByte() throws {
        try TemporaryContent.with { content in
            try content.write("decks/broken.md", bytes: Array("## Q\n\nCaf".utf8) + [0xE9] + Array("\n".utf8))
            try content.write("decks/fine.md", Self.card)
            let errors = contentErrors(from: content.reader())
            #expect(errors?.description == "Content/decks/broken.md:3:4: error: file is not valid UTF-8; save it as UTF-8")
        }
    }

    /// A file large enough to be read and checked in pieces (`PiecewiseRead`) is read whole
    /// when it is valid, with characters across every cut, and is an error at its bad byte when
    /// it is not.
    @Test func aLargeFile_isReadWhole_orAnErrorAtTheBadByte() throws {
        func cards(_ numbers: Range<Int>) -> [UInt8] {
            Array(numbers.map { "## Café 😀 € \($0)\n\nÉcole ßtraße 中文.\n\n" }.joined().utf8)
        }
        let count = PiecewiseRead.minimumBytes / 40
        #expect(cards(0..<count).count > PiecewiseRead.minimumBytes)
        try TemporaryContent.with { content in
            try content.write("decks/large.md", bytes: cards(0..<count))
            let site = try content.reader().read()
            #expect(try site.decks.fetchDecks().first?.cards.count == count)
            #expect(site.warnings.count == 0)
        }
        try TemporaryContent.with { content in
            let half = count / 2
            try content.write("decks/large.md", bytes: cards(0..<half) + Array("## Q\n\nCaf".utf8) + [0xE9] + Array("\n".utf8) + cards(half..<count))
            let errors = contentErrors(from: content.reader())
            #expect(errors?.description == "Content/decks/large.md:\(4 * half + 3):4: error: file is not valid UTF-8; save it as UTF-8")
        }
    }

    /// A private-use character (a Nerd Font icon: U+E005 is one of its clocks) is text in a
    /// card and in a movie, never read as a mark of the deck syntax; a noncharacter the readers
    /// mark with is an error at its place.
    @Test func privateUseCharacters_areText_noncharactersAnError() throws {
        try TemporaryContent.with { content in
            try content.write("decks/icons.md", "## Clock \u{E005} a \u{E006}\n\nAt \u{E000}\u{2E30}noon\u{2E30}\u{E001}.\n")
            try content.write("movies/icons.md", "## Clock\n\n- Released: 1999-01-01\n\nA \u{E005} x \u{E006} y.\n")
            let site = try content.reader().read()
            let card = try #require(site.decks.fetchDecks().first?.cards.first)
            let renderer = CmarkRenderer()
            #expect(renderer.html(card.question, rootPath: "") == "<p>Clock \u{E005} a \u{E006}</p>\n")
            #expect(renderer.html(card.answer, rootPath: "") == "<p>At \u{E000}\u{2E30}noon\u{2E30}\u{E001}.</p>\n")
            let movie = try #require(site.movies.fetchCatalogs().first?.movies.first)
            #expect(renderer.html(movie.overview, rootPath: "") == "<p>A \u{E005} x \u{E006} y.</p>\n")
            #expect(renderer.plainText(movie.overview) == "A \u{E005} x \u{E006} y.")
        }
        try TemporaryContent.with { content in
            try content.write("decks/marks.md", "## Q\n\nA \(DeckMarks.mark(0x5))x\(DeckMarks.mark(0x6)).\n")
            try content.write("movies/marks.md", "## M\n\n- Released: 1999-01-01\n\nB\n\(DeckMarks.mark(0x0))\n")
            let errors = contentErrors(from: content.reader())?.description ?? ""
            #expect(errors.contains("Content/decks/marks.md:3:3: error: file holds U+FDD5, a Unicode noncharacter the site uses to mark deck syntax; remove it"), "\(errors)")
            #expect(errors.contains("Content/movies/marks.md:6:1: error: file holds U+FDD0"), "\(errors)")
        }
    }

    @Test func indexThatIsNotUTF8IsAnError() throws {
        try TemporaryContent.with { content in
            try content.write("index.md", bytes: [0x68, 0x69, 0xFE])
            let errors = contentErrors(from: content.reader())
            #expect(errors?.description == "Content/index.md:1:3: error: file is not valid UTF-8; save it as UTF-8")
        }
    }

    /// Two folders whose names differ only in Unicode normalisation (NFC `Café`, NFD `Café`)
    /// are two folders on disk, and both are read (one used to pass for the other, unread).
    @Test func foldersNamedInNFCAndNFD_areBothRead() throws {
        try TemporaryContent.with { content in
            try content.write("decks/Caf\u{E9}/a.md", Self.card)
            try content.write("decks/Cafe\u{301}/b.md", Self.card)
            #expect(try FileManager.default.contentsOfDirectory(atPath: content.url.path + "/decks").count == 2)
            let slugs = try content.reader().read().decks.fetchDecks().map(\.id.slug).sorted()
            #expect(slugs == ["cafe-a", "cafe-b"])
        }
    }

    /// A folder beside the notes that cannot be read, a link out of the content directory or a
    /// name that is not UTF-8, is said out loud: its notes would be missing without a word.
    @Test func aFolderThatIsNotRead_isAWarning() throws {
        try TemporaryContent.with { content in
            try content.write("decks/real/in.md", Self.card)
            let outside = content.url.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: outside) }
            try Data(Self.card.utf8).write(to: outside.appendingPathComponent("out.md"))
            try FileManager.default.createSymbolicLink(atPath: content.url.path + "/decks/ext", withDestinationPath: outside.path)
            try FileManager.default.createSymbolicLink(atPath: content.url.path + "/decks/loop1", withDestinationPath: "loop2")
            try FileManager.default.createSymbolicLink(atPath: content.url.path + "/decks/loop2", withDestinationPath: "loop1")
            let badName = Array((content.url.path + "/decks/bad").utf8) + [0xC3, 0]
            #expect(badName.withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) } == 0)
            let site = try content.reader().read()
            #expect(try site.decks.fetchDecks().map(\.id.slug) == ["real-in"])
            let warnings = site.warnings.map(\.description)
            #expect(warnings.contains { $0.hasPrefix("Content/decks/ext:1:1: warning: ext is a symbolic link to ") && $0.hasSuffix(", outside the content directory; it is not read") })
            #expect(warnings.contains("Content/decks/loop1:1:1: warning: loop1 is a symbolic link that leads back to itself (a loop); it is not read"))
            #expect(warnings.contains("Content/decks/bad\u{FFFD}:1:1: warning: bad\u{FFFD} has a name that is not valid UTF-8; it is not read"))
        }
    }

    /// A file named by a combining mark alone gives no slug, at the top or in a folder (the mark
    /// once joined the "/" before it, and the folder's name became the deck's).
    @Test(arguments: ["decks/\u{301}.md", "decks/sub/\u{301}\u{302}.md"])
    func aFileNamedByMarksAlone_givesNoSlug(_ path: String) throws {
        try TemporaryContent.with { content in
            try content.write(path, Self.card)
            try content.write("decks/decks.md", Self.card)
            let errors = contentErrors(from: content.reader())
            #expect(errors?.description == "Content/\(path):1:1: error: file name gives an empty deck slug; use letters or digits in the name")
        }
    }

    @Test func fileNameWithoutLettersOrDigitsIsAnError() throws {
        try TemporaryContent.with { content in
            try content.write("decks/---.md", Self.card)
            let errors = contentErrors(from: content.reader())
            #expect(errors?.description == "Content/decks/---.md:1:1: error: file name gives an empty deck slug; use letters or digits in the name")
        }
    }

    @Test(arguments: [("Content/", "Content/decks/x.md"), ("", "decks/x.md"), ("site/Content", "site/Content/decks/x.md")])
    func displayPathPrefixesEveryDiagnostic(_ displayPath: String, _ file: String) throws {
        try TemporaryContent.with { content in
            try content.write("decks/x.md", "## Q\n")
            let errors = contentErrors(from: content.reader(displayPath: displayPath))
            #expect(errors?.description == "\(file):1:1: error: card \"Q\" has no answer")
        }
    }

    @Test func warningsAloneDoNotStopTheRead() throws {
        try TemporaryContent.with { content in
            try content.write("decks/b.md", "")
            try content.write("decks/a.md", "")
            let site = try content.reader().read()
            #expect(site.warnings.map(\.location.file) == ["Content/decks/a.md", "Content/decks/b.md"])
        }
    }
}
