import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A large file read and checked as UTF-8 in pieces, one piece a part of `ConcurrentMap`, on
/// every core: a catalog of 100,000 movies is one 150 MB file, and reading it, then checking it
/// byte by byte, on one core leaves the others waiting. (The `String` made of the bytes still
/// checks them once more, on one core: the standard library has no public way to skip it.)
enum PiecewiseRead {
    /// Files of at least this many bytes are read and checked in pieces; smaller ones in one go.
    static let minimumBytes = 4 << 20

    /// Reads the file `descriptor` into `buffer`, each piece at its own offset (`pread`) on its
    /// own core; true when every piece was read whole. False when the file ended before one
    /// (it shrank while being read) or a read failed: the caller reads it again in one go, which
    /// then says what happened.
    static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, pieces: Int = ConcurrentMap.parts) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        nonisolated(unsafe) let start = base
        let count = buffer.count
        let length = (count + pieces - 1) / pieces
        return ConcurrentMap.map(pieces) { piece in
            var done = min(piece * length, count)
            let end = min(done + length, count)
            while done < end {
                let read = pread(descriptor, start + done, end - done, off_t(done))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return false }
                done += read
            }
            return true
        }.allSatisfy { $0 }
    }

    /// True when `bytes` are valid UTF-8, checked in pieces on every core. Each piece but the
    /// first starts at a byte that is not a continuation byte (`10xxxxxx`), looked for at most
    /// three bytes back: in valid UTF-8 such a byte starts a character, so the pieces are valid
    /// exactly when the whole is (valid pieces make a valid whole; a whole whose every cut needs
    /// a fourth continuation byte in a row is invalid, and so is the piece that starts there).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int = ConcurrentMap.parts) -> Bool {
        // Pieces of four bytes or more: backing off three never reaches the cut before.
        guard pieces > 1, bytes.count >= 4 * pieces else { return isValid(bytes) }
        let length = bytes.count / pieces
        var cuts = [0]
        for piece in 1..<pieces {
            var cut = piece * length
            for _ in 0..<3 where isContinuation(bytes[cut]) { cut -= 1 }
            cuts.append(cut)
        }
        cuts.append(bytes.count)
        let ends = cuts
        nonisolated(unsafe) let whole = bytes
        return ConcurrentMap.map(pieces) { piece in
            isValid(UnsafeBufferPointer(rebasing: whole[ends[piece]..<ends[piece + 1]]))
        }.allSatisfy { $0 }
    }

    private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (try? UTF8Span(validating: bytes.span)) != nil
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0b1100_0000 == 0b1000_0000
    }
}
