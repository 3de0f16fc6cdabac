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

    private let lock = NSLock()
    private var tables: [Template: AnyObject] = [:]

    /// Each model's HTML, rendered (outside the lock) only for those not seen before. The memo
    /// is locked once to read them all and once to keep the new ones: the twenty lines beside
    /// a movie looked up one by one took forty locks a page, and both cores waited on them.
    func html<Model: Hashable>(for models: [Model], template: Template, render: (Model) -> String) -> [String] {
        let (table, known): (Table<Model>, [String?]) = lock.withLock {
            let table: Table<Model>
            if let existing = tables[template] {
                table = existing as! Table<Model>   // one model type per template
            } else {
                table = Table<Model>()
                tables[template] = table
            }
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
}
