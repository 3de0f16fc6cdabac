/// Where deck files are and what they are called.
///
/// A deck is any `.md` or `.markdown` file below `decks/`, in sub-folders too (an Obsidian vault
/// keeps notes in folders). Its slug joins its folders and its file name
/// (`decks/biology/cells.md` → `biology-cells`), and its folders are its parent decks in Anki
/// (`Site::biology::Cells`). Hidden files and folders (`.obsidian`, `.trash`) are not decks.
///
/// A content directory without a `decks/` folder that is an Obsidian vault (it holds
/// `.obsidian/`, or none of the site's folders: a vault published without its settings) is read
/// as the vault it is: its notes, in any folder, are the deck files (`notesFolder`), read as the
/// plugin reads them.
enum DeckPath {
    static let folder = "decks"
    static let extensions = [".md", ".markdown"]
    /// The folder Obsidian keeps a vault's settings in, at the vault's root.
    static let vaultSettingsFolder = ".obsidian"

    /// Where the deck files are: `decks/`, or, in a vault without it, the content directory
    /// itself (""), the vault's notes. A site of address books or catalogs without decks stays
    /// one: its other files are not read.
    static func notesFolder(in tree: some ContentTree) -> String {
        guard tree.entry(folder) == .missing else { return folder }
        let isVault = tree.entry(vaultSettingsFolder) == .folder
            || ![MarkdownContactStore.folder, MarkdownMovieStore.folder].contains { tree.entry($0) != .missing }
        return isVault ? "" : folder
    }

    /// What a vault read as the content directory keeps for the site: its settings page, theme,
    /// address books and catalogs are not notes.
    static let siteFiles: Set<String> = ["index.md", ThemeFiles.folder, MarkdownContactStore.folder, MarkdownMovieStore.folder]

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
