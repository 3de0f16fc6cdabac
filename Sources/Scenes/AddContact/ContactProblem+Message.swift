import Domain

extension ContactProblem {
    /// The problem in words, as the command line prints it (after `error: `).
    var message: String {
        switch self {
        case .emptyName:
            "the contact needs a name, such as \"Ada Lovelace\""
        case .notOneLine(let field):
            "\(field) must be a single line"
        case .malformed(let field, let value, let expected):
            "malformed \(field) '\(value)': expected \(expected)"
        case .invalidBookName(let name):
            "address book name '\(name)' must be letters (of any script), digits and single hyphens, such as 'people' or 'друзья'"
        case .nothingToChange:
            "nothing to change: give at least one field option, such as --email"
        case .bookNotFound(let book):
            "there is no address book '\(book)'"
        case .contactNotFound(let id, let book?):
            "there is no contact '\(id)' in address book '\(book)'"
        case .contactNotFound(let id, nil):
            "there is no contact '\(id)' in any address book"
        case .contactInSeveralBooks(let id, let books):
            "contact '\(id)' is in several address books (\(books.map(\.slug).joined(separator: ", "))); choose one with --book"
        case .alreadyExists(let name, let id, let book):
            "address book '\(book)' already has a contact named \"\(name)\" ('\(id)'); edit it with 'site contacts edit \(id)'"
        case .invalidContent(let errors):
            "the address book has errors; fix them first:\n" + errors.description
        case .writeFailed(let message):
            message
        }
    }
}
