/// A field's HTML read as text, as Anki's templates read it: for `{{text:F}}` and to tell whether a
/// field is empty for `{{#F}}`, `{{^F}}` and the cards a note makes.
public enum AnkiFieldText {
    /// The text without tags, with character references decoded.
    static func plain(_ html: String) -> String {
        HTMLEntities.decoded(String(decoding: withoutTags(html), as: UTF8.self))
    }

    /// The HTML's bytes without its tags, each from a `<` to the next `>`. Read as UTF-8, so a tag
    /// ends at its `>` even where a combining mark follows (one character to Swift).
    public static func withoutTags(_ html: String) -> [UInt8] {
        var html = html
        return html.withUTF8 { bytes in
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            var inTag = false
            for byte in bytes {
                if inTag {
                    inTag = byte != UInt8(ascii: ">")
                } else if byte == UInt8(ascii: "<") {
                    inTag = true
                } else {
                    text.append(byte)
                }
            }
            return text
        }
    }

    /// Anki's rule (`field_is_empty`): empty when it holds nothing but ASCII whitespace and
    /// `<br>` or `<div>` tags (opening or closing, `<br/>`, `<BR />`). Any other tag counts as
    /// content (`<b></b>`, `<div class=x>`), and so does `&nbsp;`.
    static func isEmpty(_ html: String) -> Bool {
        var bytes = Substring(html).utf8
        while let byte = bytes.first {
            if [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(byte) {
                bytes = bytes.dropFirst()
            } else if byte == UInt8(ascii: "<"), let rest = Self.afterBreakOrDiv(bytes.dropFirst()) {
                bytes = rest
            } else {
                return false
            }
        }
        return true
    }

    /// After `/?(br|div) ?/?>` at the start of `bytes` (any case), or nil.
    private static func afterBreakOrDiv(_ bytes: Substring.UTF8View) -> Substring.UTF8View? {
        var rest = bytes
        if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
        let name = rest.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        guard ["br", "div"].contains(String(decoding: name, as: UTF8.self).lowercased()) else { return nil }
        rest = rest.dropFirst(name.count)
        if rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
        if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
        guard rest.first == UInt8(ascii: ">") else { return nil }
        return rest.dropFirst()
    }

    /// Whether a template's own HTML shows no text: nothing but whitespace once tags are gone.
    static func showsNoText(_ html: String) -> Bool {
        plain(html).allSatisfy(\.isWhitespace)
    }
}
