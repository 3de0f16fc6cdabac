import Scenes

/// One contact's `.vcf` file: the card the ShowContact presenter prepared (`presentCard`).
public struct ContactVCardView: Sendable {
    public init() {}

    public func render(_ card: VCard) -> String {
        VCardWriter.text(card)
    }
}
