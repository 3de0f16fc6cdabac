/// Paths relative to the content root, resolved without ever leaving it.
public enum ContentPath {
    /// The directory part of `path`: `"decks/quiz.md"` → `"decks"`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `relative` resolved against `directory`, or `nil` when it climbs above the content root.
    /// Read by UTF-8 bytes, the parts kept as slices of the two paths until they are joined
    /// (`site check` resolves every link of every page: 400,000 for a catalog of 10,000 movies);
    /// a `/` separates parts whatever follows it, as in a file system or a URL.
    public static func resolve(_ relative: String, in directory: String) -> String? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var parts = directory.utf8.split(separator: slash)
        for part in relative.utf8.split(separator: slash) {
            if part.count == 1, part.first == dot { continue }
            if part.count == 2, part.first == dot, part.last == dot {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        guard !parts.isEmpty else { return nil }
        var path: [UInt8] = []
        path.reserveCapacity(directory.utf8.count + relative.utf8.count + 1)
        for (index, part) in parts.enumerated() {
            if index > 0 { path.append(slash) }
            path.append(contentsOf: part)
        }
        return String(decoding: path, as: UTF8.self)
    }

    /// `paths` nearest the content root first: fewest folders, then in path order. How Obsidian
    /// picks among the notes a bare name matches, kept in this order by the name index, so a
    /// link's target is the first, not the least of all of them found again at every link.
    public static func nearestFirst(_ paths: [String]) -> [String] {
        paths.map { path in (path: path, depth: path.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }) }
            .sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }
            .map(\.path)
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
