import Domain

/// The address books the build reads from `Content/contacts/*.md`, held in memory.
///
/// `SiteContentReader` reads them once with `read(from:displayPath:)`, together with the rest
/// of the content, so every error in the site is reported in one pass. The command line's add
/// and edit go through `MarkdownContactFileStore` instead, which reads and writes the files.
public struct MarkdownContactStore: ContactStore {
    private let books: [AddressBook]

    init(books: [AddressBook]) {
        self.books = books.sorted { $0.id < $1.id }
    }

    public func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook] { books }

    public func fetchAddressBook(id: AddressBook.ID) throws(ContactStoreError) -> AddressBook {
        guard let book = books.first(where: { $0.id == id }) else { throw .addressBookNotFound(id) }
        return book
    }

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
        let displayPath: String
        let entries: [EntryDraft]
    }

    /// Reads every `contacts/*.md` file, reporting all errors across all of them.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String) -> Outcome {
        var outcome = Outcome()
        let reader = AddressBookReader(tree: tree)
        var slugs = CollectionSlugs(kind: "address book")
        for path in tree.markdownFiles(in: "contacts") {
            let file = displayPath(path)
            let text: String
            switch tree.text(of: path, file: file) {
            case .success(let decoded): text = decoded
            case .failure(let diagnostic):
                outcome.diagnostics.append(diagnostic)
                continue
            }
            let read = reader.read(text, file: file, contentPath: path)
            outcome.diagnostics += read.diagnostics
            outcome.media.formUnion(read.media)
            guard let book = read.book else { continue }
            if let clash = slugs.claim(book.id.slug, for: file, at: book.location) {
                outcome.diagnostics.append(clash)
            } else {
                outcome.files[book.id] = BookFile(contentPath: path, displayPath: file, entries: read.entries)
                outcome.books.append(book)
            }
        }
        return outcome
    }
}
