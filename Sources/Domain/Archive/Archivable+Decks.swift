extension ImportedSchedule.Moment: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .day(let date):
            writer.write(0)
            writer.write(date)
        case .time(let milliseconds):
            writer.write(1)
            writer.write(Int(milliseconds))
        }
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        switch try reader.read(Int.self) {
        case 0: self = .day(try reader.read())
        case 1: self = .time(millisecondsSince1970: Int64(try reader.read(Int.self)))
        default: throw ArchiveReader.Damaged()
        }
    }
}

extension ImportedSchedule: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.write(state.rawValue)
        writer.write(step)
        writer.write(stability)
        writer.write(difficulty)
        writer.write(due)
        writer.write(lastReview)
    }

    /// Through `init`, whose limits a written schedule already keeps: it reads back equal.
    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        guard let state = State(rawValue: try reader.read()) else { throw ArchiveReader.Damaged() }
        self.init(
            state: state, step: try reader.read(), stability: try reader.read(), difficulty: try reader.read(),
            due: try reader.read(), lastReview: try reader.read()
        )
    }
}

extension FlashCard: Archivable {
    public func archive(into writer: inout ArchiveWriter) {
        writer.write(question)
        writer.write(answer)
        writer.write(location)
        writer.write(importedSchedule)
        writer.write(questionAsWritten)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(
            question: try reader.read(), answer: try reader.read(), location: try reader.read(), importedSchedule: try reader.read(),
            questionAsWritten: try reader.read()
        )
    }
}

extension Note: Archivable {
    /// The kind and its texts, and the cards as made (a cloze note's come from Markdown this
    /// type does not know, and any card may carry an imported schedule).
    public func archive(into writer: inout ArchiveWriter) {
        switch kind {
        case .basic(let front, let back):
            writer.write(0)
            writer.write(front)
            writer.write(back)
        case .reversed(let front, let back):
            writer.write(1)
            writer.write(front)
            writer.write(back)
        case .cloze(let text):
            writer.write(2)
            writer.write(text)
        }
        writer.write(location)
        writer.write(cards)
    }

    public init(from reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        let kind: Kind
        switch try reader.read(Int.self) {
        case 0: kind = .basic(front: try reader.read(), back: try reader.read())
        case 1: kind = .reversed(front: try reader.read(), back: try reader.read())
        case 2: kind = .cloze(text: try reader.read())
        default: throw ArchiveReader.Damaged()
        }
        let location = try reader.read(SourceLocation.self)
        let cards = try reader.read([FlashCard].self)
        guard !cards.isEmpty else { throw ArchiveReader.Damaged() }
        self.init(kind: kind, location: location, cards: cards)
    }
}
