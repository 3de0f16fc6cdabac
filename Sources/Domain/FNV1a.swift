/// FNV-1a over 64 bits: a hash that is the same in every process (Swift's `Hasher` is seeded
/// anew in each) and cheap on short inputs: where a catalog is cut into parts, a card's
/// identity, a stencil's key (whose collisions cost a comparison).
@frozen public struct FNV1a {
    // Constants spelled in place (a `static let` is reached through its one-time initializer).
    @inlinable public static var basis: UInt64 { 0xcbf2_9ce4_8422_2325 }
    @inlinable public static var prime: UInt64 { 0x100_0000_01b3 }

    @usableFromInline var state = FNV1a.basis

    @inlinable public init() {}

    /// The hash of everything added so far.
    @inlinable public var value: UInt64 { state }

    @inlinable public mutating func add(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* FNV1a.prime
    }

    /// A whole word at once (not its bytes one by one).
    @inlinable public mutating func add(word: UInt64) {
        state = (state ^ word) &* FNV1a.prime
    }
}
