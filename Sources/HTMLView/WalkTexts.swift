/// A page's texts as its shape walk finds them (`TemplateShape.Walk`), for its stencil to place
/// (`PageStencil.render`): their bytes one after the other, and where each ends.
/// Bytes, not `String`s: a text kept as a `String` counted a reference when the walk kept it
/// and again when the stencil placed it, twice for each of the hundred-odd texts of a page. A
/// large text (`largeText` bytes or more: a deck page's cards, 8 MB) is kept as it is instead,
/// its range in the bytes empty, so that it is copied once, into the page.
struct WalkTexts: Equatable {
    private(set) var bytes: [UInt8] = []
    /// Where each text ends in `bytes`.
    private(set) var ends: [Int] = []
    /// The large texts, by their number.
    private(set) var large: [Int: String] = [:]
    /// How many bytes the texts are, the large ones with them.
    private(set) var byteCount = 0

    static let largeText = 64 * 1024

    /// How many texts there are.
    var count: Int { ends.count }

    /// Adds a text, by its UTF-8 bytes.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
        ends.append(bytes.count)
        byteCount += text.count
    }

    /// Adds a text as it is (one of `largeText` bytes or more).
    mutating func append(large text: String) {
        large[ends.count] = text
        ends.append(bytes.count)
        byteCount += text.utf8.count
    }

    /// Calls `body` with the bytes and the ends, to read texts without copying them
    /// (`text(_:in:ends:)`; a large text is `large`'s).
    func withTexts<Result>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in ends.withUnsafeBufferPointer { ends in body(bytes, ends) } }
    }

    /// Text `index`'s bytes, in what `withTexts` gives (none, for a large text).
    static func text(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
    }
}
