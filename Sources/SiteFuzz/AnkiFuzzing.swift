@testable import AnkiImportScene
import AnkiPackage
import Domain
import Foundation
@testable import Markdown

/// A field and a template (`ankifield`), a whole package (`ankipackage`). Each must give Markdown
/// or a refusal, never a crash, a hang or a memory error; and the Markdown must read back as a deck.
enum AnkiFuzzing {
    /// The input up to its first 0x1F is a card template, each part after one a field: the
    /// template is rendered with the fields, as question and answer, and every part is converted
    /// to Markdown both ways (a heading card's, a cloze paragraph's), read back as a deck. An
    /// origin made of the parts reads back as itself.
    static func field(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let template = AnkiTemplate(parts[0])
        let fields = Dictionary(parts.dropFirst().enumerated().map { ("F\($0.offset)", $0.element) }, uniquingKeysWith: { first, _ in first })
        var context = AnkiTemplate.Context(fields: fields, clozeNumber: 1, isAnswer: false)
        let question = template.render(context)
        context.isAnswer = true
        context.frontSide = question
        let answer = AnkiTemplate.answerBack(template, context)
        var converter = AnkiFieldMarkdown(mediaPath: { "anki-media/" + $0 })
        var markdown = converter.markdown(question) + "\n\n" + converter.markdown(answer)
        converter.singleParagraph = true
        converter.keepsClozes = true
        markdown += "\n\n" + parts.map(converter.markdown).joined(separator: "\n\n")
        _ = DeckReader(tree: FuzzTree()).read("# Fuzz\n\n## Q\n\n" + markdown, file: "fuzz.md", contentPath: "decks/fuzz.md")
        _ = AnkiMediaReferences.names(in: parts.joined())
        let origin = AnkiOrigin(guid: parts[0], noteType: 1, tags: parts.dropFirst().filter { !$0.isEmpty && !$0.contains(",") }, fields: Array(parts.dropFirst()))
        precondition(AnkiOrigin(comment: Substring(origin.comment)) == origin || parts[0].isEmpty, "an origin does not read back: \(origin)")
    }

    /// The input as a package file (or, when it is an SQLite file, as the collection a package
    /// holds, so that the fuzzer mutates the database itself rather than a ZIP whose checksums
    /// reject nearly every mutation): opened with small limits, its collection read, every note
    /// rendered and written as Markdown, every card's log converted.
    static func package(_ bytes: [UInt8]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("fuzz.apkg"), collection = folder.appendingPathComponent("collection")
        defer { try? FileManager.default.removeItem(at: collection) }
        var media: [String: String] = [:]
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) {
            guard (try? Data(bytes).write(to: collection)) != nil else { return }
        } else {
            guard (try? Data(bytes).write(to: file)) != nil else { return }
            var limits = AnkiPackageArchive.Limits()
            limits.entries = 1_000
            limits.unpackedBytes = 64 << 20
            guard let archive = try? AnkiPackageArchive(file: file, limits: limits), (try? archive.extractCollection(to: collection)) != nil else { return }
            media = archive.media
        }
        guard let reader = try? AnkiCollectionReader(path: collection.path) else { return }
        let interactor = ImportAnkiInteractor(package: reader)
        let presenter = ImportAnkiPresenter()
        var markdown = ""
        try? reader.forEachNote { note in
            guard let response = interactor.respond(to: note) else { return }
            markdown += presenter.markdown(for: response, afterCards: true, mediaFolder: "anki-media/") { media[$0] == nil ? nil : $0 }
        }
        _ = DeckReader(tree: FuzzTree()).read(presenter.deckHeader(title: "Fuzz") + markdown, file: "fuzz.md", contentPath: "decks/fuzz.md")
        try? reader.forEachCardLog { card, log in _ = AnkiReviewHistory.reviews(of: log, card: String(card), latest: .max) }
    }
}
