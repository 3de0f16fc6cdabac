import Foundation

/// Whether a text holds some bytes, looked for as bytes. On Linux `String.contains("…")` goes
/// through Foundation's `NSString` search (with locale and options), which is slow for the
/// look-ups every deck file makes (`#` for tags, `$` for math); a byte search costs next to
/// nothing. The site's checker (`GeneratedLinks`) uses it too.
public enum ByteSearch {
    /// True when `needle` occurs in `text` (both as UTF-8; an empty needle always occurs).
    public static func contains(_ text: some StringProtocol, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in firstIndex(of: pattern, in: bytes) != nil }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// `text` with each occurrence of `needle` (from the left, none overlapping) replaced by
    /// `replacement`, by UTF-8 bytes: a needle is found even where a combining mark follows it,
    /// which `replacingOccurrences(of:with:)`, comparing composed characters, does not do.
    public static func replacing(_ needle: String, with replacement: String, in text: String) -> String {
        var text = text
        let pattern = Array(needle.utf8)
        return text.withUTF8 { bytes -> String in
            guard var found = firstIndex(of: pattern, in: bytes), !pattern.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            var cursor = 0
            while true {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<found]))
                result.append(contentsOf: replacement.utf8)
                cursor = found + pattern.count
                guard let next = firstIndex(of: pattern, in: bytes, from: cursor) else { break }
                found = next
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Where `needle` first occurs in `bytes` at or after `start`. Each candidate is found by
    /// its first byte with `memchr` (glibc's reads many bytes at a time: the `#` of a deck's
    /// every heading, the `<` of every comment) and compared whole with `memcmp`.
    public static func firstIndex(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start <= bytes.count ? start : nil }
        guard let base = bytes.baseAddress, start >= 0, bytes.count >= needle.count else { return nil }
        let last = bytes.count - needle.count
        var index = start
        while index <= last {
            guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + position, needle, needle.count) == 0 { return position }
            index = position + 1
        }
        return nil
    }

    /// Whether `bytes` hold `prefix` at `index` (false when it would run past their end).
    public static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index >= 0, index + count <= bytes.count else { return false }
        return count == 0 || memcmp(bytes.baseAddress! + index, prefix.utf8Start, count) == 0
    }
}
