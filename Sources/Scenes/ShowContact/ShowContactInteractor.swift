import Domain

/// Looks one contact of an address book up.
public struct ShowContactInteractor: SceneInteractor {
    public init() {}

    public func respond(to request: ShowContact.Request, in site: SiteSnapshot) throws -> ShowContact.Response {
        let directory = try site.addressBook(request.bookID)
        return ShowContact.Response(book: directory.book.heading, contact: try directory.contact(request.contactID))
    }
}
