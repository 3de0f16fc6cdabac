import Domain
import Foundation

/// The settings of Obsidian Spaced Repetition that decide how a note's cards are found, with the
/// plugin's defaults; a vault's own values come from its plugin `data.json`
/// (`.obsidian/plugins/obsidian-spaced-repetition/data.json`, `{"settings": {…}}`).
/// Rules and defaults as read in OSR 1.15.4: docs/research/osr-parser-notes.md §4, §11.
struct OSRSettings: Sendable, Hashable {
    var singleLineCardSeparator = "::"
    var singleLineReversedCardSeparator = ":::"
    var multilineCardSeparator = "?"
    var multilineReversedCardSeparator = "??"
    /// Empty by default: a blank line ends a multi-line card.
    var multilineCardEndMarker = ""
    /// Only highlights (`==…==`) are clozes by default.
    var clozePatterns = ["==[123;;]answer[;;hint]=="]
    /// A note is a flashcard note when it carries one of these tags, or a tag below one
    /// (`#flashcards/geography`), in its front matter `tags` or its text.
    var flashcardTags = ["#flashcards"]
    /// A note carrying one of these tags, or one below it, has no cards (`flashcardTagsToIgnore`).
    var flashcardTagsToIgnore: [String] = []
    /// Notes the plugin never reads: a path that starts with one of these, or matches it as a glob
    /// (`**` any folders, `*` any name part, `?` one character), below the vault (`noteFoldersToIgnore`).
    var noteFoldersToIgnore = ["**/*.excalidraw.md"]
    /// Folder mode (`convertFoldersToDecks`, off by default): every note in a folder of the vault
    /// (below `decks/`, or the content directory that is the vault) is a flashcard note, tagged
    /// or not, and its cards go to the deck its folders name (`Bio/Cells/x.md` → `Bio` › `Cells`);
    /// tags name no deck. A note at the vault's root is not read by the plugin.
    var convertFoldersToDecks = false
    /// Whether the deck files are the notes of a vault: the content directory is one without a
    /// `decks/` folder, or `decks/` is one that uses the plugin (it has
    /// `.obsidian/plugins/obsidian-spaced-repetition/`). Then every deck file is read as the
    /// plugin reads it, and a note the plugin gives no cards is no deck: a vault's other notes
    /// (daily notes, drawings, a note at its root in folder mode) never become decks of heading
    /// cards.
    var readsVault = false
}

extension OSRSettings {
    /// Where the plugin is installed in a vault linked in as `decks/` (`readsVault`).
    static let pluginFolder = String(dataJSONPaths[0].dropLast("/data.json".count))

    /// Whether the plugin skips the note at `contentPath`. The vault may be the content directory
    /// or its `decks/` folder, so the path is tried from both.
    func ignoresNote(at contentPath: String) -> Bool {
        let paths = [contentPath] + (contentPath.hasPrefix("decks/") ? [String(contentPath.dropFirst("decks/".count))] : [])
        return noteFoldersToIgnore.contains { pattern in
            !pattern.isEmpty && paths.contains { $0.hasPrefix(pattern) || OSRSettings.glob(pattern, matches: $0) }
        }
    }

    /// In folder mode, the deck of every card of the note at `contentPath`: its folders below
    /// `decks/` or the vault (`decks/Bio/Cells/x.md` → `["Bio", "Cells"]`). Nil in tag mode, and
    /// for a note at the vault's root, which the plugin does not read.
    func folderDeck(of contentPath: String) -> [String]? {
        guard convertFoldersToDecks else { return nil }
        let folders = DeckPath.folders(contentPath)
        return folders.isEmpty ? nil : folders
    }

    /// What names the deck at `path` in a message: its tag (`the tag #flashcards/bio`), or in
    /// folder mode its folder (`the folder Bio/Cells`).
    func deckSource(_ path: [String]) -> String {
        convertFoldersToDecks
            ? "the folder \(path.joined(separator: "/"))"
            : "the tag #\(path.joined(separator: "/"))"
    }

    /// Whether a note with `tags` (each `#tag`) has its flashcards ignored.
    func ignoresFlashcards(taggedWith tags: [String]) -> Bool {
        tags.contains { tag in flashcardTagsToIgnore.contains { !$0.isEmpty && (tag == $0 || tag.hasPrefix($0 + "/")) } }
    }

    /// `pattern` as minimatch reads the plugin's folder patterns: `**/` any number of folders,
    /// `**` anything, `*` anything but `/`, `?` one character but `/`; the whole path must match.
    static func glob(_ pattern: String, matches path: String) -> Bool {
        guard let expression = compiledGlobs.value(for: pattern, making: { try? NSRegularExpression(pattern: expression(ofGlob: $0)) })
        else { return false }
        return expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    /// The regular expression `pattern` stands for (see `glob(_:matches:)`).
    private static func expression(ofGlob pattern: String) -> String {
        var expression = "^"
        var characters = Substring(pattern)
        while let character = characters.first {
            if characters.hasPrefix("**/") {
                expression += "(?:.*/)?"
                characters = characters.dropFirst(3)
                continue
            }
            if characters.hasPrefix("**") {
                expression += ".*"
                characters = characters.dropFirst(2)
                continue
            }
            switch character {
            case "*": expression += "[^/]*"
            case "?": expression += "[^/]"
            default: expression += NSRegularExpression.escapedPattern(for: String(character))
            }
            characters = characters.dropFirst()
        }
        return expression + "$"
    }

    /// Each glob, compiled once a process, by its pattern: a vault's every note is tried against
    /// every pattern (making the expression each time would repeat ICU's compiling).
    private static let compiledGlobs = LockedCache<String, NSRegularExpression?>()
}
