import Foundation

/// The HTML of lists that many pages show alike but for their own lines (the list beside each
/// movie of a list page, where the page's movie is the current line), rendered once.
///
/// A build gives each rendering worker its own (`HTMLTemplates.worker()`); it is locked all the
/// same, so that cores may share one (the cores of a large page, or `site check`'s). Each template has a table of its own, keyed
/// by its model's own type (hashing and comparing through `AnyHashable` cost more than the
/// rendering it saved).
final class FragmentMemo: @unchecked Sendable {
    /// A list as the other pages show it: its lines' models, unmarked, their HTML one after the
    /// other, and where each line's HTML ends in it (in UTF-8 bytes).
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

    /// The HTML of `models`, each line rendered by `render`: `unmarked` is a line as the other
    /// pages show it (it must give a line it gave back unchanged). The list is found by a hash
    /// of its length, first and last lines and compared line by line; its lines are rendered
    /// once per memo. A page's own lines (those `unmarked` changes) are rendered, each on its
    /// own: a line is current on one page only. The page's list is the shared HTML cut around
    /// them, not its twenty lines joined again.
    func joined<Model: Hashable>(_ models: [Model], template: Template, unmarked: (Model) -> Model, render: (Model) -> String) -> String {
        guard let first = models.first, let last = models.last else { return "" }
        var hasher = Hasher()
        hasher.combine(models.count)
        hasher.combine(unmarked(first))
        hasher.combine(unmarked(last))
        let key = hasher.finalize()
        /// Whether `list` is this one as the other pages show it. A line equal to the shared one
        /// is unmarked already: only the others are asked for their unmarked form.
        func isShown(as list: SharedList<Model>) -> Bool {
            list.models.count == models.count && zip(list.models, models).allSatisfy { shared, model in shared == model || shared == unmarked(model) }
        }
        let known = lock.withLock { (lists[template] as? Lists<Model>)?.byKey[key]?.first(where: isShown) }
        let list = known ?? Self.shared(models.map(unmarked), render: render)
        if known == nil {
            lock.withLock {
                let table = Self.lists(in: &lists, template: template, make: Lists<Model>.init)
                if table.byKey[key]?.contains(where: isShown) != true { table.byKey[key, default: []].append(list) }
            }
        }
        var html = ""
        let bytes = list.html.utf8
        var copied = 0, ownLines = 0
        for (index, model) in models.enumerated() where model != list.models[index] {
            if ownLines == 0 { html.reserveCapacity(bytes.count + 256) }
            let start = index == 0 ? 0 : list.ends[index - 1]
            html += list.html[bytes.index(bytes.startIndex, offsetBy: copied)..<bytes.index(bytes.startIndex, offsetBy: start)]
            html += render(model)
            copied = list.ends[index]
            ownLines += 1
        }
        if ownLines == 0 { return list.html }
        html += list.html[bytes.index(bytes.startIndex, offsetBy: copied)...]
        return html
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
