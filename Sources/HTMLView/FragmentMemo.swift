import Foundation

/// The HTML of fragments already rendered, by template and view model.
///
/// Pages render on every core at once: the memo is locked while it is read or written, not
/// while a fragment renders (two cores may render the same fragment once each; both store the
/// same HTML). Each template has a table of its own, keyed by its model's own type (hashing
/// and comparing through `AnyHashable` cost more than the rendering it saved).
final class FragmentMemo: @unchecked Sendable {
    private final class Table<Model: Hashable> {
        var rendered: [Model: String] = [:]
    }

    /// Lists shown on many pages (`joined(_:template:unmarked:render:)`), by a hash of their
    /// length, first and last line: those of one hash, each with its lines' HTML.
    private final class Lists<Model: Hashable> {
        var byKey: [Int: [(models: [Model], lines: [String])]] = [:]
    }

    private let lock = NSLock()
    private var tables: [Template: AnyObject] = [:]
    private var lists: [Template: AnyObject] = [:]

    /// Each model's HTML, rendered (outside the lock) only for those not seen before. The memo
    /// is locked once to read them all and once to keep the new ones: the twenty lines beside
    /// a movie looked up one by one took forty locks a page, and both cores waited on them.
    func html<Model: Hashable>(for models: [Model], template: Template, render: (Model) -> String) -> [String] {
        let (table, known): (Table<Model>, [String?]) = lock.withLock {
            let table = Self.table(in: &tables, template: template, make: Table<Model>.init)
            return (table, models.map { table.rendered[$0] })
        }
        var html: [String] = []
        html.reserveCapacity(models.count)
        var new: [Int] = []
        for (index, model) in models.enumerated() {
            if let known = known[index] {
                html.append(known)
            } else {
                html.append(render(model))
                new.append(index)
            }
        }
        if !new.isEmpty {
            lock.withLock { for index in new { table.rendered[models[index]] = html[index] } }
        }
        return html
    }

    /// The HTML of a list that many pages show alike but for their own lines (the list beside
    /// each movie of a list page, where the page's movie is the current line): `unmarked` is a
    /// line as the other pages show it. The list is found by a hash of three lines and compared
    /// line by line, not looked up line by line (twenty hashes and a contended lock a page were
    /// a tenth of a movie build); a page's own lines are rendered: each is on one page only.
    func joined<Model: Hashable>(_ models: [Model], template: Template, unmarked: (Model) -> Model, render: (Model) -> String) -> String {
        let shared = models.map(unmarked)
        var hasher = Hasher()
        hasher.combine(shared.count)
        hasher.combine(shared.first)
        hasher.combine(shared.last)
        let key = hasher.finalize()
        let known: [String]? = lock.withLock {
            Self.table(in: &lists, template: template, make: Lists<Model>.init).byKey[key]?.first { $0.models == shared }?.lines
        }
        let lines = known ?? html(for: shared, template: template, render: render)
        if known == nil {
            lock.withLock {
                let table = lists[template] as! Lists<Model>
                if table.byKey[key]?.contains(where: { $0.models == shared }) != true { table.byKey[key, default: []].append((shared, lines)) }
            }
        }
        var html = ""
        html.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count } + 64)
        for (index, model) in models.enumerated() {
            html += model == shared[index] ? lines[index] : render(model)
        }
        return html
    }

    /// The table of `template` in `tables`, made by `make` the first time (call under `lock`).
    private static func table<Table: AnyObject>(in tables: inout [Template: AnyObject], template: Template, make: () -> Table) -> Table {
        if let existing = tables[template] { return existing as! Table }   // one model type per template
        let table = make()
        tables[template] = table
        return table
    }
}
