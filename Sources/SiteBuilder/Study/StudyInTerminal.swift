import Domain
import FileSafety
import Foundation
import Markdown
import Scenes
import TerminalView

/// The composition root of `site study`: reads the content as `site build` does, runs the study
/// scene for one deck with the terminal's renderer, and drives it in the terminal
/// (`TerminalReview`) with the progress file: read at the start, merged with what it holds and
/// written atomically after every grade and undo. Nothing is written before the first grade.
public struct StudyInTerminal {
    public enum Failure: Error, CustomStringConvertible {
        case content(ContentErrors)
        case message(String)

        public var description: String {
            switch self {
            case .content(let errors): errors.diagnostics.map(\.description).joined(separator: "\n")
            case .message(let text): text
            }
        }
    }

    public let content: URL
    public let contentDisplayPath: String
    public let progress: URL
    public let environment: [String: String]

    public init(content: URL, contentDisplayPath: String, progress: URL?, environment: [String: String]) {
        self.content = content
        self.contentDisplayPath = contentDisplayPath
        self.progress = progress ?? Self.defaultProgress(content: content, environment: environment)
        self.environment = environment
    }

    /// `$XDG_DATA_HOME/site/progress-<16 hex digits of the content folder's path>.json`
    /// (`~/.local/share` without XDG_DATA_HOME): one file per site.
    public static func defaultProgress(content: URL, environment: [String: String]) -> URL {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
        var site = FNV1a()
        content.standardizedFileURL.path.utf8.forEach { site.add($0) }
        let hex = String(site.value, radix: 16)
        return data.appendingPathComponent("site").appendingPathComponent("progress-\(String(repeating: "0", count: 16 - hex.count) + hex).json")
    }

    /// Why `site study` does not start without a terminal (the presenter's words).
    public static var notATerminal: String { StudyDeckPresenter.terminalWords.notATerminal }

    /// A study session ready to run in a terminal: for the deck whose slug or title is `name`,
    /// or, without one, for the deck the learner picks first (nil when they quit instead).
    /// Throws a one-line failure (no such deck, an empty deck, a progress file that is not an
    /// export) before any terminal is touched.
    public func prepare(deck name: String?, cram: Bool, newCardsPerDay: Int?, now: Int64) throws(Failure) -> (Terminal) -> (any TerminalSession)? {
        let site = try read(content)
        let stored = try read()
        let settings = FSRSScheduler.Settings(desiredRetention: site.settings.desiredRetention)
        let scheduler = FSRSScheduler(settings: settings)
        let perDay = newCardsPerDay ?? site.settings.newCardsPerDay
        let progress = { (slug: String) in DeckProgress.merged([stored.decks[slug]?.progress ?? DeckProgress()], scheduler: scheduler) }
        guard let name else {
            let home = try model(site, ShowHomeInteractor(), ShowHomePresenter(renderer: TerminalTextRenderer(), context: context(site, .home)), ShowHome.Request())
            let review = home.review
            return { [self] terminal in
                var picker = TerminalDeckPicker(home: home, words: StudyDeckPresenter.terminalWords) { slug in
                    let queue = ReviewQueue(cards: review?.decks[slug] ?? [], siblings: review?.siblings[slug] ?? [], progress: progress(slug),
                                            newCardsPerDay: perDay, timeZone: .current)
                    return queue.counts(at: now)
                }
                guard let slug = picker.run(in: terminal),
                      let start = try? study(site, deck: slug, cram: cram, progress: progress(slug), settings: settings, perDay: perDay, now: now)
                else { return nil }
                return start(terminal)
            }
        }
        guard let deck = site.decks.first(where: { $0.id.slug == name }) ?? site.decks.first(where: { $0.title == name }) else {
            throw .message("no deck '\(name)' in \(contentDisplayPath) (decks: \(site.decks.map(\.id.slug).joined(separator: ", ")))")
        }
        return try study(site, deck: deck.id.slug, cram: cram, progress: progress(deck.id.slug), settings: settings, perDay: perDay, now: now)
    }

    /// The session for the deck `slug`: cram, or review starting from `progress`.
    private func study(
        _ site: SiteSnapshot, deck slug: String, cram: Bool, progress: DeckProgress, settings: FSRSScheduler.Settings, perDay: Int, now: Int64
    ) throws(Failure) -> (Terminal) -> any TerminalSession {
        guard let deck = site.decks.first(where: { $0.id.slug == slug }) else { throw .message("no deck '\(slug)'") }
        let model = try model(site, StudyDeckInteractor(), StudyDeckPresenter(renderer: TerminalTextRenderer(), context: context(site, .deck(deck.id))),
                              StudyDeck.Request(deckID: deck.id))
        guard let review = model.review else { throw .message("the deck '\(deck.title)' has no cards") }
        if cram { return { terminal in TerminalCram(model: model, words: StudyDeckPresenter.terminalWords, terminal: terminal) } }
        let scheduler = FSRSScheduler(settings: settings)
        let session = ReviewSession(
            cards: model.cards.map(\.id), siblings: review.siblings, progress: progress,
            scheduler: scheduler, newCardsPerDay: perDay, timeZone: .current, now: now
        )
        let file = self.progress
        return { terminal in TerminalReview(model: model, words: StudyDeckPresenter.terminalWords, session: session, terminal: terminal,
                                           clock: { Int64(Date().timeIntervalSince1970 * 1000) }) { session in
            do {
                // Two sessions on one file (two decks in two terminals) read, merge and write it
                // one after the other: the lock on its folder makes the second wait for the first.
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                let lock = try DirectoryLock.acquireBlocking(file.deletingLastPathComponent())
                defer { lock.release() }
                var export = try Self.read(file)
                session.merge(export.decks[slug]?.progress ?? DeckProgress())
                export.decks[slug] = ProgressExport.Deck(progress: session.progress, settings: settings)
                try AtomicFile.write(Array(export.json(exported: Date()).utf8), to: file)
                return nil
            } catch {
                return "progress not saved: \(error)"
            }
        } }
    }

    private func context(_ site: SiteSnapshot, _ route: SiteRoute) -> PageContext {
        PageContext(site: site.settings, route: route, navigation: site.navigation, rendersMath: false)
    }

    /// The view model `presenter` makes of `interactor`'s response to `request`: the same scene
    /// as the page's, with the terminal's renderer.
    private func model<Interactor: SceneInteractor, Presenter: ScenePresenter>(
        _ site: SiteSnapshot, _ interactor: Interactor, _ presenter: Presenter, _ request: Interactor.Request
    ) throws(Failure) -> Presenter.ViewModel where Presenter.Response == Interactor.Response {
        do {
            return try Scene(interactor: interactor, presenter: presenter).run(request, in: site)
        } catch {
            throw .message("\(error)")
        }
    }

    private func read(_ content: URL) throws(Failure) -> SiteSnapshot {
        do {
            return try SiteSnapshot(try SiteContentReader(directory: content, displayPath: contentDisplayPath).read(), today: CalendarDate(daysSinceEpoch: 0))
        } catch let errors as ContentErrors {
            throw .content(errors)
        } catch {
            throw .message("\(error)")
        }
    }

    private func read() throws(Failure) -> ProgressExport {
        do {
            return try Self.read(progress)
        } catch {
            throw .message("\(error)")
        }
    }

    /// The export at `file`; an empty one for a missing or empty file.
    static func read(_ file: URL) throws -> ProgressExport {
        guard FileManager.default.fileExists(atPath: file.path) else { return ProgressExport(decks: [:]) }
        let data = try FileBytes.read(file.path)
        if data.isEmpty { return ProgressExport(decks: [:]) }
        do {
            return try ProgressExport(json: data)
        } catch {
            throw Failure.message("\(file.path): \(error.record): \(ProgressMerge.problem(error.rule))")
        }
    }
}
