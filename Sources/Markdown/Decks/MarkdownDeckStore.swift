import Domain

/// The deck gateway backed by Markdown files in `Content/decks/`, read with cmark.
public struct MarkdownDeckStore: DeckStore {
    private let decks: [Deck]

    /// Wraps decks already read; `SiteContentReader` builds the store this way.
    init(decks: [Deck]) {
        self.decks = decks.sorted { $0.id < $1.id }
    }

    public func fetchDecks() throws(DeckStoreError) -> [Deck] {
        decks
    }

    struct Outcome {
        var decks: [Deck] = []
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// Reads every deck file (`DeckPath`), reporting all errors across all of them. Notes tagged
    /// `#flashcards` are read with the vault's Obsidian Spaced Repetition settings, if it has any;
    /// in a vault that uses the plugin only its notes are decks (`OSRSettings.readsVault`).
    /// `otherKinds`: the folders of the other kinds of content, which a vault read as the content
    /// directory keeps for the site, with its settings page and theme: not notes.
    static func read(
        from tree: FileSystemContentTree, displayPath: (String) -> String, otherKinds: [String], partCache: PartCache? = nil
    ) -> Outcome {
        var warnings: [Diagnostic] = []
        var osrSettings = OSRSettings()
        if let path = OSRSettings.dataJSONPaths.first(where: { tree.entry($0) == .file }) {
            do {
                osrSettings = try OSRSettings(dataJSON: try tree.bytes(of: path, limit: 16 << 20))
            } catch {
                let reason = (error as? ContentRefusal)?.reason ?? "is not valid JSON"
                warnings.append(.warning(at: SourceLocation(file: displayPath(path), line: 1, column: 1),
                                         "the Spaced Repetition plugin's settings \(reason); its default settings are used"))
            }
        }
        let notesFolder = DeckPath.notesFolder(in: tree, otherKinds: otherKinds)
        osrSettings.readsVault = notesFolder.isEmpty || tree.entry(OSRSettings.pluginFolder) == .folder
        let reader = DeckReader(tree: tree, osrSettings: osrSettings, partCache: partCache)
        let folder = CollectionFolder(
            tree: tree, directory: notesFolder, kind: "deck", extensions: DeckPath.extensions, recursive: true,
            skipping: notesFolder.isEmpty ? Set(["index.md", ThemeFiles.folder] + otherKinds) : []
        )
            .read(displayPath: displayPath, slug: { $0.deck.map { ($0.id.slug, $0.location) } }) { text, file, path in
                let read = reader.read(text, file: file, contentPath: path)
                let item = read.deck == nil && read.filedNotes.isEmpty ? nil : read
                return .init(item: item, media: read.media, diagnostics: read.diagnostics)
            }
        var slugs = folder.slugs
        let filed = TagDecks(notes: folder.entries.flatMap(\.item.filedNotes), settings: osrSettings).decks(claiming: &slugs)
        return Outcome(
            decks: folder.entries.compactMap(\.item.deck) + filed.decks, media: folder.media,
            diagnostics: warnings + folder.diagnostics + filed.diagnostics
        )
    }
}
