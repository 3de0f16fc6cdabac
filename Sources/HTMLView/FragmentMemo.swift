import Foundation

/// The HTML of lists that many pages show alike but for their current line (the list beside
/// each movie of a list page, where the page's movie is the current line), rendered once.
///
/// A build gives each rendering worker its own (`HTMLTemplates.worker()`); it is locked all the
/// same, so that cores may share one (the cores of a large page, or `site check`'s). Each template has a table of its own, keyed
/// by its model's own type (hashing and comparing through `AnyHashable` cost more than the
/// rendering it saved).
final class FragmentMemo: @unchecked Sendable {
    /// A list as every page shows it: its lines' models, their HTML one after the other, and
    /// where each line's HTML ends in it (in UTF-8 bytes).
    private struct SharedList<Model> {
        let models: [Model]
        let html: String
        let ends: [Int]
    }

    /// The lists of one template: by the storage of the array their lines came in, and by a
    /// hash of their length, first and last lines.
    ///
    /// The pages of one list page are given one array of lines (`ShowMovieListLines`), so the
    /// storage finds their list at once, without comparing twenty lines (which counted a
    /// reference to each of their texts) or hashing two. The entry holds the array, so no
    /// other can be at that address while the entry is there, and an array's storage is never
    /// written while another holds it: an equal address is an equal list.
    private final class Lists<Model: Hashable> {
        var byStorage: [UnsafeRawPointer: SharedList<Model>] = [:]
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
        let storage = models.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
        let list = lock.withLock { (lists[template] as? Lists<Model>)?.byStorage[storage] } ?? sharedList(models, storage: storage, template: template, render: render)
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

    /// The list of `models`, found by its lines or rendered. It is kept by its array's storage
    /// only when it is rendered, as no equal list was known: an array with the same lines as a
    /// known list (a presenter without `ShowMovieListLines` makes one for each page) is found
    /// by its hash and its lines every time, and keeps no entry of its own. (The storage is a
    /// native array's: `[Model]` of a struct, as here, is never a bridged one.)
    private func sharedList<Model: Hashable>(
        _ models: [Model], storage: UnsafeRawPointer, template: Template, render: (Model) -> String
    ) -> SharedList<Model> {
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
                table.byStorage[storage] = list
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
