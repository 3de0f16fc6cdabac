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
        for current in [nil, 0, 7, 19] as [Int?] {
            let html = templates.sharedList(links, current: current, template: .movieListLink) { $0.marked }
            let expected = links.indices.map { index in
                let line = links[index]
                let mark = index == current ? " aria-current=\"page\"" : ""
                return "<li><a href=\"\(line.url)\"\(mark)>\(line.title.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))</a></li>\n"
            }.joined()
            #expect(html == expected)
        }
    }
}

/// A list many pages show alike but for their current line is rendered once, found by the
/// array its lines came in or by comparing them, and each page gets its own current line.
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
        var marked: Line { Line(title: title, current: true) }
    }

    private static func html(_ line: Line) -> String { line.current ? "<b>\(line.title)</b>" : "<i>\(line.title)</i>" }

    /// What the list is with its line at `current` marked, rendered whole.
    private static func expected(_ lines: [Line], current: Int?, render: (Line) -> String = html) -> String {
        lines.indices.map { render($0 == current ? lines[$0].marked : lines[$0]) }.joined()
    }

    /// The pages share one array of lines, as a build's presenter gives them, or each has its
    /// own copy of the same lines: the list renders once either way.
    @Test(arguments: [true, false])
    func eachPageOfAList_getsItsOwnCurrentLine_andTheListRendersOnce(oneArray: Bool) {
        let memo = FragmentMemo()
        let renders = Counter()
        let shared = (1...20).map { Line(title: "Movie \($0)") }
        for current in shared.indices {
            let lines = oneArray ? shared : shared.map { Line(title: $0.title) }
            let html = memo.joined(lines, current: current, template: .movieListLink, mark: \.marked) { line in
                renders.count(line.title)
                return Self.html(line)
            }
            #expect(Array(html.utf8) == Array(Self.expected(lines, current: current).utf8))
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
                let lines = titles.map { Line(title: $0) }
                #expect(memo.joined(lines, current: current, template: .movieListLink, mark: \.marked, render: Self.html)
                    == Self.expected(lines, current: current))
            }
        }
    }

    /// Arrays made and freed one after another may be given the same address: a list found by
    /// its array's storage must still be that array's (the memo keys only arrays it holds). A
    /// copy of a known list, found by its lines and then freed, must leave no key behind.
    @Test func arraysMadeOneAfterAnother_eachGetTheirOwnLines() {
        let memo = FragmentMemo()
        for round in 0..<300 {
            let current = round % 4 == 3 ? nil : round % 4
            do {
                let known = (0..<3).map { Line(title: "known-\($0)") }
                #expect(memo.joined(known, current: current, template: .movieListLink, mark: \.marked, render: Self.html)
                    == Self.expected(known, current: current))
            }
            let lines = (0..<3).map { Line(title: "\(round)-\($0)") }
            #expect(memo.joined(lines, current: current, template: .movieListLink, mark: \.marked, render: Self.html)
                == Self.expected(lines, current: current), "round \(round)")
        }
    }

    /// A page's line may be the first or the last, or none (a movie outside the list), and a
    /// line may render as nothing: each page still gets its line in place.
    @Test func theCurrentLine_firstLastOrNone_isPutInPlace() {
        let memo = FragmentMemo()
        let renders = Counter()
        let render = { (line: Line) -> String in
            renders.count(line.title)
            return line.title == "empty" && !line.current ? "" : Self.html(line)
        }
        let lines = ["empty", "B", "C", "D", "E"].map { Line(title: $0) }
        for current in [nil, 0, 4, 2, 9] as [Int?] {
            #expect(memo.joined(lines, current: current, template: .movieListLink, mark: \.marked, render: render)
                == Self.expected(lines, current: current == 9 ? nil : current) { $0.title == "empty" && !$0.current ? "" : Self.html($0) },
                "current \(String(describing: current))")
        }
        // The five lines once, and the own lines of the pages whose line is in the list.
        #expect(renders.total == 5 + 3)
    }

    /// Lines in other scripts, and a line whose HTML begins with a combining accent (the cut
    /// before it falls inside a character of the shared HTML), come out byte for byte.
    @Test func linesOutsideASCII_areCutByTheirBytes() {
        let memo = FragmentMemo()
        let lines = ["é", "東京", "🃏 cards", "\u{301}accent", "e\u{301}", "last"].map { Line(title: $0) }
        let render = { (line: Line) -> String in line.current ? "<b>\(line.title)</b>" : line.title }
        for current in [nil] + Array(lines.indices) as [Int?] {
            let html = memo.joined(lines, current: current, template: .movieListLink, mark: \.marked, render: render)
            #expect(Array(html.utf8) == Array(Self.expected(lines, current: current, render: render).utf8), "current \(String(describing: current))")
        }
    }

    @Test func theSameLines_underAnotherTemplate_areAnotherList() {
        let memo = FragmentMemo()
        let lines = [Line(title: "A"), Line(title: "B")]
        #expect(memo.joined(lines, current: nil, template: .movieListLink, mark: \.marked) { _ in "a" } == "aa")
        #expect(memo.joined(lines, current: nil, template: .moviesListItems, mark: \.marked) { _ in "b" } == "bb")
        #expect(memo.joined([Line](), current: nil, template: .movieListLink, mark: \.marked) { _ in "c" } == "")
    }

    @Test func manyCoresAtOnce_getEachListsOwnHTML() {
        let memo = FragmentMemo()
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            let lines = (0..<5).map { Line(title: "\(index % 13)-\($0)") }
            let html = memo.joined(lines, current: index % 5, template: .movieListLink, mark: \.marked, render: Self.html)
            precondition(html == Self.expected(lines, current: index % 5))
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
