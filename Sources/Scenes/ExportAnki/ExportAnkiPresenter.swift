import AnkiImportScene
import Domain
import Foundation

/// Turns the decks' notes into Anki notes: note type by kind, deck `Site title::Deck title`, fields
/// rendered as HTML, the deck's front matter tags; lists the images they show and words the summary.
public struct ExportAnkiPresenter: ScenePresenter {
    private let renderer: any NoteFieldRendering
    /// The parent deck in Anki (the site's title), so every exported deck lands under one
    /// heading, as on the site's home page, and never merges with an unrelated deck of the same title.
    private let siteTitle: String
    /// The note types imported notes came with, by id (`AnkiNoteTypeRecord.fileName`).
    private let importedTypes: [Int64: AnkiNoteTypeRecord]

    public init(renderer: any NoteFieldRendering, siteTitle: String, importedTypes: [Int64: AnkiNoteTypeRecord] = [:]) {
        self.renderer = renderer
        self.siteTitle = siteTitle
        self.importedTypes = importedTypes
    }

    public func present(_ response: ExportAnki.Response) -> ExportAnki.ViewModel {
        // Each note's place first (its deck's name and tags, its first card's identity), then
        // its fields, rendered on every core: a deck of 10,000 cards is 10,000 Markdown texts.
        var placed: [PlacedNote] = []
        // An Anki note imported as several cards (a reversed note, a custom type's) is one note
        // of each card, each naming its guid: it goes back once, as its first card's note.
        var exportedGuids = Set<String>()
        for deck in response.decks {
            // The deck's folders are its parent decks: `Site::biology::Cells`.
            let deckName = ([siteTitle] + deck.folders + [deck.title]).map(ExportAnkiPresenter.deckComponent).filter { !$0.isEmpty }
                .joined(separator: "::")
            let tags = deck.tags.map(ExportAnkiPresenter.tag).filter { !$0.isEmpty }
            let identities = response.cardIdentities[deck.id] ?? []
            var firstCard = 0
            for note in deck.notes {
                defer { firstCard += note.cards.count }
                let identity = firstCard < identities.count ? identities[firstCard] : String(firstCard)
                // A note imported from Anki goes back as that note: its guid, its tags, its note type.
                let origin = note.ankiOrigin
                if let guid = origin?.guid, !exportedGuids.insert(guid).inserted { continue }
                let ownTags = (origin?.tags ?? []).filter { !tags.contains($0) }
                placed.append(PlacedNote(
                    note: note, guid: origin?.guid ?? "site:\(deck.id.slug):\(identity)", deck: deckName, tags: tags + ownTags,
                    source: deck.location.file, importedType: origin?.noteType.flatMap { importedTypes[$0] }
                ))
            }
        }
        let renderer = renderer
        let rendered = ConcurrentMap.map(placed, minimumCount: 64) { slice in slice.map { $0.rendered(by: renderer) } }
        let notes = rendered.map(\.note)
        let media = rendered.reduce(into: Set<String>()) { $0.formUnion($1.media) }
        let cards = response.decks.reduce(0) { $0 + $1.cards.count }
        return ExportAnki.ViewModel(
            notes: notes,
            media: media.sorted(),
            mediaClash: ExportAnkiPresenter.firstClash(in: media),
            summary: "Exported \(counted(notes.count, "note")) (\(counted(cards, "card"))) from \(counted(response.decks.count, "deck"))",
            deckCount: response.decks.count,
            noteCount: notes.count,
            cardCount: cards
        )
    }

    /// A note with what its deck gives it, before its fields are rendered.
    private struct PlacedNote: Sendable {
        let note: Domain.Note
        let guid: String
        let deck: String
        let tags: [String]
        let source: String
        let importedType: AnkiNoteTypeRecord?

        func rendered(by renderer: any NoteFieldRendering) -> (note: ExportAnki.Note, media: [String]) {
            let (type, fields): (ExportAnki.NoteType, [NoteField]) = switch note.kind {
            case .basic(let front, let back): (.basic, [renderer.field(front), renderer.field(back)])
            case .reversed(let front, let back): (.reversed, [renderer.field(front), renderer.field(back)])
            case .cloze(let text, let extra): (.cloze, [renderer.clozeField(text), renderer.field(extra)])
            }
            var html = fields.map(\.html)
            var media = fields.flatMap(\.media)
            var ownType: AnkiNoteTypeRecord?
            // Under its own note type: the fields as imported (with the media they name), or
            // those its Markdown gives when they fit the type.
            if let importedType, let kept = note.ankiOrigin?.fields, kept.count == importedType.fields.count {
                html = kept
                media = kept.flatMap(AnkiMediaReferences.names).map { "decks/\(AnkiOrigin.mediaFolder)/\($0)" }
                ownType = importedType
            } else if let importedType, importedType.fields.count == html.count, importedType.isCloze == (type == .cloze) {
                ownType = importedType
            }
            let exported = ExportAnki.Note(
                guid: guid, noteType: type, importedType: ownType, deck: deck, fields: html, tags: tags, source: source
            )
            return (exported, media)
        }
    }

    /// A title as one level of an Anki deck name: Anki splits deck names at `::` and its text
    /// import splits records at tabs and line breaks, so every control character (tab, NUL, line
    /// breaks, escapes) and run of white space becomes one space, and a run of colons longer than
    /// one becomes one colon (`C++::STL` → `C++:STL`); then it is trimmed.
    static func deckComponent(_ title: String) -> String {
        var component = ""
        var pendingSpace = false
        var colons = 0
        for scalar in title.unicodeScalars {
            if scalar == ":" {
                colons += 1
                continue
            }
            if colons > 0 {
                if pendingSpace, !component.isEmpty { component += " " }
                component += ":"
                (colons, pendingSpace) = (0, false)
            }
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                pendingSpace = true
                continue
            }
            if pendingSpace, !component.isEmpty { component += " " }
            pendingSpace = false
            component.unicodeScalars.append(scalar)
        }
        if colons > 0 { component += (pendingSpace && !component.isEmpty ? " " : "") + ":" }
        return component
    }

    /// A front matter tag as an Anki tag: Anki splits tags at whitespace, so `world capitals`
    /// becomes `world_capitals`.
    static func tag(_ tag: String) -> String {
        tag.split(whereSeparator: \.isWhitespace).joined(separator: "_")
    }

    /// Anki keeps media in one flat folder: the first file name two images share, if any.
    static func firstClash(in media: Set<String>) -> ExportAnki.MediaClash? {
        let byName = Dictionary(grouping: media.sorted()) { $0.split(separator: "/").last.map(String.init) ?? $0 }
        guard let (name, paths) = byName.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) else { return nil }
        return ExportAnki.MediaClash(fileName: name, paths: paths)
    }
}
