/// Text from content or file names made safe to print on one terminal line.
/// Control characters (ANSI escape sequences, newlines that would forge a second diagnostic,
/// carriage returns that would overwrite one), bidirectional overrides and other invisible format
/// characters are shown as escapes (`\n`, `\u{1B}`); everything else prints as it is.
public enum Printable {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and format characters (bidi overrides, zero-width joiners).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: true
        default: scalar.properties.generalCategory == .format && scalar.value != 0x200C && scalar.value != 0x200D
        }
    }
}
