import Domain

/// The decks of an Obsidian vault's notes, as the Spaced Repetition plugin files cards: by tag
/// path, across notes. `#flashcards/bio` cards of every note make one deck "bio" under the
/// parent "flashcards" (its Anki deck is `Site::flashcards::bio`); a card filed in two decks is
/// in both.
///
/// Each deck's slug joins its path (`flashcards-bio`), claimed after the site's own deck files,
/// which keep theirs; notes keep the order of their files (path order), then of the file.
///
/// In the plugin's folder mode (`OSRSettings.convertFoldersToDecks`) a note's deck path is its
/// folder path instead, and the decks are made the same way.
struct TagDecks {
    let notes: [DeckReader.FiledNote]
    var settings = OSRSettings()

    func decks(claiming slugs: inout CollectionSlugs) -> (decks: [Deck], diagnostics: [Diagnostic]) {
        var order: [[String]] = []
        var byPath: [[String]: [DeckReader.FiledNote]] = [:]
        for filed in notes where !filed.deck.isEmpty {
            if byPath[filed.deck] == nil { order.append(filed.deck) }
            byPath[filed.deck, default: []].append(filed)
        }
        var decks: [Deck] = [], diagnostics: [Diagnostic] = []
        for path in order {
            guard let filed = byPath[path], let first = filed.first else { continue }
            let slug = Slug.make(fromFileName: path.joined(separator: " ") + ".md")
            let location = SourceLocation(file: first.note.location.file, line: first.note.location.line, column: 1)
            let source = settings.deckSource(path)
            if let owner = slugs.owner(of: slug) {
                let rename = settings.convertFoldersToDecks ? "folder" : "tag"
                diagnostics.append(.error(at: location, "\(source) names the deck \"\(slug)\", which \(owner) already is; rename the \(rename) or the file"))
                continue
            }
            if let problem = slugs.claim(slug, for: source, at: location) {
                diagnostics.append(problem)
                continue
            }
            decks.append(Deck(
                id: Deck.ID(slug), title: path.last ?? slug, notes: filed.map(\.note), location: location,
                folders: Array(path.dropLast()), containsMath: filed.contains(where: \.hasMath),
                formerID: Slug.formerSlug(of: path.joined(separator: " ") + ".md").map(Deck.ID.init)
            ))
        }
        return (decks, diagnostics)
    }
}
