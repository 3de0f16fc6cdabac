import Domain

extension DeckReader.PartRead: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(title)
        writer.write(introduction)
        writer.write(summary)
        writer.write(notes)
        writer.write(wroteCards)
        writer.write(media)
        writer.write(cardMedia)
        writer.write(linkDiagnostics)
        writer.write(layoutDiagnostics)
        writer.write(cardDiagnostics)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        let (title, introduction, summary) = (try reader.read(String?.self), try reader.read(RichText.self), try reader.read(String?.self))
        let (notes, wroteCards) = (try reader.read([Note].self), try reader.read(Bool.self))
        let (media, cardMedia) = (try reader.read(Set<String>.self), try reader.read(Set<String>.self))
        self.init(
            title: title, introduction: introduction, summary: summary, notes: notes, wroteCards: wroteCards, media: media,
            cardMedia: cardMedia, linkDiagnostics: try reader.read(), layoutDiagnostics: try reader.read(), cardDiagnostics: try reader.read()
        )
    }
}

extension DeckReader.FiledNote: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(deck)
        writer.write(note)
        writer.write(hasMath)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(deck: try reader.read(), note: try reader.read(), hasMath: try reader.read())
    }
}

extension EmbeddedText: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(path)
        writer.write(text)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(path: try reader.read(), text: try reader.read())
    }
}

extension DeckReader.NoteRead: Archivable {
    func archive(into writer: inout ArchiveWriter) {
        writer.write(filedNotes)
        writer.write(media)
        writer.write(diagnostics)
        writer.write(embeds)
    }

    init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(filedNotes: try reader.read(), media: try reader.read(), diagnostics: try reader.read(), embeds: try reader.read())
    }
}
