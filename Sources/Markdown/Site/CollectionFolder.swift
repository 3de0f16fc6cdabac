import Domain

/// The Markdown files of one collection folder (`decks/`, `contacts/`, `movies/`), read one by
/// one with every error kept; each file's item must claim a slug no earlier file took.
struct CollectionFolder {
    let tree: FileSystemContentTree
    /// The folder below the content root.
    let directory: String
    /// "deck", "address book", "catalog", for messages.
    let kind: String

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
    }

    /// Reads every `*.md` file of the folder with `readFile(text, file, path)`.
    func read<Item>(
        displayPath: (String) -> String,
        slug: (Item) -> (slug: String, location: SourceLocation),
        readFile: (_ text: String, _ file: String, _ path: String) -> FileRead<Item>
    ) -> Outcome<Item> {
        var outcome = Outcome<Item>()
        var slugs = CollectionSlugs(kind: kind)
        for path in tree.markdownFiles(in: directory) {
            let file = displayPath(path)
            let text: String
            switch tree.text(of: path, file: file) {
            case .success(let decoded): text = decoded
            case .failure(let diagnostic):
                outcome.diagnostics.append(diagnostic)
                continue
            }
            let read = readFile(text, file, path)
            outcome.diagnostics += read.diagnostics
            outcome.media.formUnion(read.media)
            guard let item = read.item else { continue }
            let claim = slug(item)
            if let clash = slugs.claim(claim.slug, for: file, at: claim.location) {
                outcome.diagnostics.append(clash)
            } else {
                outcome.entries.append(Entry(item: item, path: path, file: file))
            }
        }
        return outcome
    }
}
