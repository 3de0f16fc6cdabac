/// Paths relative to the content root, resolved without ever leaving it.
public enum ContentPath {
    /// The directory part of `path`: `"decks/quiz.md"` → `"decks"`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `relative` resolved against `directory`, or `nil` when it climbs above the content root.
    public static func resolve(_ relative: String, in directory: String) -> String? {
        // The parts stay slices of the two paths until they are joined: `site check` resolves
        // every link of every page (400,000 for a catalog of 10,000 movies).
        var parts = directory.split(separator: "/")
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// The path that leads from `directory` to `path` (both below the content root):
    /// `relative(to: "notes/pics/x.png", from: "decks/bio")` → `"../../notes/pics/x.png"`.
    public static func relative(to path: String, from directory: String) -> String {
        let from = directory.split(separator: "/"), to = path.split(separator: "/")
        var shared = 0
        while shared < from.count, shared < to.count - 1, from[shared] == to[shared] { shared += 1 }
        return (Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)).joined(separator: "/")
    }
}
