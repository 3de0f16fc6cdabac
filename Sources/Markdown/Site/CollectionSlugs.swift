import Domain

/// The slugs of one kind of collection file (decks, address books, catalogs) claimed so far:
/// each file name must give a non-empty slug that no earlier file took.
struct CollectionSlugs {
    /// "deck", "address book", "catalog".
    let kind: String
    private var owners: [String: String] = [:]

    init(kind: String) {
        self.kind = kind
    }

    /// The file that took `slug`, if any.
    func owner(of slug: String) -> String? { owners[slug] }

    /// Claims `slug` for `file`; returns the error when it is empty or already taken.
    mutating func claim(_ slug: String, for file: String, at location: SourceLocation) -> Diagnostic? {
        if slug.isEmpty {
            return .error(at: location, "file name gives an empty \(kind) slug; use letters or digits in the name")
        }
        if let owner = owners[slug] {
            let same = file.isOtherNormalization(of: owner) ? " (the two names are the same text, in two Unicode normalizations, NFC and NFD)" : ""
            return .error(at: location, "\(kind) slug \"\(slug)\" is already used by \(owner)\(same); rename one of the files")
        }
        owners[slug] = file
        return nil
    }
}
