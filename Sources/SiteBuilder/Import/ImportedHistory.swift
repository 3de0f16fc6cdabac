import AnkiPackage
import Domain
import Foundation
import Markdown
import AnkiImportScene

/// The review history of imported cards as a progress export (`site import anki --progress`):
/// as each note is written, its cards' site identities are read from its Markdown
/// (`DeckCardIdentities`: as the deck reader reads that file, a repeated question numbered as in
/// the deck), each Anki card's log is converted (`AnkiReviewHistory`) under its identity, and
/// every card's schedule replayed with the site's scheduler, so that studying goes on where Anki
/// left off.
struct ImportedHistory {
    /// The staged content directory, whose decks folder the notes are written in.
    let root: URL
    /// Each Anki card's deck (its page's slug) and identity.
    private var identities: [Int64: (deck: String, card: String)] = [:]
    private var deck: (path: String, identities: DeckCardIdentities)?
    private(set) var warnings: [String] = []

    init(root: URL) {
        self.root = root
    }

    /// Reads the identities of the cards of a note written in the deck file at `path` as `markdown`.
    mutating func record(_ response: ImportAnki.Response, cards: [ImportAnki.Card], markdown: String, in path: String) {
        if deck?.path != path { deck = (path, DeckCardIdentities(root: root, deckPath: path)) }
        // The site's notes of it: a heading card a note, or the cloze paragraph's cards by number.
        let expected: [[Int64]] = switch response.body {
        case .cards: cards.map { [$0.id] }
        case .cloze: [cards.sorted { $0.ordinal < $1.ordinal }.map(\.id)]
        }
        guard let read = deck?.identities.identities(ofNotes: markdown), read.map(\.count) == expected.map(\.count) else {
            warnings.append("the review history of a note in '\(path)' was not imported: its cards do not read back one for one")
            return
        }
        let slug = DeckFileNames.slug(of: path)
        for (card, identity) in zip(expected.joined(), read.joined()) { identities[card] = (slug, identity) }
    }

    /// The export of every recorded card's reviews.
    func export(reader: AnkiCollectionReader) throws -> ProgressExport {
        var reviews: [String: [Review]] = [:]
        try reader.forEachCardLog { card, log in
            guard let (deck, identity) = identities[card] else { return }
            reviews[deck, default: []] += AnkiReviewHistory.reviews(of: log, card: identity, latest: ProgressExport.lastReviewTime)
        }
        let settings = FSRSScheduler.Settings()
        let scheduler = FSRSScheduler(settings: settings)
        var decks: [String: ProgressExport.Deck] = [:]
        for (deck, log) in reviews where !log.isEmpty {
            decks[deck] = ProgressExport.Deck(progress: DeckProgress.merged([DeckProgress(reviews: log)], scheduler: scheduler), settings: settings)
        }
        return ProgressExport(decks: decks)
    }
}
