import Domain

/// The address books the build reads from `Content/contacts/*.md`, held in memory.
/// `SiteContentReader` reads them once with `read(from:displayPath:)`, together with the rest
/// of the content, so every error in the site is reported in one pass. The command line's add
/// and edit go through `MarkdownContactFileStore` instead, which reads and writes the files.
public struct MarkdownContactStore: ContactStore {
    private let books: [AddressBook]

    init(books: [AddressBook]) {
        self.books = books.sorted { $0.id < $1.id }
    }

    public func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook] { books }

    struct Outcome {
        var books: [AddressBook] = []
        /// Each book's file below the content root (`contacts/people.md`) and its read entries.
        var files: [AddressBook.ID: BookFile] = [:]
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// Where a book came from, for the writer.
    struct BookFile {
        let contentPath: String
        let entries: [EntryDraft]
    }

    /// The folder of address books, below the content root.
    static let folder = "contacts"

    /// Reads every `contacts/*.md` file, reporting all errors across all of them.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String, partCache: PartCache? = nil) -> Outcome {
        let reader = AddressBookReader(tree: tree, partCache: partCache)
        let folder = CollectionFolder(tree: tree, directory: folder, kind: "address book")
            .read(displayPath: displayPath, slug: { ($0.book.id.slug, $0.book.location) }) { text, file, path in
                let read = reader.read(text, file: file, contentPath: path)
                return .init(item: read.book.map { (book: $0, entries: read.entries) }, media: read.media, diagnostics: read.diagnostics)
            }
        var outcome = Outcome(books: folder.entries.map(\.item.book), media: folder.media, diagnostics: folder.diagnostics)
        for entry in folder.entries {
            outcome.files[entry.item.book.id] = BookFile(contentPath: entry.path, entries: entry.item.entries)
        }
        return outcome
    }
}
