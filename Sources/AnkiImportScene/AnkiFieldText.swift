/// A field's HTML read as text, as Anki's templates read it: for `{{text:F}}` and to tell whether a
/// field is empty for `{{#F}}` and `{{^F}}`.
enum AnkiFieldText {
    /// The text without tags, with character references decoded.
    static func plain(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if inTag {
                if character == ">" { inTag = false }
            } else if character == "<" {
                inTag = true
            } else {
                text.append(character)
            }
        }
        return HTMLEntities.decoded(text)
    }

    /// Anki's rule: empty when nothing but whitespace is left once tags are gone (a field holding
    /// only `<br>` or `<div></div>` is empty); an image or a sound is not nothing.
    static func isEmpty(_ html: String) -> Bool {
        if html.contains("<img") || html.contains("[sound:") { return false }
        return plain(html).allSatisfy { $0.isWhitespace || $0 == "\u{200B}" }
    }
}
