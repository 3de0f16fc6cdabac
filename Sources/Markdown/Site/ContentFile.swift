import Domain

/// A content file's bytes decoded as UTF-8, or the location of the first byte that is not.
/// Lines are counted as cmark counts them: LF, CRLF and a lone CR each end a line.
enum ContentFile {
    static func decode(_ bytes: [UInt8], file: String) -> Result<String, Diagnostic> {
        // Valid text (nearly every file) is checked at the standard library's speed; only a file
        // with a bad byte is walked scalar by scalar, to say where it is.
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var position = Position()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                position.advance(past: scalar)
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            case .error:
                return .failure(.error(at: position.location(in: file), "file is not valid UTF-8; save it as UTF-8"))
            }
        }
    }

    /// The error for the first of the noncharacters U+FDD0–U+FDEF in `text`, or nil. Unicode sets
    /// them aside for a program's own use, and the deck readers mark their syntax with some
    /// (`DeckMarks`): one written by an author would be read as a cloze or as math, so a file
    /// holding one is refused at its line and column rather than shown changed.
    static func noncharacterProblem(in text: String, file: String) -> Diagnostic? {
        var text = text
        return text.withUTF8 { bytes -> Diagnostic? in
            var start = 0
            while let found = ByteSearch.firstIndex(of: DeckMarks.leadBytes, in: bytes, from: start) {
                start = found + 1
                guard found + 2 < bytes.count, (0x90...0xAF).contains(bytes[found + 2]) else { continue }
                var position = Position()
                for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes[..<found]), as: UTF8.self).unicodeScalars {
                    position.advance(past: scalar)
                }
                let scalar = 0xFDD0 + Int(bytes[found + 2] - 0x90)
                return .error(
                    at: position.location(in: file),
                    "file holds U+\(String(scalar, radix: 16, uppercase: true)), a Unicode noncharacter the site uses to mark deck syntax; remove it"
                )
            }
            return nil
        }
    }

    /// A line and column reached scalar by scalar.
    private struct Position {
        var line = 1, column = 1
        var afterCR = false

        mutating func advance(past scalar: Unicode.Scalar) {
            switch scalar {
            case "\n" where afterCR: break   // the LF of a CRLF: the CR already ended the line
            case "\n", "\r": (line, column) = (line + 1, 1)
            default: column += 1
            }
            afterCR = scalar == "\r"
        }

        func location(in file: String) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column)
        }
    }
}
