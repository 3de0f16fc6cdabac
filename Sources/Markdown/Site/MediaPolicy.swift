/// What the site publishes from `Content/` into `media/`, and what it refuses.
///
/// A file copied to `media/` is served from the site's own origin, where a script in it could
/// read every learner's progress. So the site publishes only passive files:
/// * HTML, XHTML and XML documents (which a browser runs scripts in) are refused by name;
/// * an SVG image is published only if it has no active content (`activeContent(inSVG:)`):
///   no `<script>`, no event-handler attribute (`onload=` …), no `javascript:` URL, no
///   `<foreignObject>`, `<iframe>`, `<embed>` or `<object>`, no `<!ENTITY` declaration.
/// Everything else (images, PDFs, audio, video, text) is copied byte for byte.
enum MediaPolicy {
    static let documentExtensions: Set<String> = ["html", "htm", "xhtml", "xht", "shtml", "xml", "xsl", "xslt", "mht", "mhtml", "svgz"]

    /// Why a file with this name is never published, or `nil`.
    static func refusal(forFileNamed path: String) -> String? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let fileExtension = path[path.index(after: dot)...].lowercased()
        guard documentExtensions.contains(fileExtension) else { return nil }
        return "is a .\(fileExtension) document, which could run scripts on the site's pages; the site publishes only passive files"
    }

    static func isSVG(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".svg")
    }

    /// The first active construct in an SVG file's bytes: what it is and its 1-based line and
    /// column, or `nil` for a passive image. Matching is case-insensitive and ignores nothing, so
    /// the words in a comment or a text element count too: a false alarm is fixed by rewording,
    /// a missed script is not fixed at all.
    static func activeContent(inSVG bytes: [UInt8]) -> (what: String, line: Int, column: Int)? {
        let lowered = bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        var line = 1, lineStart = 0
        var index = 0
        while index < lowered.count {
            let byte = lowered[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if let what = construct(at: index, in: lowered) {
                let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count + 1
                return (what, line, column)
            }
            index += 1
        }
        return nil
    }

    private static let tags = ["<script", "<foreignobject", "<iframe", "<embed", "<object", "<!entity"]

    private static func construct(at index: Int, in text: [UInt8]) -> String? {
        let byte = text[index]
        if byte == UInt8(ascii: "<") {
            for tag in tags where matches(tag, at: index, in: text) {
                return tag == "<!entity" ? "an <!ENTITY> declaration" : "a \(tag)> element"
            }
        } else if byte == UInt8(ascii: "j"), matches("javascript:", at: index, in: text) {
            return "a javascript: URL"
        } else if byte == UInt8(ascii: "o"), index > 0, isAttributeBoundary(text[index - 1]), index + 2 < text.count, isLetter(text[index + 1]) {
            // An event-handler attribute: whitespace, "on", letters, optional spaces, "=".
            guard text[index + 1] == UInt8(ascii: "n") else { return nil }
            var cursor = index + 2
            while cursor < text.count, isLetter(text[cursor]) { cursor += 1 }
            guard cursor > index + 2 else { return nil }
            while cursor < text.count, isAttributeBoundary(text[cursor]) { cursor += 1 }
            if cursor < text.count, text[cursor] == UInt8(ascii: "=") {
                return "an event-handler attribute (\(String(decoding: text[index..<min(cursor, index + 40)], as: UTF8.self)))"
            }
        }
        return nil
    }

    private static func matches(_ word: String, at index: Int, in text: [UInt8]) -> Bool {
        let word = Array(word.utf8)
        return index + word.count <= text.count && text[index..<index + word.count].elementsEqual(word)
    }

    /// White space, or the `/` of `<svg/onload=…>`: what may stand before an attribute.
    private static func isAttributeBoundary(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == UInt8(ascii: "/")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122)
    }
}
