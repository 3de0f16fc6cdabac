import Scenes

/// An address book's `.vcf` file: every card the ListContacts presenter prepared, in list order.
public struct AddressBookVCardView: ListContactsDisplayLogic {
    private let sink: any PageSink

    public init(sink: any PageSink) {
        self.sink = sink
    }

    public func displayContacts(_ viewModel: ListContacts.ViewModel) throws {
        try sink.write(VCardWriter.text(viewModel.cards))
    }
}
