import Domain
/// The private-use characters U+E000–U+E008 that the deck readers put into text as marks
/// (`ClozeHighlight`, `ClozeMarkup`, `MathText`) and the renderers turn into markup; U+E009
/// (`OSRQuestion`'s placeholders) and U+E00A (`ClozeParser.blankSide`) never leave the reader.
/// Each is `EE 80 80`–`EE 80 88` in UTF-8, so a text without the byte `EE` (a catalog's, an
/// address book's) holds none, and renderers compare Characters only in a text that has it.
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
