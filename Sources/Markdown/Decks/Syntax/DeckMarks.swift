import Domain
/// The characters U+FDD0–U+FDD8 that the deck readers put into text as marks (`ClozeHighlight`,
/// `ClozeMarkup`, `MathText`) and the renderers turn into markup; U+FDD9 (`OSRQuestion`'s
/// placeholders) and U+FDDA (`ClozeParser.blankSide`) never leave the reader.
/// They are noncharacters, which Unicode sets aside for a program's own use, so no mark can be
/// mistaken for text an author wrote: the content reader refuses a file holding one
/// (`ContentFile.noncharacterProblem`), where a private-use character (a Nerd Font icon) is text.
/// Each is `EF B7 90`–`EF B7 9A` in UTF-8, so a text without the bytes `EF B7` holds none, and
/// renderers compare Characters only in a text that has them.
enum DeckMarks {
    /// The UTF-8 bytes every mark starts with (and every other character of U+FDC0–U+FDFF).
    static let leadBytes: [UInt8] = [0xEF, 0xB7]

    /// The mark `offset` places after U+FDD0 (Swift has no literal for a noncharacter).
    static func mark(_ offset: UInt32) -> Character {
        Character(Unicode.Scalar(0xFDD0 + offset)!)
    }

    /// Whether `text` may hold a mark (`false` means it certainly holds none).
    static func mayAppear(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { ByteSearch.firstIndex(of: leadBytes, in: $0) != nil }
    }

    /// `text` without the characters `isMark` picks, untouched when it holds no mark.
    static func removing(from text: String, where isMark: (Character) -> Bool) -> String {
        mayAppear(in: text) ? text.filter { !isMark($0) } : text
    }
}
