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
    /// itself (""), the vault's notes. A site with a folder of another kind of content
    /// (`otherKinds`: address books, catalogs) and no decks stays one: its other files are not read.
    static func notesFolder(in tree: some ContentTree, otherKinds: [String]) -> String {
        guard tree.entry(folder) == .missing else { return folder }
        let isVault = tree.entry(vaultSettingsFolder) == .folder || !otherKinds.contains { tree.entry($0) != .missing }
        return isVault ? "" : folder
    }

    // Paths are taken apart by their bytes, not by `Character`: a name that begins with a
    // combining mark (`decks/\u{301}.md`) makes "/" and the mark one `Character`, and the
    // folder then seemed to be part of the name.

    /// True for a content path that is a deck file.
    static func isDeck(_ path: String) -> Bool {
        path.utf8.starts(with: (folder + "/").utf8) && fileExtension(of: path) != nil
            && !components(path).contains { $0.utf8.first == UInt8(ascii: ".") }
    }

    private static func fileExtension(of path: String) -> String? {
        extensions.first { path.utf8.count > $0.utf8.count && path.utf8.reversed().starts(with: $0.utf8.reversed()) }
    }

    private static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `decks/biology/cells.md` → `biology/cells`.
    private static func stemPath(_ path: String) -> String {
        var stem = Array(path.utf8)
        if stem.starts(with: (folder + "/").utf8) { stem.removeFirst(folder.utf8.count + 1) }
        if let suffix = fileExtension(of: path), stem.count > suffix.utf8.count { stem.removeLast(suffix.utf8.count) }
        return String(decoding: stem, as: UTF8.self)
    }

    /// The folders and the file name, joined (`biology-cells`); empty when the file name alone
    /// gives no slug, as at the top (a name of only marks or punctuation is not a deck's name).
    static func slug(_ path: String) -> String {
        let parts = components(stemPath(path))
        guard let file = parts.last, !Slug.make(fromFileName: file + ".md").isEmpty else { return "" }
        return Slug.make(fromFileName: parts.joined(separator: " ") + ".md")
    }

    /// The slug `slug(_:)` gave before slugs kept letters outside ASCII, when there was one and
    /// it differs from today's (`Deck.formerID`).
    static func formerSlug(_ path: String) -> String? {
        let parts = components(stemPath(path))
        guard let file = parts.last, !Slug.legacy(fromFileName: file + ".md").isEmpty else { return nil }
        return Slug.formerSlug(of: parts.joined(separator: " ") + ".md")
    }

    /// The file name without its extension: the deck's title when it has no other.
    static func name(_ path: String) -> String {
        components(stemPath(path)).last ?? ""
    }

    /// The folders between `decks/` and the file.
    static func folders(_ path: String) -> [String] {
        Array(components(stemPath(path)).dropLast())
    }
}
