/// File names for decks named elsewhere (`site import anki`): each level of `Languages::Deutsch`
/// becomes a slug, its folders the parent decks (`languages/deutsch.md`, page
/// `decks/languages-deutsch/`), and two decks that would share a page address are told apart
/// by a number (`c.md` for `C`, `c-2.md` for `C++`), in the order of their names.
public enum DeckFileNames {
    /// Each deck's file below the decks folder, by its levels. A folder or file in `reserved`
    /// (at the top) is never used, and no deck takes the page address of a file in `existing`
    /// (the author's decks, below the decks folder) at another path: at the same path, the file
    /// is in the way, which the import reports.
    public static func paths(for decks: [[String]], reserved: Set<String> = [], existing: Set<String> = []) -> [[String]: String] {
        var paths: [[String]: String] = [:]
        var slugs = Set<String>()
        let existingSlugs = Dictionary(existing.map { (slug(of: $0), $0) }, uniquingKeysWith: min)
        let taken = { (path: String) in
            let slug = slug(of: path)
            return slugs.contains(slug) || existingSlugs[slug].map { $0 != path } == true
        }
        var folders: [[String]: String] = [:]
        for levels in decks.sorted(by: { $0.lexicographicallyPrecedes($1) }) where paths[levels] == nil {
            var components: [String] = []
            for depth in 1...max(levels.count, 1) {
                let parent = Array(levels.prefix(depth))
                if depth < levels.count, let folder = folders[parent] {
                    components.append(folder)
                    continue
                }
                let base = name(levels.isEmpty ? "" : levels[depth - 1])
                var candidate = base, number = 1
                while (depth == 1 && reserved.contains(candidate)) || (depth == levels.count && taken((components + [candidate]).joined(separator: "/") + ".md")) {
                    number += 1
                    candidate = "\(base)-\(number)"
                }
                components.append(candidate)
                if depth < levels.count { folders[parent] = candidate }
            }
            let path = components.joined(separator: "/") + ".md"
            slugs.insert(slug(of: path))
            paths[levels] = path
        }
        return paths
    }

    /// Whether the file at `path` below the decks folder is a deck (`.md`, `.markdown`).
    public static func isDeckFile(_ path: String) -> Bool {
        DeckPath.extensions.contains { path.hasSuffix($0) }
    }

    /// The page address (slug) of the deck file at `path` below the decks folder.
    public static func slug(of path: String) -> String {
        DeckPath.slug("decks/" + path)
    }

    /// A level's file name: its slug, or `deck` when it has no letter or digit (`🎉`).
    private static func name(_ level: String) -> String {
        let slug = Slug.make(fromFileName: level + ".md")
        return slug.isEmpty ? "deck" : slug
    }
}
