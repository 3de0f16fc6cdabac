import Foundation
@testable import HTMLView
@testable import Scenes
import Testing

/// The list beside every movie of a list page renders as swift-mustache renders it whole.
@Suite struct FragmentMemoTests {
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
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func count(_ key: String) { lock.withLock { counts[key, default: 0] += 1 } }
        var total: Int { lock.withLock { counts.values.reduce(0, +) } }
    }

    struct Line: Hashable {
        var title: String
        var current = false
        var unmarked: Line { Line(title: title) }
    }

    private static func html(_ line: Line) -> String { line.current ? "<b>\(line.title)</b>" : "<i>\(line.title)</i>" }

    @Test func eachPageOfAList_getsItsOwnCurrentLine_andTheListRendersOnce() {
        let memo = FragmentMemo()
        let renders = Counter()
        let titles = (1...20).map { "Movie \($0)" }
        for current in titles.indices {
            let lines = titles.enumerated().map { Line(title: $1, current: $0 == current) }
            let html = memo.joined(lines, template: .movieListLink, unmarked: \.unmarked) { line in
                renders.count(line.title)
                return Self.html(line)
            }
            #expect(Array(html.utf8) == Array(lines.map(Self.html).joined().utf8))
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

    /// A page may have no line of its own, or several, first and last among them, and a line
    /// may render as nothing: each page still gets its own lines in place.
    @Test func pagesWithNoneOrManyLinesOfTheirOwn_getThemInPlace() {
        let memo = FragmentMemo()
        let renders = Counter()
        let render = { (line: Line) -> String in
            renders.count(line.title)
            return line.title == "empty" ? "" : Self.html(line)
        }
        let titles = ["empty", "B", "C", "D", "E"]
        for marked in [[], [0], [4], [0, 4], [1, 2, 3], [0, 1, 2, 3, 4], [2]] as [Set<Int>] {
            let lines = titles.enumerated().map { Line(title: $1, current: marked.contains($0)) }
            #expect(memo.joined(lines, template: .movieListLink, unmarked: \.unmarked, render: render)
                == lines.map { $0.title == "empty" ? "" : Self.html($0) }.joined(), "marked \(marked.sorted())")
        }
        // The five lines once, and each page's own lines: 0, 1, 1, 2, 3, 5 and 1.
        #expect(renders.total == 5 + 13)
    }

    /// Lines in other scripts, and a line whose HTML begins with a combining accent (the cut
    /// before it falls inside a character of the shared HTML), come out byte for byte.
    @Test func linesOutsideASCII_areCutByTheirBytes() {
        let memo = FragmentMemo()
        let titles = ["é", "東京", "🃏 cards", "\u{301}accent", "e\u{301}", "last"]
        let render = { (line: Line) -> String in line.current ? "<b>\(line.title)</b>" : line.title }
        for current in [nil] + Array(titles.indices) as [Int?] {
            let lines = titles.enumerated().map { Line(title: $1, current: $0 == current) }
            let html = memo.joined(lines, template: .movieListLink, unmarked: \.unmarked, render: render)
            #expect(Array(html.utf8) == Array(lines.map(render).joined().utf8), "current \(String(describing: current))")
        }
    }

    @Test func theSameLines_underAnotherTemplate_areAnotherList() {
        let memo = FragmentMemo()
        let lines = [Line(title: "A"), Line(title: "B")]
        #expect(memo.joined(lines, template: .movieListLink, unmarked: \.unmarked) { _ in "a" } == "aa")
        #expect(memo.joined(lines, template: .moviesListItems, unmarked: \.unmarked) { _ in "b" } == "bb")
        #expect(memo.joined([Line](), template: .movieListLink, unmarked: \.unmarked) { _ in "c" } == "")
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
