import Domain

extension EntryDraft.Field: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(key)
        writer.write(normalizedKey)
        writer.write(value)
        writer.write(line)
        writer.write(keyColumn)
        writer.write(valueColumn)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(
            key: try reader.read(), normalizedKey: try reader.read(), value: try reader.read(),
            line: try reader.readLine(), keyColumn: try reader.readLine(), valueColumn: try reader.readLine()
        )
    }
}

extension EntryDraft: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(location)
        writer.write(fields)
        // With its rendered forms: rendering the markdown again may give other bytes (cmark's
        // markdown writer separates adjacent lists with a comment, which renders as omitted HTML).
        writer.write(body)
        writer.write(fieldLines?.lowerBound)
        writer.write(fieldLines?.upperBound)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        let (name, location, fields) = (try reader.read(String.self), try reader.read(SourceLocation.self), try reader.read([Field].self))
        let body = try reader.read(RichText.self)
        let (first, last) = (try reader.readLine(optional: true), try reader.readLine(optional: true))
        switch (first, last) {
        case (nil, nil): self.init(name: name, location: location, fields: fields, body: body, fieldLines: nil)
        case let (first?, last?) where first <= last: self.init(name: name, location: location, fields: fields, body: body, fieldLines: first...last)
        default: throw ArchiveReader.Damaged()
        }
    }
}

extension EntryCollectionReader.PartRead: Archivable {
    /// The entries as a block aside (`EntryBatch`): loaded only if asked for. A catalog's are
    /// not kept at all (`EntryCollectionReader.archivesEntries`): only their count.
    func archive(into writer: inout ArchiveWriter) {
        writer.write(title)
        writer.write(introduction)
        writer.write(media)
        writer.write(linkDiagnostics)
        writer.write(entryDiagnostics)
        writer.write(entries.count)
        writer.write(archivesEntries)
        if archivesEntries { writer.writeDeferred(EntryBatch.archive(entries.entries { [] })) }
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        let (title, introduction, media) = (try reader.read(String?.self), try reader.read(RichText.self), try reader.read(Set<String>.self))
        let (linkDiagnostics, entryDiagnostics) = (try reader.read([Diagnostic].self), try reader.read([Diagnostic].self))
        let (count, kept) = (try reader.read(Int.self), try reader.read(Bool.self))
        guard count >= 0 else { throw ArchiveReader.Damaged() }
        let entries: EntryBatch
        if kept {
            let block = try reader.readDeferred()
            guard count <= block.count else { throw ArchiveReader.Damaged() }
            entries = EntryBatch(archived: block, count: count)
        } else {
            entries = EntryBatch(unkept: count)
        }
        self.init(
            title: title, introduction: introduction, entries: entries, archivesEntries: kept, media: media,
            linkDiagnostics: linkDiagnostics, entryDiagnostics: entryDiagnostics
        )
    }
}

extension MovieBuilder.Outcome: Archivable {
    /// The same outcome `lines` lines further down the file (its movie moved), or nil when it has
    /// a diagnostic: a message may name a line (a field that "appears twice (first on line 5)"),
    /// so the entry is made into a movie again.
    func shifted(by lines: Int) -> MovieBuilder.Outcome? {
        guard diagnostics.isEmpty else { return nil }
        return MovieBuilder.Outcome(movie: movie?.shifted(by: lines), media: media)
    }

    func archive(into writer: inout ArchiveWriter) {
        writer.write(movie)
        writer.write(media)
        writer.write(diagnostics)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(movie: try reader.read(), media: try reader.read(), diagnostics: try reader.read())
    }
}
