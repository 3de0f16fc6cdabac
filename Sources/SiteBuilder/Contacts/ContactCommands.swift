import Domain
import Foundation
import Markdown
import Scenes

/// The composition root of `site contacts add` and `site contacts edit`: wires the AddContact or
/// EditContact scene to the Markdown contact files of a content directory; the command line prints
/// the outcome.
/// The site is not built; only the one address book file changes.
public struct ContactCommands: Sendable {
    private let store: any EditableContactStore

    /// - Parameters:
    ///   - content: the content directory (`Content`).
    ///   - contentDisplayPath: how to name it in messages, as the user typed it.
    public init(content: URL, contentDisplayPath: String) {
        store = MarkdownContactFileStore(contentDirectory: content, displayPath: contentDisplayPath)
    }

    /// Adds a contact named `name` to `book` (default: the only book, else `people`).
    public func add(name: String, fields: ContactChanges, book: String?) -> ContactCommandResult {
        let request = AddContact.Request(draft: ContactDraft(name: name, fields: fields), book: book.map(AddressBook.ID.init))
        return AddContactPresenter().present(AddContactInteractor(store: store).addContact(request))
    }

    /// Sets `changes` on the contact `contact` (a slug such as `ada-lovelace`) in `book`, or in
    /// the one book that holds it.
    public func edit(contact: String, changes: ContactChanges, book: String?) -> ContactCommandResult {
        let request = EditContact.Request(contactID: Contact.ID(contact), book: book.map(AddressBook.ID.init), changes: changes)
        return EditContactPresenter().present(EditContactInteractor(store: store).editContact(request))
    }
}

/// What `site contacts add` or `edit` did, worded for the terminal: lines for standard output when
/// it succeeded, else for standard error.
public typealias ContactCommandResult = CommandOutcome
