import Domain
import FileSafety
import Foundation

/// The editable contact store the command line uses: reads `contacts/*.md` from the content
/// directory on every fetch and writes changes back as Markdown, without building the site.
///
/// Writes are careful: the book file must read without errors first; only the lines of the
/// contact being added or edited change (`ContactFileEditor`); the new text must read back as
/// exactly the requested contact before anything is written; the file is replaced atomically
/// (`AtomicFile`), never outside the content directory's `contacts/` folder; and each change
/// holds a lock on the content directory from reading to writing, so two edits at once both land.
/// The books are read several times in one command, each time through one `PartCache`, so a part
/// whose bytes did not change is parsed once.
public struct MarkdownContactFileStore: EditableContactStore {
    private let root: URL
    private let displayRoot: String
    let parts = PartCache()

    /// - Parameters:
    ///   - contentDirectory: the content directory (`Content`).
    ///   - displayPath: how to name it in messages, as the user typed it.
    public init(contentDirectory: URL, displayPath: String) {
        root = contentDirectory
        displayRoot = displayPath.hasSuffix("/") ? String(displayPath.dropLast()) : displayPath
    }

    public func fetchAddressBooks() throws(ContactStoreError) -> [AddressBook] {
        let outcome = readAll()
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw .invalidContent(ContentErrors(errors)) }
        return outcome.books.sorted { $0.id < $1.id }
    }

    public func add(_ contact: ContactDraft, to requested: AddressBook.ID) throws(ContactStoreError) -> Contact.ID {
        let book = try Self.bookSlug(requested)
        let lock = try lockContent()
        defer { lock.release() }
        let outcome = readAll()
        let existing = outcome.files[book]
        let path = existing?.contentPath ?? "\(MarkdownContactStore.folder)/\(book.slug).md"
        try checkReadable(path, in: outcome)
        let id = Contact.ID(Slug.make(fromFileName: contact.name))
        guard !id.slug.isEmpty else {
            throw .writeFailed("the name \"\(contact.name)\" gives an empty URL slug; include letters or digits")
        }
        if existing?.entries.contains(where: { Slug.make(fromFileName: $0.name) == id.slug }) == true {
            throw .contactAlreadyExists(id, in: book)
        }
        let text = existing == nil ? "# \(AddressBookTitle.make(from: book))\n" : try read(path)
        var editor = try makeEditor(text, path: path)
        editor.append(name: contact.name, fields: ContactFieldLines(contact.fields))
        try verify(editor.text, path: path, id: id, name: contact.name, changes: contact.fields)
        try write(editor.text, to: path)
        return id
    }

    /// The book `requested` names, when it is written as its file's slug is (`друзья`, in NFC): a
    /// name that is not (`Друзья`, `á`, whose slugs are `друзья` and `a`) would name a file the
    /// book is never read back from, and a second add would replace what the first wrote.
    static func bookSlug(_ requested: AddressBook.ID) throws(ContactStoreError) -> AddressBook.ID {
        let slug = Slug.make(fromFileName: requested.slug + ".md")
        guard requested.isWellFormed, !slug.isEmpty else {
            throw .writeFailed("address book name '\(requested)' must be letters (of any script), digits and single hyphens, such as 'people'")
        }
        guard slug == requested.slug else {
            throw .writeFailed("address book name '\(requested)' is not how its URL writes it; use --book \(slug)")
        }
        return AddressBook.ID(slug)
    }

    public func update(_ id: Contact.ID, in requested: AddressBook.ID, with changes: ContactChanges) throws(ContactStoreError) {
        let book = try Self.bookSlug(requested)
        let lock = try lockContent()
        defer { lock.release() }
        let outcome = readAll()
        guard let file = outcome.files[book] else {
            try checkReadable("\(MarkdownContactStore.folder)/\(book.slug).md", in: outcome)
            throw .addressBookNotFound(book)
        }
        try checkReadable(file.contentPath, in: outcome)
        guard let entry = file.entries.first(where: { Slug.make(fromFileName: $0.name) == id.slug }) else {
            throw .contactNotFound(id, in: book)
        }
        var editor = try makeEditor(try read(file.contentPath), path: file.contentPath)
        editor.update(entry, with: ContactFieldLines(changes))
        try verify(editor.text, path: file.contentPath, id: id, name: entry.name, changes: changes)
        try write(editor.text, to: file.contentPath)
    }

    /// Waits for any other edit of this content directory to finish, then holds it.
    private func lockContent() throws(ContactStoreError) -> DirectoryLock {
        try checkContentDirectory()
        do {
            return try DirectoryLock.acquireBlocking(root)
        } catch {
            throw .writeFailed(error.description)
        }
    }

    private func checkContentDirectory() throws(ContactStoreError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .writeFailed("content directory '\(displayRoot)' does not exist")
        }
    }

    // MARK: Reading

    private var tree: FileSystemContentTree { FileSystemContentTree(root: root) }

    private func display(_ path: String) -> String {
        displayRoot.isEmpty ? path : "\(displayRoot)/\(path)"
    }

    private func readAll() -> MarkdownContactStore.Outcome {
        MarkdownContactStore.read(from: tree, displayPath: display, partCache: parts)
    }

    /// Refuses to touch a file that has errors: its lines would not be where the editor expects them.
    private func checkReadable(_ path: String, in outcome: MarkdownContactStore.Outcome) throws(ContactStoreError) {
        let errors = outcome.diagnostics.filter { $0.severity == .error && $0.location.file == display(path) }
        guard errors.isEmpty else { throw .invalidContent(ContentErrors(errors)) }
    }

    private func read(_ path: String) throws(ContactStoreError) -> String {
        switch tree.text(of: path, file: display(path)) {
        case .success(let text): return text
        case .failure(let diagnostic): throw .invalidContent(ContentErrors([diagnostic]))
        }
    }

    private func makeEditor(_ text: String, path: String) throws(ContactStoreError) -> ContactFileEditor {
        do {
            return try ContactFileEditor(text: text)
        } catch {
            throw .writeFailed("\(display(path)) has line breaks other than LF or CRLF (a lone CR, form feed or Unicode line separator); save it with ordinary line breaks first")
        }
    }

    /// Reads `text` back as the book and checks it gives the contact exactly as requested.
    private func verify(_ text: String, path: String, id: Contact.ID, name: String, changes: ContactChanges) throws(ContactStoreError) {
        let read = AddressBookReader(tree: tree, partCache: parts).read(text, file: display(path), contentPath: path)
        let errors = [ContentFile.noncharacterProblem(in: text, file: display(path))].compactMap { $0 } + read.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw .writeFailed("the change would not read back cleanly, so nothing was written:\n" + ContentErrors(errors).description)
        }
        guard let contact = read.book?.contacts.first(where: { $0.id == id }), contact.name == name,
              ContactFileStoreCheck(changes).matches(contact) else {
            throw .writeFailed("the change would not read back as written (a value Markdown would change?), so nothing was written")
        }
    }

    // MARK: Writing

    private func write(_ text: String, to path: String) throws(ContactStoreError) {
        let folder = root.appendingPathComponent(MarkdownContactStore.folder, isDirectory: true)
        try checkContentDirectory()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            if !FileManager.default.fileExists(atPath: folder.path) {
                throw .writeFailed("cannot create \(display(MarkdownContactStore.folder)): \(error.localizedDescription)")
            }
        }
        let resolvedRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
        let resolvedFolder = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let name = String(path.split(separator: "/").last ?? "")
        guard resolvedFolder.hasPrefix(resolvedRoot + "/"), path == "\(MarkdownContactStore.folder)/\(name)", name.hasSuffix(".md"), !name.hasPrefix(".") else {
            throw .writeFailed("refusing to write \(display(path)): it is outside \(display(MarkdownContactStore.folder))")
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: folder.appendingPathComponent(name))
        } catch {
            throw .writeFailed("cannot write \(display(path)): \(error)")
        }
    }
}
