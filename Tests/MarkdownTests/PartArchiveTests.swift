import Domain
import Foundation
import TestSupport
import Testing
@testable import Markdown

/// What the part cache keeps on disk reads back as what was read (`Archivable`), and a new
/// process (a new cache over the same folder) reuses it: a `site build` after an edit parses
/// only the parts that changed.
@Suite struct PartArchiveTests {
    static let movie = Movie(
        id: Movie.ID("solaris"), title: "Solaris", released: CalendarDate(year: 1972, month: 3, day: 20), popularity: 812.5,
        rating: 8.1, runtime: 166, genres: ["Drama", "Science fiction"], language: "ru", director: "Andrei Tarkovsky",
        cast: ["Natalya Bondarchuk", "Donatas Banionis"], poster: .file("movies/posters/solaris.svg"), trailer: "https://example.org/solaris",
        overview: RichText(markdown: "A *psychologist*.", prerenderedHTML: "<p>A <em>psychologist</em>.</p>\n", prerenderedPlainText: "A psychologist."),
        location: SourceLocation(file: "Content/movies/films.md", line: 12, column: 1)
    )

    static func roundTrip<Value: Archivable>(_ value: Value) throws -> Value {
        var writer = ArchiveWriter()
        writer.write(value)
        var reader = ArchiveReader(writer.bytes, deferred: .inMemory(writer.deferred))
        let read = try reader.read(Value.self)
        #expect(reader.isAtEnd)
        return read
    }

    @Test func aMovieReadsBackWithEveryValue_itsRenderedOverview_andItsDigest() throws {
        let movies = [Self.movie, Movie(id: Movie.ID("stalker"), title: "Stalker", poster: .remote("https://example.org/stalker.jpg"), location: Self.movie.location)]
        let outcomes = movies.map { MovieBuilder.Outcome(movie: $0, media: "movies/posters/solaris.svg", diagnostics: [.warning(at: $0.location, "a warning")]) }
        let read = try Self.roundTrip(outcomes)
        #expect(read.map(\.movie) == movies)
        #expect(read.map { $0.movie?.stableDigest } == movies.map { $0.stableDigest })
        #expect(read.map(\.movie?.overview.prerenderedHTML) == movies.map(\.overview.prerenderedHTML))
        #expect(read.map(\.movie?.overview.prerenderedPlainText) == movies.map(\.overview.prerenderedPlainText))
        #expect(read.map(\.media) == outcomes.map(\.media) && read.map(\.diagnostics) == outcomes.map(\.diagnostics))
    }

    /// A heading card whose wiki links show their text keeps its question as written, which its
    /// identity is made from, through the archive: a reading reused by the next process gives
    /// the card the same identity.
    @Test func aCardShownOtherwiseThanWritten_readsBackWithItsQuestionAsWritten() throws {
        let location = SourceLocation(file: "Content/decks/cells.md", line: 3, column: 1)
        let notes: [Note] = [
            .basic(front: RichText(markdown: "What is the cell note?\n"), back: RichText(markdown: "Life.\n"), location: location,
                   frontAsWritten: "What is \\[\\[Cell|the cell note\\]\\]?\n"),
            .basic(front: RichText(markdown: "Plain?\n"), back: RichText(markdown: "Yes.\n"), location: location),
        ]
        let read = try Self.roundTrip(notes)
        #expect(read == notes)
        #expect(read.flatMap(\.cards).map(\.questionAsWritten) == ["What is \\[\\[Cell|the cell note\\]\\]?\n", nil])
        #expect(CardIdentity.identities(of: read.flatMap(\.cards)) == CardIdentity.identities(of: notes.flatMap(\.cards)))
    }

    @Test func anEntryReadsBackWithItsFieldsAndLocations() throws {
        let location = SourceLocation(file: "Content/contacts/friends.md", line: 3, column: 1)
        let field = EntryDraft.Field(key: "Email", normalizedKey: "email", value: "ada@example.org", line: 4, keyColumn: 3, valueColumn: 10)
        let entries = [
            EntryDraft(name: "Ada", location: location, fields: [field, field], body: RichText(markdown: "Notes."), fieldLines: 4...5),
            EntryDraft(name: "Grace", location: location.shifted(by: 9), fields: [], body: .empty, fieldLines: nil),
        ]
        let reading = EntryCollectionReader.PartRead(
            title: "Friends", introduction: RichText(markdown: "Intro."), entries: EntryBatch(entries), media: ["a.png", "b.png"],
            linkDiagnostics: [.error(at: location, "broken link")], entryDiagnostics: [.warning(at: location, "odd field")]
        )
        let read = try Self.roundTrip(reading)
        #expect(read == reading)
        #expect(read.entries.count == 2 && read.entries.entries { [] }.map(\.fieldLines) == [4...5, nil])
        // Moved down three lines before its entries were read back: they come back moved.
        #expect(try Self.roundTrip(reading).shifted(by: 3).entries.entries { [] } == entries.map { $0.shifted(by: 3) })

        // Entries whose bytes turn out damaged when they are asked for are made again from the text.
        var writer = ArchiveWriter()
        writer.write(reading)
        #expect(writer.deferred.count > 100)   // the entries are a block aside, loaded only when asked for
        var damaged = writer.deferred
        damaged[damaged.count - 10] ^= 0xFF
        var reader = ArchiveReader(writer.bytes, deferred: .inMemory(damaged))
        let spoiled = try reader.read(EntryCollectionReader.PartRead.self)
        #expect(spoiled.entries.entries { [entries[1]] } == [entries[1]])
        // Entries whose block is gone (or shorter) when they are asked for are made again too.
        let aside = writer.deferred
        var cut = ArchiveReader(writer.bytes, deferred: .init(count: aside.count) { Array(aside[$0].dropLast()) })
        #expect(try cut.read(EntryCollectionReader.PartRead.self).entries.entries { [entries[0]] } == [entries[0]])
        // Blocks aside said to take a negative size hold nothing: a block is then damage, not a trap.
        var negative = ArchiveReader(writer.bytes, deferred: .init(count: -1) { _ in nil })
        #expect(throws: ArchiveReader.Damaged.self) { try negative.read(EntryCollectionReader.PartRead.self) }
        // A block said to lie past the blocks aside is damage.
        var short = ArchiveReader(writer.bytes, deferred: .inMemory(Array(writer.deferred.dropLast())))
        #expect(throws: ArchiveReader.Damaged.self) { try short.read(EntryCollectionReader.PartRead.self) }
    }

    /// Texts come back byte for byte: the archive writes a repeated text once, and an NFD
    /// spelling is not taken for the NFC one written before it (`String` holds them equal).
    @Test func textsReadBackByteForByte() throws {
        let texts = ["Orl\u{E9}ans", "Orle\u{301}ans", "Orl\u{E9}ans", "", "Orle\u{301}ans"]
        #expect(texts[0] == texts[1])
        #expect(try Self.roundTrip(texts).map { Array($0.utf8) } == texts.map { Array($0.utf8) })
        // A writer that does not intern writes each text in full, and reads back the same.
        var (interning, plain) = (ArchiveWriter(), ArchiveWriter(internsTexts: false))
        interning.write(texts)
        plain.write(texts)
        #expect(plain.bytes.count > interning.bytes.count)
        var reader = ArchiveReader(plain.bytes)
        #expect(try reader.read([String].self).map { Array($0.utf8) } == texts.map { Array($0.utf8) })
        // A reader of a buffer's first bytes (a buffer read into again) ends where they end.
        var buffer = plain.bytes + Array("leftovers of a longer archive".utf8)
        var prefix = ArchiveReader(buffer, count: plain.bytes.count)
        #expect(try prefix.read([String].self).count == texts.count && prefix.isAtEnd)
        buffer.removeLast(10)
        var cut = ArchiveReader(buffer, count: plain.bytes.count - 1)
        #expect(throws: ArchiveReader.Damaged.self) { try cut.read([String].self) }
    }

    /// A text longer than `longestInterned` is written out each time, and still counts in the
    /// numbers the shorter repeated texts after it are written as.
    @Test func longTextsAreWrittenOut_andTheRepeatsAfterThemStillReadBack() throws {
        let long = String(repeating: "overview ", count: 20), longer = String(repeating: "é", count: 100)
        #expect(long.utf8.count > ArchiveWriter.longestInterned && longer.utf8.count > ArchiveWriter.longestInterned)
        let texts = ["Title", long, "Title", long, "Cast", longer, "Cast", "Title", longer, "x"]
        #expect(try Self.roundTrip(texts).map { Array($0.utf8) } == texts.map { Array($0.utf8) })
        var (interning, once) = (ArchiveWriter(), ArchiveWriter())
        interning.write(texts)
        once.write(texts.filter { $0 != long && $0 != longer } + [long, longer])
        // Each long text is in the bytes twice, with its length's word; each short one once.
        #expect(interning.bytes.count - once.bytes.count == long.utf8.count + longer.utf8.count + 2 * 8)
    }

    /// A dictionary is written in key order (equal dictionaries, equal bytes) and a key written
    /// twice is damage.
    @Test func aDictionaryReadsBack_inKeyOrder() throws {
        let pages = ["movies/b/index.html": 2, "movies/a/index.html": -1, "index.html": Int.max]
        #expect(try Self.roundTrip(pages) == pages)
        var (first, second) = (ArchiveWriter(), ArchiveWriter())
        first.write(pages)
        second.write(Dictionary(uniqueKeysWithValues: pages.sorted { $0.key > $1.key }))
        #expect(first.bytes == second.bytes)
        var twice = ArchiveWriter()
        twice.writeWord(2)
        for _ in 0..<2 { twice.write("index.html"); twice.write(1) }
        var reader = ArchiveReader(twice.bytes)
        #expect(throws: ArchiveReader.Damaged.self) { try reader.read([String: Int].self) }
    }

    /// Given its keys sorted among others, a dictionary writes the bytes it writes sorting them
    /// itself; given keys that miss one of its own, repeat one (even as many in all as it has)
    /// or come out of order, it sorts them itself.
    @Test func aDictionaryInTheOrderOfSortedKeys_writesTheBytesItWouldSortingThem() throws {
        let pages = ["movies/b/index.html": 2, "movies/a/index.html": -1, "index.html": Int.max, "été/index.html": 7]
        var sorted = ArchiveWriter()
        sorted.write(pages)
        let superset = (Array(pages.keys) + ["assets/site.css", "sw.js", "movies/c/index.html"]).sorted()
        let incomplete = superset.filter { $0 != "index.html" }
        let repeated = superset + ["movies/a/index.html"]
        // As many keys found as the dictionary has, one of them twice and one missing.
        let repeatedForMissing = incomplete.flatMap { $0 == "movies/a/index.html" ? [$0, $0] : [$0] }
        let unordered = superset.reversed() as [String]
        for keys in [superset, incomplete, repeated, repeatedForMissing, unordered, pages.keys.sorted()] {
            var ordered = ArchiveWriter()
            pages.archive(into: &ordered, inOrderOf: keys)
            #expect(ordered.bytes == sorted.bytes, "\(keys)")
        }
    }

    /// However an archive is cut short or spoiled, reading it throws; it never crashes.
    @Test func aDamagedArchiveIsNoReading() {
        var writer = ArchiveWriter()
        writer.write([MovieBuilder.Outcome(movie: Self.movie, media: nil, diagnostics: [])])
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            var reader = ArchiveReader(Array(bytes.prefix(length)))
            #expect(throws: ArchiveReader.Damaged.self) { try reader.read([MovieBuilder.Outcome].self) }
        }
        for index in stride(from: 0, to: bytes.count, by: 7) {
            var spoiled = bytes
            spoiled[index] ^= 0xFF
            var reader = ArchiveReader(spoiled)
            _ = try? reader.read([MovieBuilder.Outcome].self)   // a value or an error, never a crash
        }
    }

    /// A line or column no text has (0, or past 2³¹ − 1) is damage: moving it could overflow.
    @Test func aLineOutOfRangeIsDamage() {
        for line in [0, -1, Int(Int32.max) + 1, Int.max, Int.min] {
            var writer = ArchiveWriter()
            writer.write("Content/films.md")
            writer.write(line)
            writer.write(1)
            var reader = ArchiveReader(writer.bytes)
            #expect(throws: ArchiveReader.Damaged.self) { try reader.read(SourceLocation.self) }
        }
    }

    /// A build whose content's layout changed while it read forgets what it read, on disk too;
    /// what the build before kept stays.
    @Test func aBuildReadWhileFilesCameAndWentKeepsNothing() throws {
        let (folder, archive) = try Self.keptArchive()
        defer { folder.remove() }
        let kept = Set(try FileManager.default.contentsOfDirectory(atPath: archive.path))
        let cache = PartCache(archive: archive)
        cache.begin(layout: "one")
        _ = Self.readCatalog(PartCacheTests.catalog { $0 == 123 ? "A new overview." : "Overview \($0)." }, cache: cache)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: archive.path)).count > kept.count)
        cache.discardThisBuild()
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: archive.path)) == kept)
        cache.begin(layout: "one")
        _ = Self.readCatalog(PartCacheTests.catalog(), cache: cache)
        #expect(cache.reusedAndRead.read == 0)   // the kept readings still serve
    }

    static func readCatalog(_ text: String, cache: PartCache?) -> MovieCatalogReader.Outcome {
        var reader = MovieCatalogReader(tree: FakeContentTree(["movies/other.md"]), partCache: cache)
        reader.parts = (count: 8, minimumBytes: 0)
        return reader.read(text, file: PartCacheTests.file, contentPath: "movies/popular.md")
    }

    /// A folder, and the archive a first build of `PartCacheTests.catalog()` kept in it.
    static func keptArchive() throws -> (TemporaryDirectory, archive: URL) {
        let folder = try TemporaryDirectory()
        let archive = folder.url.appendingPathComponent("parts")
        let first = PartCache(archive: archive)
        first.begin(layout: "one")
        _ = readCatalog(PartCacheTests.catalog(), cache: first)
        first.commit()
        return (folder, archive)
    }

    /// `text` read by a new cache over `archive` (the next process): only the edited part (and at
    /// most the next) parsed and made into movies again, and a catalog equal to a fresh read's,
    /// locations and movie digests included. Returns the cache, to commit.
    static func expectNextProcessReadsOnlyTheEditedParts(_ text: String, archive: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PartCache {
        let cache = PartCache(archive: archive)
        cache.begin(layout: "one")
        let outcome = readCatalog(text, cache: cache)
        let counts = cache.reusedAndRead
        #expect(counts.reused + counts.read == 2 * PartCacheTests.parts && (2...4).contains(counts.read), "\(counts)", sourceLocation: sourceLocation)
        let fresh = readCatalog(text, cache: nil)
        #expect(outcome.catalog == fresh.catalog && outcome.diagnostics == fresh.diagnostics && outcome.media == fresh.media, sourceLocation: sourceLocation)
        #expect(outcome.catalog?.movies.map(\.location) == fresh.catalog?.movies.map(\.location), sourceLocation: sourceLocation)
        #expect(outcome.catalog?.movies.map { $0.stableDigest } == fresh.catalog?.movies.map { $0.stableDigest }, sourceLocation: sourceLocation)
        #expect(outcome.catalog?.movies.map(\.overview.prerenderedHTML) == fresh.catalog?.movies.map(\.overview.prerenderedHTML), sourceLocation: sourceLocation)
        return cache
    }

    /// A new cache over the folder a build kept (the next process) parses only the edited part
    /// (and at most the next), and reads a catalog equal to a fresh read, movie digests included.
    @Test func aNewProcessReadsOnlyTheEditedParts() throws {
        let (folder, archive) = try Self.keptArchive()
        defer { folder.remove() }
        let kept = try FileManager.default.contentsOfDirectory(atPath: archive.path).count
        #expect(kept == 2 * PartCacheTests.parts)   // each part's reading, and its movies

        let edited = PartCacheTests.catalog { $0 == 123 ? "A new overview." : "Overview \($0)." }
        let second = Self.expectNextProcessReadsOnlyTheEditedParts(edited, archive: archive)

        // What the first build kept and the second no longer used is removed.
        second.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: archive.path).count == kept)
    }

    /// A catalog's archived readings keep how many entries each part has, not the entries (its
    /// movies are archived themselves). In the next process, the parts that lines added above
    /// them moved keep their readings and their movies, moved: only the edited part (and at most
    /// the next) is parsed and made into movies again, and the catalog is a fresh read's,
    /// locations included. Entries asked for anyway are parsed again from the part's text,
    /// where it is now.
    @Test func aCatalogsMovedPartsKeepTheirMovies_andItsEntriesAreParsedAgainWhenAskedFor() throws {
        let (folder, archive) = try Self.keptArchive()
        defer { folder.remove() }
        let edited = PartCacheTests.catalog { $0 == 20 ? "A longer overview.\n\nWith a second paragraph\nof two lines." : "Overview \($0)." }
        _ = Self.expectNextProcessReadsOnlyTheEditedParts(edited, archive: archive)

        let third = PartCache(archive: archive)
        third.begin(layout: "one")
        var reader = EntryCollectionReader(tree: FakeContentTree(["movies/other.md"]), partCache: third)
        reader.parts = (count: 8, minimumBytes: 0)
        reader.archivesEntries = false
        let read = reader.read(edited, file: PartCacheTests.file, contentPath: "movies/popular.md").0
        #expect(third.reusedAndRead.read == 0)
        PartCacheTests.expectSame(read, asFresh: edited)
    }

    /// Another layout (files added, removed or renamed: links resolve otherwise) or a damaged
    /// file is no reading: the part is parsed again, and reads as a fresh read.
    @Test func anotherLayoutOrADamagedFileIsReadAgain() throws {
        let (folder, archive) = try Self.keptArchive()
        defer { folder.remove() }

        let other = PartCache(archive: archive)
        other.begin(layout: "two")
        _ = Self.readCatalog(PartCacheTests.catalog(), cache: other)
        #expect(other.reusedAndRead == (0, 2 * PartCacheTests.parts))

        for name in try FileManager.default.contentsOfDirectory(atPath: archive.path) {
            let file = archive.appendingPathComponent(name)
            let bytes = try Data(contentsOf: file)
            try bytes.prefix(bytes.count / 2).write(to: file)
        }
        let damaged = PartCache(archive: archive)
        damaged.begin(layout: "one")
        let outcome = Self.readCatalog(PartCacheTests.catalog(), cache: damaged)
        #expect(damaged.reusedAndRead == (0, 2 * PartCacheTests.parts))
        #expect(outcome.catalog == Self.readCatalog(PartCacheTests.catalog(), cache: nil).catalog)
    }
}
