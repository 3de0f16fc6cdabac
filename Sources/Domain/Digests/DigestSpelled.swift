/// A value that spells itself for its `StableDigest` field by field, without `Encodable`'s
/// containers: the responses of the movie pages, digested for every page of every build (a
/// catalog of 10,000 movies has 11,000 of them), where containers cost ten times the hashing.
///
/// A conformance spells every field its type's equality looks at, in declaration order, each
/// with the `DigestSpelling` method of its type; the type's tests hold its field list, so that a
/// field added later and not spelled fails them.
public protocol DigestSpelled: Encodable {
    func spell(into spelling: inout DigestSpelling)
}

/// A value equal to another when their digests are: byte for byte, where `String`s hold NFC and
/// NFD spellings equal and the pages made from them differ. For the responses whose pages keep
/// their fingerprints (`ResponseMemo` reuses the fingerprint of an equal response).
public protocol DigestEquatable: DigestSpelled, Hashable {}

extension DigestEquatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        StableDigest(spelling: lhs) == StableDigest(spelling: rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(StableDigest(spelling: self))
    }
}

/// The bytes a `DigestSpelled` value adds itself to: the same spelling `DigestEncoder` uses
/// (tags, lengths, movies and headings as their digests), so every value is self-delimiting and
/// a type's fields, spelled in a fixed order, read one way only.
public struct DigestSpelling {
    let buffer: DigestEncoder.Buffer

    init(buffer: DigestEncoder.Buffer) {
        self.buffer = buffer
    }

    public mutating func add(_ value: Int) { buffer.integer(value) }
    public mutating func add(_ value: String) { buffer.string(value) }

    public mutating func add(_ value: String?) {
        guard let value else { return buffer.tag(.nothing) }
        buffer.string(value)
    }

    public mutating func add(_ value: Int?) {
        guard let value else { return buffer.tag(.nothing) }
        buffer.integer(value)
    }

    public mutating func add(_ value: Double?) {
        guard let value else { return buffer.tag(.nothing) }
        buffer.double(value)
    }

    /// A day, as its year, month and day.
    public mutating func add(_ date: CalendarDate?) {
        guard let date else { return buffer.tag(.nothing) }
        buffer.tag(.open)
        buffer.integer(date.year)
        buffer.integer(date.month)
        buffer.integer(date.day)
        buffer.tag(.close)
    }

    public mutating func add(_ values: [String]) {
        buffer.integer(values.count)
        for value in values { buffer.string(value) }
    }
    public mutating func add(_ movie: Movie) { buffer.digest(movie.stableDigest) }
    public mutating func add(_ heading: MovieCatalog.Heading) { buffer.digest(heading.stableDigest) }
    public mutating func add(_ digest: StableDigest) { buffer.digest(digest) }

    /// A place in a file, field by field (as `Encodable`, its keyed container cost a contact
    /// build 1%: every contact page spells its contact's).
    public mutating func add(_ location: SourceLocation) {
        buffer.tag(.open)
        buffer.string(location.file)
        buffer.integer(location.line)
        buffer.integer(location.column)
        buffer.tag(.close)
    }

    /// A list of movies, as their count and digests (a slice and an array alike: a page's
    /// window and a list page spell the same). Concrete, not generic over `Collection`: a
    /// generic loop across modules copies each movie through value witnesses, and 11,000 pages
    /// spell 400,000 movies.
    public mutating func add(_ movies: ArraySlice<Movie>) {
        buffer.integer(movies.count)
        for index in movies.indices { buffer.digest(movies[index].stableDigest) }
    }

    public mutating func add(_ movies: [Movie]) {
        add(movies[...])
    }

    public mutating func add(_ value: some DigestSpelled) {
        buffer.tag(.open)
        value.spell(into: &self)
        buffer.tag(.close)
    }

    /// Any other value, as `DigestEncoder` spells it.
    public mutating func add(_ value: some Encodable) {
        try? buffer.value(value)
    }

    public mutating func add(_ movie: Movie?) {
        guard let movie else { return buffer.tag(.nothing) }
        add(movie)
    }

    public mutating func add(_ value: (some DigestSpelled)?) {
        guard let value else { return buffer.tag(.nothing) }
        add(value)
    }

    public mutating func add(_ value: (some Encodable)?) {
        guard let value else { return buffer.tag(.nothing) }
        add(value)
    }
}

extension StableDigest {
    /// The digest of `value` as it spells itself.
    public init(spelling value: some DigestSpelled) {
        let buffer = DigestEncoder.Buffer()
        var spelling = DigestSpelling(buffer: buffer)
        spelling.add(value)
        self.init(bytes: buffer.bytes)
    }
}
