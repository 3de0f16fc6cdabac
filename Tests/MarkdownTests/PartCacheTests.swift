import Domain
import Testing
@testable import Markdown

/// `site serve` reads only the parts of the content that changed since the last build, and what
/// it reads is exactly what a fresh read gives.
@Suite struct PartCacheTests {
    static let file = "Content/movies/popular.md"

    static func catalog(_ overview: (Int) -> String = { "Overview \($0)." }) -> String {
        "# Popular\n\nIntro.\n\n" + (0..<400).map { "## Movie \($0)\n- Released: 2001-01-01\n\n\(overview($0)) [A link](other.md).\n\n" }.joined()
    }

    /// How many parts `catalog()` is read in.
    static let parts = EntryParts.split(catalog(), into: 8, minimumBytes: 0).count

    /// An edit inside one entry reads its part again, and at most the next (whose first cut
    /// may move with it); every other part is reused.
    static func expectOneEditRead(_ counts: (reused: Int, read: Int), parts: Int = parts, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(parts > 4, sourceLocation: sourceLocation)
        #expect(counts.reused + counts.read == parts && (1...2).contains(counts.read), "\(counts)", sourceLocation: sourceLocation)
    }

    static func read(_ text: String, cache: PartCache?) -> EntryCollectionReader.Outcome? {
        var reader = EntryCollectionReader(tree: FakeContentTree(["movies/other.md"]), partCache: cache)
        reader.parts = (count: 8, minimumBytes: 0)
        return reader.read(text, file: file, contentPath: "movies/popular.md").0
    }

    static func expectSame(_ cached: EntryCollectionReader.Outcome?, asFresh text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fresh = read(text, cache: nil)
        #expect(cached?.entries == fresh?.entries, sourceLocation: sourceLocation)
        #expect(cached?.title == fresh?.title && cached?.introduction == fresh?.introduction, sourceLocation: sourceLocation)
        #expect(cached?.diagnostics == fresh?.diagnostics && cached?.media == fresh?.media, sourceLocation: sourceLocation)
    }

    @Test func anEditedEntryRereadsOnlyItsPart() {
        let cache = PartCache()
        cache.begin(layout: "one")
        _ = Self.read(Self.catalog(), cache: cache)
        #expect(cache.reusedAndRead == (0, Self.parts))

        cache.begin(layout: "one")
        let edited = Self.catalog { $0 == 123 ? "A new overview." : "Overview \($0)." }
        let outcome = Self.read(edited, cache: cache)
        Self.expectOneEditRead(cache.reusedAndRead)
        Self.expectSame(outcome, asFresh: edited)
    }

    /// A catalog's unchanged parts are neither parsed nor made into movies again, and the
    /// catalog is the one a fresh read gives (slugs included: they are handed out afterwards).
    @Test func aCatalogsUnchangedPartsAreNotMadeIntoMoviesAgain() throws {
        let cache = PartCache()
        func read(_ text: String, cache: PartCache?) -> MovieCatalogReader.Outcome {
            var reader = MovieCatalogReader(tree: FakeContentTree(["movies/other.md"]), partCache: cache)
            reader.parts = (count: 8, minimumBytes: 0)
            return reader.read(text, file: Self.file, contentPath: "movies/popular.md")
        }
        cache.begin(layout: "one")
        _ = read(Self.catalog(), cache: cache)
        #expect(cache.reusedAndRead == (0, 2 * Self.parts))   // the parts read, and each part's movies made
        cache.begin(layout: "one")
        let edited = Self.catalog { $0 == 123 ? "A new overview." : "Overview \($0)." }
        let outcome = read(edited, cache: cache)
        let counts = cache.reusedAndRead
        #expect(counts.reused + counts.read == 2 * Self.parts && (2...4).contains(counts.read), "\(counts)")
        let fresh = read(edited, cache: nil)
        #expect(outcome.catalog == fresh.catalog)
        #expect(try #require(outcome.catalog).movies.count == 400)
        #expect(outcome.diagnostics == fresh.diagnostics && outcome.media == fresh.media)
    }

    /// Lines added or removed in one entry move every part after it: those parts are not parsed
    /// again, their readings are moved to their new lines, and every location, in the entries,
    /// their fields and the diagnostics, is the one a fresh read gives.
    @Test(arguments: [
        "A longer overview.\n\nWith a second paragraph\nof two lines.",
        "A short one.\n\n## A new movie\n- Released: 2002-02-02\n\nIts overview.",
    ])
    func linesAddedOrRemovedAboveAPart_moveItsReading(overview: String) throws {
        let cache = PartCache()
        func read(_ text: String, cache: PartCache?) -> MovieCatalogReader.Outcome {
            var reader = MovieCatalogReader(tree: FakeContentTree(["movies/other.md"]), partCache: cache)
            reader.parts = (count: 8, minimumBytes: 0)
            return reader.read(text, file: Self.file, contentPath: "movies/popular.md")
        }
        // A field error and a broken link far down the catalog: diagnostics that must move too.
        func catalog(_ overview: (Int) -> String) -> String {
            Self.catalog(overview).replacingOccurrences(of: "## Movie 350\n- Released: 2001-01-01\n", with: "## Movie 350\n- Released: 2001-01-01\n- Rating: lots\n")
                .replacingOccurrences(of: "Overview 360. [A link](other.md)", with: "Overview 360. [A link](missing.md)")
        }
        let original = catalog { "Overview \($0)." }
        cache.begin(layout: "one")
        _ = read(original, cache: cache)
        cache.begin(layout: "one")
        let edited = catalog { $0 == 20 ? overview : "Overview \($0)." }
        #expect(edited.split(separator: "\n", omittingEmptySubsequences: false).count
            != original.split(separator: "\n", omittingEmptySubsequences: false).count)
        let outcome = read(edited, cache: cache)
        // At most two parts parsed again and made into movies again; the other parts' readings
        // and movies moved.
        #expect(cache.reusedAndRead.read <= 4, "\(cache.reusedAndRead)")
        let fresh = read(edited, cache: nil)
        #expect(outcome.catalog == fresh.catalog)
        #expect(outcome.catalog?.movies.map(\.location) == fresh.catalog?.movies.map(\.location))
        #expect(outcome.diagnostics == fresh.diagnostics && outcome.media == fresh.media)
        #expect(fresh.diagnostics.count == 2)
        // Parsed again: the edited part and at most the next; every other part's reading moved.
        let entries = PartCache()
        entries.begin(layout: "one")
        _ = Self.read(original, cache: entries)
        entries.begin(layout: "one")
        let moved = Self.read(edited, cache: entries)
        Self.expectOneEditRead(entries.reusedAndRead, parts: EntryParts.split(edited, into: 8, minimumBytes: 0).count)
        Self.expectSame(moved, asFresh: edited)
    }

    /// A moved part whose movies carry a diagnostic that names a line (a field given twice) is
    /// made into movies again: its messages name the lines where the fields are now.
    @Test func aMovedPartsRepeatedField_namesItsFirstLineWhereItIsNow() {
        let tree = FakeContentTree([]), cache = PartCache()
        let body = "## Solaris\n- Director: Andrei Tarkovsky\n- Director: Someone\n"
        let moved = "---\ntitle: T\n# moved\n---\n" + body
        cache.begin(layout: "one")
        _ = MovieCatalogReader(tree: tree, partCache: cache).read("---\ntitle: T\n---\n" + body, file: "m.md", contentPath: "movies/m.md")
        cache.begin(layout: "one")
        let outcome = MovieCatalogReader(tree: tree, partCache: cache).read(moved, file: "m.md", contentPath: "movies/m.md")
        let fresh = MovieCatalogReader(tree: tree).read(moved, file: "m.md", contentPath: "movies/m.md")
        #expect(outcome.diagnostics == fresh.diagnostics)
        #expect(fresh.diagnostics.map(\.message).contains { $0.contains("first on line 6") })
        #expect(outcome.catalog == fresh.catalog)
    }

    /// An address book's unchanged parts are neither parsed nor made into contacts again, and
    /// the book, its diagnostics (a repeated name among them) and its entries are a fresh read's.
    @Test func anAddressBooksUnchangedPartsAreNotMadeIntoContactsAgain() throws {
        func book(_ note: String) -> String {
            "# People\n\n" + (0..<400).map { "## Person \($0)\n- Email: p\($0)@example.org\n\n\($0 == 123 ? note : "Notes \($0).")\n\n" }.joined()
                + "## Person 7\n- Email: again@example.org\n"
        }
        func read(_ text: String, cache: PartCache?) -> AddressBookReader.Outcome {
            var reader = AddressBookReader(tree: FakeContentTree(), partCache: cache)
            reader.parts = (count: 8, minimumBytes: 0)
            return reader.read(text, file: "Content/contacts/people.md", contentPath: "contacts/people.md")
        }
        let cache = PartCache()
        cache.begin(layout: "one")
        _ = read(book("Notes 123."), cache: cache)
        let first = cache.reusedAndRead
        #expect(first.reused == 0 && first.read > 2)
        cache.begin(layout: "one")
        let edited = book("New *notes*.")
        let outcome = read(edited, cache: cache)
        let counts = cache.reusedAndRead
        #expect(counts.reused + counts.read == first.read && (2...4).contains(counts.read), "\(counts)")
        let fresh = read(edited, cache: nil)
        #expect(outcome.book == fresh.book && outcome.book?.contacts.count == 400)
        #expect(outcome.entries == fresh.entries)
        #expect(outcome.diagnostics == fresh.diagnostics && fresh.diagnostics.count == 1)
    }

    @Test func anEditThatOnlyChangesTheNormalizationIsReadAgain() {
        let cache = PartCache()
        cache.begin(layout: "one")
        let composed = Self.catalog { $0 == 5 ? "Caf\u{E9}." : "Overview \($0)." }
        _ = Self.read(composed, cache: cache)
        cache.begin(layout: "one")
        let decomposed = Self.catalog { $0 == 5 ? "Cafe\u{301}." : "Overview \($0)." }
        #expect(composed == decomposed)   // equal as Strings, different bytes
        let outcome = Self.read(decomposed, cache: cache)
        Self.expectOneEditRead(cache.reusedAndRead)
        #expect(outcome?.entries[5].body.markdown.unicodeScalars.contains("\u{301}") == true)
    }

    @Test func anotherLayoutRereadsEverything() {
        let cache = PartCache()
        cache.begin(layout: "one")
        _ = Self.read(Self.catalog(), cache: cache)
        cache.begin(layout: "two")   // a file was added, removed or renamed: links may resolve otherwise
        let outcome = Self.read(Self.catalog(), cache: cache)
        #expect(cache.reusedAndRead == (0, Self.parts))
        Self.expectSame(outcome, asFresh: Self.catalog())
    }

    @Test func onlyTheLastBuildsPartsAreKept() {
        let cache = PartCache()
        cache.begin(layout: "one")
        _ = Self.read(Self.catalog(), cache: cache)
        cache.begin(layout: "one")
        _ = Self.read(Self.catalog { "Second \($0)." }, cache: cache)
        cache.begin(layout: "one")
        _ = Self.read(Self.catalog(), cache: cache)   // the first build's parts were let go
        #expect(cache.reusedAndRead == (0, Self.parts))
    }

    @Test func aDeckIsReusedWhole_andItsReadingSettingsAreInTheKey() throws {
        let cache = PartCache()
        let text = "# Capitals\n\n## Capital of France?\n\nParis\n\nGermany;;Berlin\n"
        cache.begin(layout: "one")
        _ = DeckReader(tree: FakeContentTree(), partCache: cache).read(text, file: "Content/decks/capitals.md", contentPath: "decks/capitals.md")
        cache.begin(layout: "one")
        let again = DeckReader(tree: FakeContentTree(), partCache: cache).read(text, file: "Content/decks/capitals.md", contentPath: "decks/capitals.md")
        #expect(cache.reusedAndRead == (1, 0))
        #expect(again.deck?.cards.count == 1)
        var settings = OSRSettings()
        settings.singleLineCardSeparator = ";;"
        cache.begin(layout: "one")
        let otherSettings = DeckReader(tree: FakeContentTree(), osrSettings: settings, partCache: cache)
            .read(text, file: "Content/decks/capitals.md", contentPath: "decks/capitals.md")
        #expect(cache.reusedAndRead == (0, 1))
        let fresh = DeckReader(tree: FakeContentTree(), osrSettings: settings).read(text, file: "Content/decks/capitals.md", contentPath: "decks/capitals.md")
        #expect(otherSettings.deck == fresh.deck)
    }
}
