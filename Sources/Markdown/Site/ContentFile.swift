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
        var line = 1, column = 1
        var afterCR = false
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                switch scalar {
                case "\n" where afterCR: break   // the LF of a CRLF: the CR already ended the line
                case "\n", "\r": (line, column) = (line + 1, 1)
                default: column += 1
                }
                afterCR = scalar == "\r"
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            case .error:
                let location = SourceLocation(file: file, line: line, column: column)
                return .failure(.error(at: location, "file is not valid UTF-8; save it as UTF-8"))
            }
        }
    }
}
