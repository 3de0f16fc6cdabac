import Foundation
#if os(Linux) && canImport(_FoundationICU)
import _FoundationICU
#endif

/// A string's place in a language's dictionary order, computed once: two keys compare as their
/// bytes, which is how ICU's collator compares the strings themselves (its sort keys). A
/// listing computes one key per name or title, then sorts by bytes, instead of asking for a
/// comparison on each of its n log n steps (each a slow call through Foundation).
/// Several strings make one key, the first deciding and the next breaking its ties: each string's
/// key ends in the one zero byte it holds, so a name that is a prefix of another sorts first.
struct CollationKey: Comparable, Sendable {
    let bytes: [UInt8]

    static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        let order = lhs.bytes.withUnsafeBufferPointer { left in
            rhs.bytes.withUnsafeBufferPointer { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return Int32(0) }
                return memcmp(left, right, min(lhs.bytes.count, rhs.bytes.count))
            }
        }
        return order != 0 ? order < 0 : lhs.bytes.count < rhs.bytes.count
    }
}

#if os(Linux) && canImport(_FoundationICU)
/// One ICU collator for one batch of keys: the library Foundation's own comparisons use, at the
/// strength of `String.compare(_:options: .caseInsensitive, locale:)` (accents count, case does
/// not, canonically equivalent spellings are equal). Foundation compares from the first
/// character two strings do not share; the collator weighs whole strings, which is the
/// dictionary's order where the two part (docs/PERFORMANCE.md). Not shared between threads.
/// (Linked on Linux only: Package.swift names the library for Linux.)
final class Collator {
    private let collator: OpaquePointer?
    private var utf16: [UInt16] = []
    private var buffer = [UInt8](repeating: 0, count: 256)

    /// The collator of `locale`'s language; ICU's root order for a language it does not know.
    init(locale: Locale) {
        var status = U_ZERO_ERROR
        var opened = swift_ucol_open(locale.identifier, &status)
        if status.rawValue > U_ZERO_ERROR.rawValue {
            status = U_ZERO_ERROR
            opened = swift_ucol_open("", &status)
        }
        if let opened {
            swift_ucol_setAttribute(opened, UCOL_STRENGTH, UCOL_SECONDARY, &status)
            swift_ucol_setAttribute(opened, UCOL_NORMALIZATION_MODE, UCOL_ON, &status)
        }
        collator = opened
    }

    deinit {
        if let collator { swift_ucol_close(collator) }
    }

    /// The key of `strings`, the first deciding.
    func key(_ strings: [String]) -> CollationKey {
        var bytes: [UInt8] = []
        for string in strings { append(string, to: &bytes) }
        return CollationKey(bytes: bytes)
    }

    private func append(_ string: String, to bytes: inout [UInt8]) {
        if let collator {
            utf16.removeAll(keepingCapacity: true)
            utf16.append(contentsOf: string.utf16)
            while true {
                let length = utf16.withUnsafeBufferPointer { text in
                    buffer.withUnsafeMutableBufferPointer { key in
                        Int(swift_ucol_getSortKey(collator, text.baseAddress, Int32(text.count), key.baseAddress, Int32(key.count)))
                    }
                }
                if length > buffer.count {
                    buffer = [UInt8](repeating: 0, count: length)   // the length it needs: the second call fits
                    continue
                }
                // A key ends in its one zero byte; 0 means ICU failed, and the plain key follows.
                if length > 0, buffer[length - 1] == 0 {
                    bytes += buffer[0..<length]
                    return
                }
                break
            }
        }
        // No collation data: lower-cased bytes without zeros, then the zero, still one total order.
        bytes += string.lowercased().utf8.filter { $0 != 0 }
        bytes.append(0)
    }
}
#endif
