/// The rule for a phone number as people write it, shared by the content reader and the
/// add/edit use cases.
/// Digits with the usual visual separators: an optional leading `+`, then digits, spaces and
/// `-` `.` `(` `)` `/`, with at least three digits. Letters (`1-800-FLOWERS`) and extensions are
/// not accepted, so every number can become a `tel:` link.
public enum PhoneNumber {
    /// How the expected form is named in error messages.
    public static let expectedForm = "digits with optional + ( ) - . / and spaces, like +44 20 7946 0000"

    public static func isValid(_ text: String) -> Bool {
        let body = text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        let digits = body.filter { $0.isASCII && $0.isNumber }.count
        return digits >= 3 && digits <= 20
            && body.allSatisfy { ($0.isASCII && $0.isNumber) || " -.()/".contains($0) }
    }

    /// Only the digits, with the leading `+` of an international number kept: `+442079460000`.
    public static func digits(of text: String) -> String {
        guard text.isASCII else { return (text.hasPrefix("+") ? "+" : "") + text.filter { $0.isASCII && $0.isNumber } }
        // ASCII: each character is its byte (an accent after a digit would make it another character).
        let digits = text.utf8.filter(\.isASCIIDigit)
        return (text.utf8.first == UInt8(ascii: "+") ? "+" : "") + String(decoding: digits, as: UTF8.self)
    }
}
