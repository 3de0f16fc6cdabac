import Crypto
import Domain
import Foundation

/// URL- and path-safe names from file names: letters, digits and hyphens, in lower case, at most
/// `maximumLength` bytes of them (a file name may hold 255 bytes, so a 300-character title still
/// gives a page). Latin letters lose their accents (`Émile` → `emile`); a letter or digit of any
/// other script, or a Latin letter with no accent to lose (`ø`, `æ`), is kept in lower case and
/// NFC (`Русский` → `русский`), as Hugo and Obsidian keep them (`legacy(fromFileName:)` drops them).
///
/// A longer slug keeps its beginning and its end, each cut at a hyphen, and ends in eight hex
/// digits of its whole text's digest (`medicine-cardiology-…-anticoagulation-3f9a0c12`), so two
/// long names that begin alike keep slugs of their own, and a slug depends on its own name only.
enum Slug {
    static let maximumLength = 100
    /// Hex digits of the digest that end a slug that was cut.
    static let digestLength = 8
    /// What a Latin letter loses: accents, case and width (`Ｅ́` → `e`).
    private static let foldedAway: String.CompareOptions = [.diacriticInsensitive, .caseInsensitive, .widthInsensitive]

    /// `"Capitals of Europe.md"` → `"capitals-of-europe"`; `"Émile.md"` → `"emile"`;
    /// `"Русский.md"` → `"русский"`.
    static func make(fromFileName name: String) -> String {
        // ".md" dropped by its bytes: after a letter that joins what follows it (`ൎ`), the
        // dot is no character of its own.
        let stem = name.utf8.count >= 3 && name.utf8.suffix(3).elementsEqual(".md".utf8) ? String(decoding: name.utf8.dropLast(3), as: UTF8.self) : name
        if stem.isASCII { return slug(ofASCII: stem) }
        let folded = stem.folding(options: foldedAway, locale: nil)
        // Every letter folded into ASCII (a Latin name): one folding of the whole name.
        return folded.unicodeScalars.allSatisfy(\.isASCII) ? slug(ofFolded: folded) : slug(ofLetters: stem)
    }

    /// The slug a name had before letters outside ASCII were kept: only the letters and digits
    /// that fold into ASCII, the others dropped (`Ørsted` → `rsted`, `Русский` → empty). A deck
    /// whose slug changed names it, so the browser copies its progress over. (Exactly the
    /// rule of then, its ".md" dropped by characters included.)
    static func legacy(fromFileName name: String) -> String {
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return stem.isASCII ? slug(ofASCII: stem) : slug(ofFolded: stem.folding(options: foldedAway, locale: nil))
    }

    /// The slug `name` had before slugs kept letters outside ASCII, when it had one (not empty)
    /// and it differs from today's.
    static func formerSlug(of name: String) -> String? {
        let former = legacy(fromFileName: name)
        return former.isEmpty || former == make(fromFileName: name) ? nil : former
    }

    /// The most code points a kept character keeps: a letter and its marks (`क्षि` is four), not
    /// the dozens a hostile name stacks on one letter, so that a long slug can be cut between
    /// two characters near where it must be.
    static let longestCharacter = 8

    /// The slug of a name with letters that do not fold into ASCII, character by character: one
    /// that folds into ASCII letters and digits gives those (`é` → `e`, `ß` → `ss`); another
    /// letter or digit is kept (`kept(_:)`); anything else separates words.
    static func slug(ofLetters stem: String) -> String {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        func separate() {
            if let last = bytes.last, last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
        }
        for character in stem {
            if character.isASCII {
                guard let byte = character.asciiValue, byte.isASCIILetter || byte.isASCIIDigit else { separate(); continue }
                starts.append(bytes.count)
                bytes.append(byte.asciiLowercased)
                continue
            }
            switch piece(of: character) {
            case .ascii(let folded):
                for byte in folded {
                    starts.append(bytes.count)
                    bytes.append(byte)
                }
            case .kept(let kept):
                starts.append(bytes.count)
                bytes += kept.utf8
            case .separator:
                separate()
            }
        }
        return fitted(bytes, starts: starts)
    }

    /// What a character outside ASCII gives a slug.
    enum Piece: Sendable {
        /// ASCII letters and digits it folds into (`é` → `e`, `ß` → `ss`), in lower case.
        case ascii([UInt8])
        /// The character itself, as `kept(_:)` keeps it.
        case kept(String)
        /// Nothing: it separates words.
        case separator
    }

    /// The piece `character` gives, worked out once a process for a character of one or two
    /// code points (a letter, a letter and its mark: the alphabet of a 10,000-name address
    /// book in Cyrillic is a few dozen, and Foundation's folding is slow to ask again each
    /// time); a longer one every time, so a hostile name cannot fill the cache.
    static func piece(of character: Character) -> Piece {
        character.unicodeScalars.count <= 2 ? pieces.value(for: character, making: makePiece) : makePiece(character)
    }

    private static let pieces = LockedCache<Character, Piece>()

    private static func makePiece(_ character: Character) -> Piece {
        let folded = String(character).folding(options: foldedAway, locale: nil)
        if !folded.isEmpty, folded.utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) {
            return .ascii(folded.utf8.map(\.asciiLowercased))
        }
        return kept(character).map(Piece.kept) ?? .separator
    }

    /// A character outside ASCII as a slug keeps it: without its case (`Й` → `й`, not `и`: only a
    /// Latin letter loses its marks), in NFC; of its code points only the letters and digits,
    /// and the marks on those outside ASCII, that are not invisible (a zero-width joiner, a
    /// variation selector, a tag), at most `longestCharacter` of them, and not ending in one that
    /// would join the character after it (`ൎ`, which would take a following `/` or hyphen into
    /// itself). Nil when nothing is left (a symbol, an emoji, punctuation).
    static func kept(_ character: Character) -> String? {
        let folded = String(character).folding(options: [.caseInsensitive, .widthInsensitive], locale: nil).precomposedStringWithCanonicalMapping
        var scalars: [Unicode.Scalar] = []
        for scalar in folded.unicodeScalars where scalars.count < longestCharacter {
            if scalar.isASCII {
                if UInt8(scalar.value).isASCIILetter || UInt8(scalar.value).isASCIIDigit { scalars.append(scalar) }
                continue
            }
            let properties = scalar.properties
            guard !properties.isDefaultIgnorableCodePoint else { continue }
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                scalars.append(scalar)
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark on a letter outside ASCII (`й`, `हि`); not one a character begins with,
                // nor one on an ASCII letter or digit (`1⃣`).
                if let last = scalars.last, !last.isASCII { scalars.append(scalar) }
            default:
                continue
            }
        }
        var text = String(String.UnicodeScalarView(scalars))
        while !text.isEmpty, (text + "-").count != text.count + 1 { text.unicodeScalars.removeLast() }
        return text.isEmpty ? nil : text
    }

    /// The slug of an ASCII stem, by bytes: folding changes no ASCII character but its case,
    /// and every ASCII character is one byte (a name of an address book of 10,000 is made twice).
    static func slug(ofASCII stem: String) -> String {
        var bytes: [UInt8] = []
        for byte in stem.utf8 {
            if byte.isASCIILetter || byte.isASCIIDigit {
                bytes.append(byte.asciiLowercased)
            } else if let last = bytes.last, last != UInt8(ascii: "-") {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        return fitted(bytes)
    }

    /// The slug of a stem folded without accents, case or width.
    static func slug(ofFolded folded: String) -> String {
        var bytes: [UInt8] = []
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                bytes.append(UInt8(scalar.value).asciiLowercased)
            } else if let last = bytes.last, last != UInt8(ascii: "-") {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        return fitted(bytes)
    }

    /// Letters, digits and single hyphens, without a hyphen at the end; cut with a digest when
    /// longer than `maximumLength` bytes, never inside a character: `starts` are where the
    /// characters (as the slug was made of them) begin, nil when every byte is one.
    private static func fitted(_ bytes: [UInt8], starts: [Int]? = nil) -> String {
        var bytes = bytes
        while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        guard bytes.count > maximumLength else { return String(decoding: bytes, as: UTF8.self) }
        let digest = SHA256.hash(data: bytes).prefix(digestLength / 2).map { String($0, radix: 16).leftPadded }.joined()
        // A cut that finds no hyphen falls where a character begins (a kept character is at most
        // `longestCharacter` code points, so one begins near the cut).
        func start(atMost offset: Int) -> Int { starts.map { $0.last { $0 <= offset } ?? 0 } ?? offset }
        func start(atLeast offset: Int) -> Int { starts.map { $0.first { $0 >= offset && $0 < bytes.count } ?? bytes.count } ?? offset }
        // Its beginning and its end, each cut at a hyphen: a title's first words, a note's file
        // name after its folders.
        // One byte more than each part may keep: a hyphen there ends (or begins) a whole word.
        let room = maximumLength - digestLength - 2
        let begin = bytes.prefix(room / 2 + 1)
        let head = begin.lastIndex(of: UInt8(ascii: "-")).map { begin[..<$0] } ?? bytes[..<start(atMost: room / 2)]
        let end = bytes.suffix(room - head.count + 1)
        let tail = end.firstIndex(of: UInt8(ascii: "-")).map { end[end.index(after: $0)...] }
            ?? bytes[start(atLeast: bytes.count - (room - head.count))...]
        return String(decoding: head + [UInt8(ascii: "-")] + tail + [UInt8(ascii: "-")], as: UTF8.self) + digest
    }
}

extension String {
    /// A one-digit hex byte with its leading zero (`"a"` → `"0a"`).
    var leftPadded: String { count == 1 ? "0" + self : self }
}
