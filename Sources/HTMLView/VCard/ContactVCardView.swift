import Scenes

/// One contact's `.vcf` file: the card the ShowContact presenter prepared.
public struct ContactVCardView: Sendable {
    public init() {}

    public func render(_ viewModel: ShowContact.ViewModel) -> String {
        VCardWriter.text(viewModel.card)
    }
}
