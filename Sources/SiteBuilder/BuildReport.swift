import Domain
import Foundation

/// What a build did, for the one-line summary.
public struct BuildReport: Sendable, Equatable {
    public let decks: Int
    public let cards: Int
    public let pages: Int
    public let mediaFiles: Int
    public let warnings: [Diagnostic]
    public let seconds: Double
    /// Where the time went, in build order.
    public let phases: [Phase]
    /// What the build changed in the output.
    public let change: Change

    /// What a build changed in the output.
    public enum Change: Sendable, Equatable {
        /// A full build: the output was replaced whole.
        case everything
        /// An incremental build: `count` files written or removed, `rendered` pages rendered.
        case files(Int, rendered: Int)
        /// The content had not changed since the last build: nothing was done.
        case nothing
    }

    /// One step of a build and how long it took.
    public struct Phase: Sendable, Equatable {
        public let name: String
        public let seconds: Double
    }

    /// `read 0.69 s · derive 0.04 s · pages 1.14 s · …`.
    public var timings: String {
        phases.map { "\($0.name) \(String(format: "%.2f", $0.seconds)) s" }.joined(separator: " · ")
    }

    /// `Built 3 decks, 14 cards: 4 pages, 1 media file in 0.05 s`; a site without decks (an
    /// address book, a catalog) `Built 20,005 pages, 0 media files in 2.7 s`.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let time = (seconds * 100).rounded() / 100
        let studied = decks == 0 ? "" : "\(count(decks, "deck")), \(count(cards, "card")): "
        let line = "Built \(studied)\(count(pages, "page")), \(count(mediaFiles, "media file")) in \(time) s"
        switch change {
        case .everything: return line
        case .files(let changed, _): return line + " (\(changed == 0 ? "no file" : count(changed, "file")) changed)"
        case .nothing: return line + " (nothing changed)"
        }
    }
}

extension BuildReport {
    init(manifest: BuildManifest, warnings: [Diagnostic] = [], seconds: Double, change: Change, phases: [Phase] = []) {
        self.init(
            decks: manifest.decks, cards: manifest.cards, pages: manifest.pages, mediaFiles: manifest.mediaFiles,
            warnings: warnings, seconds: seconds, phases: phases, change: change
        )
    }
}
