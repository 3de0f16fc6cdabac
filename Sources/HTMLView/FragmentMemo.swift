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

    func html<Model: Hashable>(for model: Model, template: Template, render: () -> String) -> String {
        let table: Table<Model> = lock.withLock {
            if let table = tables[template] { return table as! Table<Model> }  // one model type per template
            let table = Table<Model>()
            tables[template] = table
            return table
        }
        if let html = lock.withLock({ table.rendered[model] }) { return html }
        let html = render()
        lock.withLock { table.rendered[model] = html }
        return html
    }
}
