import Scenes

/// An address book's `.vcf` file: every card the ListContacts presenter prepared, in list order.
public struct AddressBookVCardView: Sendable {
    public init() {}

    public func render(_ viewModel: ListContacts.ViewModel) -> String {
        VCardWriter.text(viewModel.cards)
    }
}
