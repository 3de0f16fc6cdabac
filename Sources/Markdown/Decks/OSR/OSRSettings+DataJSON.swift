import Foundation

extension OSRSettings {
    /// Where a vault keeps the plugin's settings, below the vault: the decks folder (a vault
    /// linked in as `decks/`) or the content directory (a vault used as the content).
    static let dataJSONPaths = [
        "decks/.obsidian/plugins/obsidian-spaced-repetition/data.json",
        ".obsidian/plugins/obsidian-spaced-repetition/data.json",
    ]

    /// The settings a vault's plugin `data.json` gives (`{"settings": {…}}`): each key present
    /// replaces the default, as the plugin merges them; without `clozePatterns`, the patterns
    /// come from its three switches (highlights, bold, curly braces), as the plugin upgrades old
    /// settings. Keys that do not change which cards exist are ignored.
    init(dataJSON bytes: [UInt8]) throws {
        self.init()
        let root = try JSONSerialization.jsonObject(with: Data(bytes))
        guard let settings = (root as? [String: Any])?["settings"] as? [String: Any] else { return }
        func text(_ key: String) -> String? { settings[key] as? String }
        singleLineCardSeparator = text("singleLineCardSeparator") ?? singleLineCardSeparator
        singleLineReversedCardSeparator = text("singleLineReversedCardSeparator") ?? singleLineReversedCardSeparator
        multilineCardSeparator = text("multilineCardSeparator") ?? multilineCardSeparator
        multilineReversedCardSeparator = text("multilineReversedCardSeparator") ?? multilineReversedCardSeparator
        multilineCardEndMarker = text("multilineCardEndMarker") ?? multilineCardEndMarker
        if let tags = settings["flashcardTags"] as? [String] { flashcardTags = tags }
        if let tags = settings["flashcardTagsToIgnore"] as? [String] { flashcardTagsToIgnore = tags }
        if let folders = settings["noteFoldersToIgnore"] as? [String] { noteFoldersToIgnore = folders }
        if let byFolder = settings["convertFoldersToDecks"] as? Bool { convertFoldersToDecks = byFolder }
        if let patterns = settings["clozePatterns"] as? [String] {
            clozePatterns = patterns
        } else {
            let switches = [("convertHighlightsToClozes", "=="), ("convertBoldTextToClozes", "**"), ("convertCurlyBracketsToClozes", "{{")]
            clozePatterns = switches.filter { settings[$0.0] as? Bool == true }.map { key, open in
                let close = open == "{{" ? "}}" : open
                return "\(open)[123;;]answer[;;hint]\(close)"
            }
        }
    }
}
