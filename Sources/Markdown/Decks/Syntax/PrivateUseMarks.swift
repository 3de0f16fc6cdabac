import Domain
/// The private-use characters U+E000–U+E008 that the deck readers put into text as marks
/// (`ClozeHighlight`, `ClozeMarkup`, `MathText`) and the renderers turn into markup; U+E009
/// (`OSRQuestion`'s placeholders) and U+E00A (`ClozeParser.blankSide`) never leave the reader.
///
/// Text of a catalog or an address book never holds one, and every renderer looks for them in
/// every text it renders, so the look must cost next to nothing: each mark is `EE 80 80`–`EE 80 88`
/// in UTF-8, and a text without the byte `EE` holds none. Only then are Characters compared.
enum PrivateUseMarks {
    /// Whether `text` may hold a mark (`false` means it certainly holds none).
    static func mayAppear(in text: String) -> Bool {
        text.containsUTF8Byte(0xEE)
    }

    /// `text` without the characters `isMark` picks, untouched when it holds no mark.
    static func removing(from text: String, where isMark: (Character) -> Bool) -> String {
        mayAppear(in: text) ? text.filter { !isMark($0) } : text
    }
}
