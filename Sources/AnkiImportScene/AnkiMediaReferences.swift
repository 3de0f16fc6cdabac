/// The media files an Anki field's HTML names: each `<img src="…">` that is no web address and
/// each `[sound:…]`, as Anki finds them to copy a note's media.
public enum AnkiMediaReferences {
    /// The names, in order, each once; only names of a file in the media folder (`isFileName`),
    /// so that no field can name a file elsewhere.
    public static func names(in html: String) -> [String] {
        var names: [String] = []
        _ = renaming(in: html) { name in
            if isFileName(name), !names.contains(name) { names.append(name) }
            return nil
        }
        return names
    }

    /// Whether `name` names a file in Anki's flat media folder: not empty, no path separator,
    /// not `.` or `..`, no NUL. A package whose media list breaks this is refused.
    public static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
    }

    /// The HTML with each name `rename` gives another name for replaced by it.
    static func renaming(in html: String, _ rename: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(html)
        // Once no `]` (or `>`) follows, none will: a field of many `[sound:` stays linear.
        var closers = (bracket: true, angle: true)
        while let start = rest.firstIndex(where: { $0 == "<" || $0 == "[" }) {
            result += rest[..<start]
            rest = rest[start...]
            if rest.hasPrefix("[sound:"), closers.bracket, let end = rest.firstIndex(of: "]") ?? { closers.bracket = false; return nil }() {
                let name = String(rest[rest.index(start, offsetBy: 7)..<end])
                result += "[sound:" + (rename(name) ?? name) + "]"
                rest = rest[rest.index(after: end)...]
            } else if rest.prefix(4).lowercased() == "<img", closers.angle, let end = rest.firstIndex(of: ">") ?? { closers.angle = false; return nil }() {
                let tag = rest[start...end]
                if let source = AnkiFieldMarkdown.attribute("src", in: tag.dropFirst()), !source.isEmpty,
                   !AnkiFieldMarkdown.isWebAddress(source), !source.hasPrefix("data:"),
                   let renamed = rename(AnkiFieldMarkdown.percentDecoded(source)) {
                    result += tag.replacingFirst(source, with: renamed)
                } else {
                    result += tag
                }
                rest = rest[rest.index(after: end)...]
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result + rest
    }
}

private extension Substring {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return String(self) }
        return String(self[..<range.lowerBound]) + replacement + self[range.upperBound...]
    }
}
