import Domain

/// Reads one address book file: front matter, title, introduction and one contact per `## name`.
struct AddressBookReader {
    let tree: any ContentTree
    var partCache: PartCache?
    /// How a large address book is cut for reading on several cores (`EntryParts`); tests cut small ones.
    var parts = EntryParts.standardCutting

    struct Outcome {
        var book: AddressBook?
        /// Every entry that became a contact, in file order, with its field-line positions (the writer edits by them).
        var entries: [EntryDraft] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    static let frontMatterKeys = ["title", "description"]

    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the path shown in diagnostics.
    ///   - contentPath: the path below the content root, such as `contacts/people.md`.
    func read(_ text: String, file: String, contentPath: String) -> Outcome {
        var outcome = Outcome()
        let reader = EntryCollectionReader(tree: tree, parts: parts, partCache: partCache)
        let (read, splitErrors) = reader.read(text, file: file, contentPath: contentPath)
        outcome.diagnostics += splitErrors
        guard var collection = read else { return outcome }
        let title = collection.frontMatter.string("title")
        let summary = collection.frontMatter.string("description")
        collection.frontMatter.ignoreUnknownKeys(warningAboutTyposOf: AddressBookReader.frontMatterKeys)
        outcome.diagnostics += collection.frontMatter.diagnostics + collection.diagnostics
        outcome.media = collection.media

        // Every entry made into a contact, a part per core (and, in `site serve`, the contacts of
        // the parts that did not change taken from the last build); then, in file order, an
        // entry whose name's URL an earlier one took is an error instead.
        let built = reader.items(of: collection, by: ContactBuilder.self, file: file, contentPath: contentPath) { ContactBuilder(entry: $0).build() }
        var contacts: [Contact] = []
        var firstEntry: [String: EntryDraft] = [:]
        for (entry, (contact, diagnostics)) in zip(collection.entries, built) {
            let slug = Slug.make(fromFileName: entry.name)
            if !slug.isEmpty, let earlier = firstEntry[slug] {
                outcome.diagnostics.append(.error(
                    at: entry.location,
                    "contact \"\(entry.name)\" has the same URL (\(slug)) as \"\(earlier.name)\" on line \(earlier.location.line)"
                        + (entry.name.isOtherNormalization(of: earlier.name) ? " (the same text, in two Unicode normalizations, NFC and NFD)" : "")
                        + "; make the names differ"
                ))
                continue
            }
            if !slug.isEmpty { firstEntry[slug] = entry }
            outcome.diagnostics += diagnostics
            guard let contact else { continue }
            contacts.append(contact)
            outcome.entries.append(entry)
        }
        let fileName = String(contentPath.split(separator: "/").last ?? "")
        let stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        let location = SourceLocation(file: file, line: 1, column: 1)
        if collection.entryCount == 0 {
            outcome.diagnostics.append(.warning(at: location, "address book has no contacts yet; start each one with a '## Name' heading"))
        }
        outcome.book = AddressBook(
            id: AddressBook.ID(Slug.make(fromFileName: fileName)),
            title: title ?? collection.title?.nonEmpty ?? stem,
            summary: summary?.nonEmpty,
            introduction: collection.introduction,
            contacts: contacts,
            location: location
        )
        return outcome
    }
}
