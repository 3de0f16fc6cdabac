/// Where deck files are and what they are called.
///
/// A deck is any `.md` or `.markdown` file below `decks/`, in sub-folders too (an Obsidian vault
/// keeps notes in folders). Its slug joins its folders and its file name
/// (`decks/biology/cells.md` → `biology-cells`), and its folders are its parent decks in Anki
/// (`Site::biology::Cells`). Hidden files and folders (`.obsidian`, `.trash`) are not decks.
///
/// A content directory without a `decks/` folder is read as an Obsidian vault: its notes, in any
/// folder, are the deck files (`notesFolder`), read as the plugin reads them.
enum DeckPath {
    static let folder = "decks"
    static let extensions = [".md", ".markdown"]

    /// Where the deck files are: `decks/`, or, in a content directory without it, the content
    /// directory itself (""), a vault's notes.
    static func notesFolder(in tree: some ContentTree) -> String {
        tree.entry(folder) == .missing ? "" : folder
    }

    /// What a vault read as the content directory keeps for the site: its settings page, theme,
    /// address books and catalogs are not notes.
    static let siteFiles: Set<String> = ["index.md", "theme", "contacts", "movies"]

    /// True for a content path that is a deck file.
    static func isDeck(_ path: String) -> Bool {
        path.hasPrefix(folder + "/") && extensions.contains { path.hasSuffix($0) }
            && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// `decks/biology/cells.md` → `biology/cells`.
    private static func stemPath(_ path: String) -> String {
        var stem = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        if let suffix = extensions.first(where: { stem.hasSuffix($0) }) { stem.removeLast(suffix.count) }
        return stem
    }

    static func slug(_ path: String) -> String {
        Slug.make(fromFileName: stemPath(path).split(separator: "/").joined(separator: " ") + ".md")
    }

    /// The file name without its extension: the deck's title when it has no other.
    static func name(_ path: String) -> String {
        String(stemPath(path).split(separator: "/").last ?? "")
    }

    /// The folders between `decks/` and the file.
    static func folders(_ path: String) -> [String] {
        stemPath(path).split(separator: "/").dropLast().map(String.init)
    }
}
