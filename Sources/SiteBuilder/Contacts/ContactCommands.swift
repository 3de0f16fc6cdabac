import Domain
import Foundation
import Markdown
import Scenes

/// The composition root of `site contacts add` and `site contacts edit`: wires the AddContact or
/// EditContact scene to the Markdown contact files of a content directory and a terminal view.
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
        let output = ContactCommandOutput()
        let interactor = AddContactInteractor(store: store, presenter: AddContactPresenter(display: output))
        interactor.addContact(AddContact.Request(draft: ContactDraft(name: name, fields: fields), book: book.map(AddressBook.ID.init)))
        return output.result
    }

    /// Sets `changes` on the contact `contact` (a slug such as `ada-lovelace`) in `book`, or in
    /// the one book that holds it.
    public func edit(contact: String, changes: ContactChanges, book: String?) -> ContactCommandResult {
        let output = ContactCommandOutput()
        let interactor = EditContactInteractor(store: store, presenter: EditContactPresenter(display: output))
        interactor.editContact(EditContact.Request(contactID: Contact.ID(contact), book: book.map(AddressBook.ID.init), changes: changes))
        return output.result
    }
}
