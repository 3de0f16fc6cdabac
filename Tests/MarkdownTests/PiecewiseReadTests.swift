import Foundation
import TestSupport
import Testing
@testable import Markdown

/// A large file read and checked in pieces on every core reads and checks as it would in one go.
@Suite struct PiecewiseReadTests {
    /// Characters of one to four bytes, so that every kind of character falls across a cut.
    static let characters: [String] = ["a", "\n", "é", "ß", "€", "中", "😀", "𝄞"]

    /// The pieces are valid exactly when the whole is: for valid texts with characters of every
    /// length across the cuts, and for the same texts with a byte changed, cut, or a run of
    /// continuation bytes put in, at every number of pieces.
    @Test func piecesAreValid_exactlyWhenTheWholeIs() {
        var random = SeededRandom(seed: 7)
        for round in 0..<400 {
            let text = (0..<Int.random(in: 4...90, using: &random)).map { _ in Self.characters.randomElement(using: &random)! }.joined()
            var bytes = Array(text.utf8)
            switch round % 4 {
            case 1: bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0x80...0xFF, using: &random)
            case 2: bytes.removeLast(Int.random(in: 1...min(3, bytes.count - 1), using: &random))
            case 3: bytes.insert(contentsOf: [0x80, 0x80, 0x80, 0x80], at: Int.random(in: 0...bytes.count, using: &random))
            default: break
            }
            let whole = String(validating: bytes, as: UTF8.self) != nil
            for pieces in 1...9 {
                let checked = bytes.withUnsafeBufferPointer { PiecewiseRead.isValidUTF8($0, pieces: pieces) }
                #expect(checked == whole, "round \(round), \(pieces) pieces: \(bytes)")
            }
        }
    }

    /// A file is read whole in any number of pieces; one that is shorter than the buffer (it
    /// shrank after it was measured) is not, and the caller reads it again in one go.
    @Test func aFileIsReadWhole_inPieces_andAShorterOneIsNot() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var random = SeededRandom(seed: 11)
        let bytes = (0..<10_007).map { _ in UInt8.random(in: 0...255, using: &random) }
        let path = folder.url.appendingPathComponent("catalog.md").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        for pieces in [1, 2, 3, 16] {
            var read = [UInt8](repeating: 0, count: bytes.count)
            let whole = read.withUnsafeMutableBufferPointer { PiecewiseRead.fill($0, from: descriptor, pieces: pieces) }
            #expect(whole && read == bytes, "\(pieces) pieces")
            var longer = [UInt8](repeating: 0, count: bytes.count + 1)
            #expect(!longer.withUnsafeMutableBufferPointer { PiecewiseRead.fill($0, from: descriptor, pieces: pieces) })
        }
    }
}
