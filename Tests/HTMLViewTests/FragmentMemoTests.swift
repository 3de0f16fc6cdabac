import Foundation
@testable import HTMLView
@testable import Scenes
import Testing

/// Shared fragments (the list beside every movie of a list page) render once per distinct
/// view model, from any number of cores at once.
@Suite struct FragmentMemoTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func count(_ key: String) { lock.withLock { counts[key, default: 0] += 1 } }
        var total: Int { lock.withLock { counts.values.reduce(0, +) } }
    }

    @Test func aModelSeenBefore_isNotRenderedAgain() {
        let memo = FragmentMemo()
        let renders = Counter()
        for title in ["Dune", "Arrival", "Dune", "Dune", "Arrival"] {
            let html = memo.html(for: [title], template: .movieListLink) { title in
                renders.count(title)
                return "<li>\(title)</li>"
            }
            #expect(html == ["<li>\(title)</li>"])
        }
        #expect(renders.total == 2)
    }

    @Test func aList_rendersOnlyTheModelsNotSeenBefore_inItsOrder() {
        let memo = FragmentMemo()
        let renders = Counter()
        let render = { (title: String) -> String in
            renders.count(title)
            return "<li>\(title)</li>"
        }
        #expect(memo.html(for: ["Dune", "Arrival"], template: .movieListLink, render: render) == ["<li>Dune</li>", "<li>Arrival</li>"])
        #expect(memo.html(for: ["Heat", "Dune", "Heat", "Arrival"], template: .movieListLink, render: render)
            == ["<li>Heat</li>", "<li>Dune</li>", "<li>Heat</li>", "<li>Arrival</li>"])
        #expect(renders.total == 4)   // Dune, Arrival, and Heat twice: both unseen when the list was looked up
    }

    @Test func theSameModel_underAnotherTemplate_isAnotherFragment() {
        let memo = FragmentMemo()
        #expect(memo.html(for: [1], template: .movieListLink) { _ in "a" } == ["a"])
        #expect(memo.html(for: [1], template: .moviesListItems) { _ in "b" } == ["b"])
    }

    @Test func manyCoresAtOnce_getEachModelsOwnHTML() {
        let memo = FragmentMemo()
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            let key = index % 37
            let html = memo.html(for: [key], template: .movieListLink) { "<li>\($0)</li>" }
            precondition(html == ["<li>\(key)</li>"])
        }
    }

    /// Twenty movie pages of one list page render its twenty lines (and each current line) once.
    @Test func theListBesideEveryMovieOfAPage_isTheSameHTML_asRenderingItWhole() throws {
        let templates = try HTMLTemplates()
        let links = (1...20).map { ShowMovie.ViewModel.ListLink(title: "Movie <\($0)>", url: "../m\($0)/index.html", current: nil) }
        for current in [0, 7, 19] {
            var window = links
            window[current] = ShowMovie.ViewModel.ListLink(title: links[current].title, url: links[current].url, current: "page")
            let html = templates.sharedList(window, template: .movieListLink, unmarked: \.unmarked)
            let expected = window.map {
                "<li><a href=\"\($0.url)\"\($0.current.map { " aria-current=\"\($0)\"" } ?? "")>\($0.title.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))</a></li>\n"
            }.joined()
            #expect(html == expected)
        }
    }
}

/// A list many pages show alike but for their own line is rendered once, found by comparing
/// its lines, and each page gets its own current line.
@Suite struct SharedListTests {
    struct Line: Hashable {
        var title: String
        var current = false
        var unmarked: Line { Line(title: title) }
    }

    private static func html(_ line: Line) -> String { line.current ? "<b>\(line.title)</b>" : "<i>\(line.title)</i>" }

    @Test func eachPageOfAList_getsItsOwnCurrentLine_andTheListRendersOnce() {
        let memo = FragmentMemo()
        let renders = FragmentMemoTests.Counter()
        let titles = (1...20).map { "Movie \($0)" }
        for current in titles.indices {
            let lines = titles.enumerated().map { Line(title: $1, current: $0 == current) }
            let html = memo.joined(lines, template: .movieListLink, unmarked: \.unmarked) { line in
                renders.count(line.title)
                return Self.html(line)
            }
            #expect(html == lines.map(Self.html).joined())
        }
        #expect(renders.total == 40)   // the twenty lines once, and each page's current line once
    }

    /// Lists alike in their length, first and last lines (one hash) but not in another line,
    /// and lists that differ only in their first line, are each their own HTML.
    @Test func listsAlikeButForOneLine_areEachTheirOwn() {
        let memo = FragmentMemo()
        let lists = [["A", "B", "Z"], ["A", "C", "Z"], ["A", "B", "Z"], ["Q", "B", "Z"], ["A", "B"], ["A", "C", "Z"]]
        for titles in lists {
            for current in [nil, 1] as [Int?] {
                let lines = titles.enumerated().map { Line(title: $1, current: $0 == current) }
                #expect(memo.joined(lines, template: .movieListLink, unmarked: \.unmarked, render: Self.html) == lines.map(Self.html).joined())
            }
        }
    }

    @Test func manyCoresAtOnce_getEachListsOwnHTML() {
        let memo = FragmentMemo()
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            let lines = (0..<5).map { Line(title: "\(index % 13)-\($0)", current: $0 == index % 5) }
            let html = memo.joined(lines, template: .movieListLink, unmarked: \.unmarked, render: Self.html)
            precondition(html == lines.map(Self.html).joined())
        }
    }
}

@Suite struct BuiltInTemplatePreloadTests {
    /// A build preloads the built-in templates before anything registers their content type:
    /// in a process of its own, the preload must still parse and keep them.
    @Test func aPreload_inAFreshProcess_keepsTheParsedTemplates() async {
        await #expect(processExitsWith: .success) {
            HTMLTemplates.preload()
            if !HTMLTemplates.keepsParsedBuiltIns { exit(1) }
        }
    }
}
