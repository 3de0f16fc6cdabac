import Scenes

/// An address book's `.vcf` file: every card the ListContacts presenter prepared
/// (`presentCards`), in list order.
public struct AddressBookVCardView: Sendable {
    public init() {}

    public func render(_ cards: [VCard]) -> String {
        VCardWriter.text(cards)
    }
}
