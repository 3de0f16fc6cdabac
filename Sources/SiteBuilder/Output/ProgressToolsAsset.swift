import Domain
import Foundation
import HTMLView
import Scenes

/// The words of the deck pages' progress tools (`assets/progress-tools-labels.js`), written once a
/// build when a deck page offers the tools (a deck with cards). They are the same on every deck
/// page, which loads them only when the learner opens the tools, so no page carries them.
enum ProgressToolsAsset {
    /// The file's path below the output root and its bytes, or nothing for a site without cards.
    static func files(for decks: [Deck]) throws -> [(path: String, contents: Data)] {
        guard decks.contains(where: { !$0.cards.isEmpty }) else { return [] }
        return [(ProgressToolsLabelsScript.path, try ProgressToolsLabelsScript.render(StudyDeckPresenter.progressTools))]
    }
}
