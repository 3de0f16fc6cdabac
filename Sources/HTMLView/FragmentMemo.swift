import Foundation

/// The HTML of lists that many pages show alike but for their current line (the list beside
/// each movie of a list page, where the page's movie is the current line), rendered once.
/// A build gives each rendering worker its own (`HTMLTemplates.worker()`); it is locked all the
/// same, so that cores may share one (the cores of a large page, or `site check`'s). Each
/// template has a table of its own, keyed by its model's own type, not through `AnyHashable`.
final class FragmentMemo: @unchecked Sendable {
    /// A list as every page shows it: its lines' models, their HTML one after the other, and
    /// where each line's HTML ends in it (in UTF-8 bytes).
    private struct SharedList<Model> {
        let models: [Model]
        let html: String
        let ends: [Int]
    }

    /// The lists of one template, by a hash of their length, first and last lines.
    private final class Lists<Model: Hashable> {
        var byKey: [Int: [SharedList<Model>]] = [:]
    }

    private let lock = NSLock()
    private var lists: [Template: AnyObject] = [:]

    /// The HTML of `models` (the lines as every page of the list shows them), each rendered by
    /// `render`, but for the line at `current`, this page's own, rendered as `mark` makes it.
    /// The list's lines are rendered once per memo; a page's own line is rendered on its own (a
    /// line is current on one page only), and the page's list is the shared HTML cut around it,
    /// not its twenty lines joined again.
    func joined<Model: Hashable>(
        _ models: [Model], current: Int?, template: Template, mark: (Model) -> Model, render: (Model) -> String
    ) -> String {
        guard !models.isEmpty else { return "" }
        let list = sharedList(models, template: template, render: render)
        guard let current, models.indices.contains(current) else { return list.html }
        let bytes = list.html.utf8
        let start = current == 0 ? 0 : list.ends[current - 1]
        var html = ""
        html.reserveCapacity(bytes.count + 256)
        html += list.html[..<bytes.index(bytes.startIndex, offsetBy: start)]
        html += render(mark(models[current]))
        html += list.html[bytes.index(bytes.startIndex, offsetBy: list.ends[current])...]
        return html
    }

    /// The list of `models`, found by its lines or rendered.
    private func sharedList<Model: Hashable>(_ models: [Model], template: Template, render: (Model) -> String) -> SharedList<Model> {
        var hasher = Hasher()
        hasher.combine(models.count)
        hasher.combine(models.first)
        hasher.combine(models.last)
        let key = hasher.finalize()
        if let known = lock.withLock({ (lists[template] as? Lists<Model>)?.byKey[key]?.first { $0.models == models } }) {
            return known
        }
        let list = Self.shared(models, render: render)
        lock.withLock {
            let table = Self.lists(in: &lists, template: template, make: Lists<Model>.init)
            if table.byKey[key]?.contains(where: { $0.models == models }) != true {
                table.byKey[key, default: []].append(list)
            }
        }
        return list
    }

    /// `models`' lines rendered, one after the other, with where each ends.
    private static func shared<Model>(_ models: [Model], render: (Model) -> String) -> SharedList<Model> {
        var html = "", ends: [Int] = []
        ends.reserveCapacity(models.count)
        for model in models {
            html += render(model)
            ends.append(html.utf8.count)
        }
        return SharedList(models: models, html: html, ends: ends)
    }

    /// The lists of `template`, made by `make` the first time (call under `lock`).
    private static func lists<Lists: AnyObject>(in tables: inout [Template: AnyObject], template: Template, make: () -> Lists) -> Lists {
        if let existing = tables[template] { return existing as! Lists }   // one model type per template
        let table = make()
        tables[template] = table
        return table
    }
}
