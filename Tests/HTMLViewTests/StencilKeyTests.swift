import Domain
@testable import HTMLView
import Testing

/// A stencil's key hashes one word folded from its shape, and still tells shapes apart by the
/// whole code.
@Suite struct StencilKeyTests {
    static let (prime, basis) = (FNV1a.prime, FNV1a.basis)

    /// The second word that makes `[first, second]` fold as `target` does (FNV-1a over two words
    /// is inverted: the prime is odd, so it has an inverse modulo 2⁶⁴).
    static func second(after first: Int, foldingTo target: UInt64) -> Int {
        var inverse = prime
        for _ in 0..<6 { inverse = inverse &* (2 &- prime &* inverse) }
        let beforeLast = target &* inverse
        return Int(bitPattern: UInt(beforeLast ^ ((basis ^ UInt64(bitPattern: Int64(first))) &* prime)))
    }

    @Test func shapesThatFoldAlike_areStillTwoKeys() {
        let target = ((Self.basis ^ 1) &* Self.prime ^ 2) &* Self.prime
        let other = [3, Self.second(after: 3, foldingTo: target)]
        let (one, two) = (StencilKey(template: .movieDetail, code: [1, 2]), StencilKey(template: .movieDetail, code: other))
        #expect(one.hashValue == two.hashValue)   // folded alike: the collision is real
        #expect(one != two)
        #expect(Set([one, two]).count == 2)
        var stencils: [StencilKey: Int] = [one: 1]
        stencils[two] = 2
        #expect(stencils[one] == 1 && stencils[two] == 2)
    }

    @Test func equalShapesOfOneTemplate_areOneKey() {
        #expect(StencilKey(template: .movieDetail, code: [4, 0, 7]) == StencilKey(template: .movieDetail, code: [4, 0, 7]))
        #expect(StencilKey(template: .movieDetail, code: [4, 0, 7]) != StencilKey(template: .contactPage, code: [4, 0, 7]))
        #expect(StencilKey(template: .movieDetail, code: [4, 0, 7]) != StencilKey(template: .movieDetail, code: [4, 7, 0]))
    }
}
