/// The settings of Obsidian Spaced Repetition that decide how a note's cards are found, with the
/// plugin's defaults; a vault's own values come from its plugin `data.json`
/// (`.obsidian/plugins/obsidian-spaced-repetition/data.json`, `{"settings": {…}}`).
/// Rules and defaults as read in OSR 1.15.4: docs/research/osr-parser-notes.md §4, §11.
struct OSRSettings: Sendable, Equatable {
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
}
