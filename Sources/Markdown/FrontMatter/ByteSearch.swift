/// Whether a text holds some bytes, looked for as bytes. On Linux `String.contains("…")` goes
/// through Foundation's `NSString` search (with locale and options), which the profile of a deck
/// build showed at 7% of its time for the look-ups every deck file makes (`#` for tags, `$` for
/// math); a byte search costs next to nothing.
enum ByteSearch {
    /// True when `needle` occurs in `text` (both as UTF-8; an empty needle always occurs).
    static func contains(_ text: some StringProtocol, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            guard bytes.count >= pattern.count else { return false }
            var index = 0
            let last = bytes.count - pattern.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                index += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(search)
    }
}
