import Dispatch
import Domain

/// The Markdown files of one collection folder (`decks/`, `contacts/`, `movies/`), read and
/// parsed on every core with every error kept; then, in path order, each file's item must claim
/// a slug no earlier file took (so which file wins a clash never depends on timing).
struct CollectionFolder {
    let tree: FileSystemContentTree
    /// The folder below the content root.
    let directory: String
    /// "deck", "address book", "catalog", for messages.
    let kind: String
    /// The file name endings read, and whether sub-folders are read too (decks: yes).
    var extensions = [".md"]
    var recursive = false
    /// Files and folders below the content root that are not part of the collection.
    var skipping: Set<String> = []

    /// What a kind's reader made of one file.
    struct FileRead<Item> {
        var item: Item?
        var media: Set<String>
        var diagnostics: [Diagnostic]
    }

    /// An accepted item and the file it came from.
    struct Entry<Item> {
        let item: Item
        /// Below the content root: `decks/quiz.md`.
        let path: String
        /// As shown in diagnostics: `Content/decks/quiz.md`.
        let file: String
    }

    struct Outcome<Item> {
        var entries: [Entry<Item>] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
        /// The slugs the files claimed, for items made later to claim theirs.
        var slugs = CollectionSlugs(kind: "")
    }

    /// Reads every `*.md` file of the folder with `readFile(text, file, path)`. An item for which
    /// `slug` gives nil claims no slug (its reader files its content elsewhere).
    func read<Item>(
        displayPath: (String) -> String,
        slug: (Item) -> (slug: String, location: SourceLocation)?,
        readFile: @escaping @Sendable (_ text: String, _ file: String, _ path: String) -> FileRead<Item>
    ) -> Outcome<Item> {
        let (paths, refused) = tree.markdownFiles(in: directory, extensions: extensions, recursive: recursive, skipping: skipping, display: displayPath)
        let files = paths.map(displayPath)
        let reads = ConcurrentMap.map(paths.count) { [tree] index in
            switch tree.text(of: paths[index], file: files[index]) {
            case .success(let text): readFile(text, files[index], paths[index])
            case .failure(let diagnostic): FileRead<Item>(item: nil, media: [], diagnostics: [diagnostic])
            }
        }
        var outcome = Outcome<Item>()
        outcome.diagnostics = refused
        var slugs = CollectionSlugs(kind: kind)
        for (index, read) in reads.enumerated() {
            outcome.diagnostics += read.diagnostics
            outcome.media.formUnion(read.media)
            guard let item = read.item else { continue }
            guard let claim = slug(item) else {
                outcome.entries.append(Entry(item: item, path: paths[index], file: files[index]))
                continue
            }
            if let clash = slugs.claim(claim.slug, for: files[index], at: claim.location) {
                outcome.diagnostics.append(clash)
            } else {
                outcome.entries.append(Entry(item: item, path: paths[index], file: files[index]))
            }
        }
        outcome.slugs = slugs
        return outcome
    }
}
