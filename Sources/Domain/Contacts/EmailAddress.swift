/// The rule for an e-mail address, shared by the content reader and the add/edit use cases so
/// both accept exactly the same addresses.
/// A pragmatic check, not RFC 5322: one `@`, a local part of letters, digits and
/// ``!#$%&'*+/=?^_`{|}~.-`` (no leading, trailing or doubled dot), and a domain of two or more
/// dot-separated labels of letters, digits and inner hyphens. Nothing that could break a
/// `mailto:` link, a Markdown line or a vCard line gets through.
public enum EmailAddress {
    /// How the expected form is named in error messages.
    public static let expectedForm = "an address like name@example.org"

    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let (local, domain) = (parts[0], parts[1])
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return !local.isEmpty && local.utf8.count <= 64
            && !local.hasPrefix(".") && !local.hasSuffix(".") && !local.contains("..")
            && local.unicodeScalars.allSatisfy(isLocalCharacter)
            && labels.count >= 2 && labels.allSatisfy(isDomainLabel)
    }

    private static func isLocalCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isAlphanumeric(scalar) || "!#$%&'*+/=?^_`{|}~.-".unicodeScalars.contains(scalar)
    }

    private static func isDomainLabel(_ label: Substring) -> Bool {
        !label.isEmpty && label.utf8.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
            && label.unicodeScalars.allSatisfy { isAlphanumeric($0) || $0 == "-" }
    }

    /// Letters and digits of any script (internationalised addresses), never punctuation or space.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII (nearly every address): the letters and digits, without asking the Unicode tables.
        if scalar.isASCII { return UInt8(scalar.value).isASCIILetter || UInt8(scalar.value).isASCIIDigit }
        return isAlphanumericByProperties(scalar)
    }

    static func isAlphanumericByProperties(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
    }
}
