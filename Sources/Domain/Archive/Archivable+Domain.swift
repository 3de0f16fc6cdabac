extension SourceLocation: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(file: try reader.read(), line: try reader.readLine(), column: try reader.readLine())
    }
}

extension Diagnostic: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.write(severity.rawValue)
        writer.write(location)
        writer.write(message)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        guard let severity = Severity(rawValue: try reader.read()) else { throw ArchiveReader.Damaged() }
        self.init(severity, at: try reader.read(), try reader.read())
    }
}

extension RichText: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.write(markdown)
        writer.write(prerenderedHTML)
        writer.write(prerenderedPlainText)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(markdown: try reader.read(), prerenderedHTML: try reader.read(), prerenderedPlainText: try reader.read())
    }
}

extension CalendarDate: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.write(year)
        writer.write(month)
        writer.write(day)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        guard let date = CalendarDate(year: try reader.read(), month: try reader.read(), day: try reader.read()) else { throw ArchiveReader.Damaged() }
        self = date
    }
}

extension Movie.Poster: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .file(let path):
            writer.write(0)
            writer.write(path)
        case .remote(let url):
            writer.write(1)
            writer.write(url)
        }
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        switch try reader.read(Int.self) {
        case 0: self = .file(try reader.read())
        case 1: self = .remote(try reader.read())
        default: throw ArchiveReader.Damaged()
        }
    }
}

extension Movie: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.write(id.slug)
        writer.write(title)
        writer.write(released)
        writer.write(popularity)
        writer.write(rating)
        writer.write(runtime)
        writer.write(genres)
        writer.write(language)
        writer.write(director)
        writer.write(cast)
        writer.write(poster)
        writer.write(trailer)
        writer.write(overview)
        writer.write(location)
        writer.write(stableDigest)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(
            id: ID(try reader.read()), title: try reader.read(), released: try reader.read(), popularity: try reader.read(),
            rating: try reader.read(), runtime: try reader.read(), genres: try reader.read(), language: try reader.read(),
            director: try reader.read(), cast: try reader.read(), poster: try reader.read(), trailer: try reader.read(),
            overview: try reader.read(), location: try reader.read(), digest: try reader.read(StableDigest.self)
        )
    }
}

extension StableDigest: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        for word in words { writer.writeWord(word) }
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(words: [try reader.readWord(), try reader.readWord(), try reader.readWord(), try reader.readWord()])
    }
}
