import Scenes

/// One contact's `.vcf` file: writes the card the ShowContact presenter prepared.
public struct ContactVCardView: ShowContactDisplayLogic {
    private let sink: any PageSink

    public init(sink: any PageSink) {
        self.sink = sink
    }

    public func displayContact(_ viewModel: ShowContact.ViewModel) throws {
        try sink.write(VCardWriter.text(viewModel.card))
    }
}
