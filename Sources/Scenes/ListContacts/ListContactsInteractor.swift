import Domain

/// Looks an address book up, its contacts already in list order (see `ContactDirectory`).
public struct ListContactsInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ListContacts.Request, in site: SiteSnapshot) throws -> ListContacts.Response {
        let directory = try site.addressBook(request.bookID)
        return ListContacts.Response(book: directory.book, contacts: directory.contacts)
    }
}
