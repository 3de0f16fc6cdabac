import AnkiPackage
import Domain
import Foundation
import Markdown
import Scenes

/// The review history of imported cards as a progress export (`site import anki --progress`):
/// each Anki card is found among the cards the site reads from the staged decks (in the order
/// they were written: a note's cards, a cloze note's by number), its log converted
/// (`AnkiReviewHistory`) under the card's site identity, and every card's schedule replayed with
/// the site's scheduler, so that studying goes on where Anki left off.
struct ImportedHistory {
    /// For each deck file written, its notes as the site reads them, each as the Anki cards it
    /// holds (one per heading card, a cloze note's all).
    private(set) var written: [String: [[Int64]]] = [:]

    mutating func record(_ response: ImportAnki.Response, cards: [ImportAnki.Card], in path: String) {
        switch response.body {
        case .cards: written[path, default: []] += cards.map { [$0.id] }
        case .cloze: written[path, default: []].append(cards.sorted { $0.ordinal < $1.ordinal }.map(\.id))
        }
    }

    /// The export, and a warning for each deck whose cards could not be matched.
    func export(staged content: URL, reader: AnkiCollectionReader) throws -> (ProgressExport, [String]) {
        let site: SiteSnapshot
        do {
            let read = try SiteContentReader(directory: content, displayPath: content.path).read()
            site = try SiteSnapshot(read, today: CalendarDate(daysSinceEpoch: 0))
        } catch {
            throw AnkiImportError("the imported decks do not read back as decks: \(error)")
        }
        var identities: [Int64: (deck: String, card: String)] = [:]
        var warnings: [String] = []
        for (path, notes) in written.sorted(by: { $0.key < $1.key }) {
            let slug = DeckFileNames.slug(of: path)
            guard let deck = try? site.deck(Deck.ID(slug)),
                  deck.notes.map(\.cards.count) == notes.map(\.count) else {
                warnings.append("the review history of '\(path)' was not imported: its cards do not read back one for one")
                continue
            }
            let cardIdentities = site.cardIdentities(of: deck.id)
            for (card, identity) in zip(notes.joined(), cardIdentities) { identities[card] = (slug, identity) }
        }
        var reviews: [String: [Review]] = [:]
        try reader.forEachCardLog { card, log in
            guard let (deck, identity) = identities[card] else { return }
            reviews[deck, default: []] += AnkiReviewHistory.reviews(of: log, card: identity, latest: ProgressExport.lastReviewTime)
        }
        let settings = FSRSScheduler.Settings()
        let scheduler = FSRSScheduler(settings: settings)
        var decks: [String: ProgressExport.Deck] = [:]
        for (deck, log) in reviews where !log.isEmpty {
            let progress = DeckProgress.merged([DeckProgress(reviews: log)], scheduler: scheduler)
            decks[deck] = ProgressExport.Deck(progress: progress, settings: settings)
        }
        return (ProgressExport(decks: decks), warnings)
    }
}
