import Domain

/// Reads `Content/index.md`: site settings in its front matter, the home page introduction in its body.
struct SiteSettingsReader {
    let tree: any ContentTree

    static let frontMatterKeys = ["title", "description", "language", "base_url", "desired_retention", "new_cards_per_day", "pretty_urls"]

    struct Outcome {
        var settings = SiteSettings()
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    func read(_ text: String, file: String) -> Outcome {
        var outcome = Outcome()
        let (source, splitError) = SourceText.split(text, file: file)
        guard let source else {
            outcome.diagnostics += [splitError].compactMap { $0 }
            return outcome
        }
        var frontMatter = FrontMatter(yaml: source.frontMatter, file: file)
        let title = frontMatter.string("title")
        let description = frontMatter.string("description")
        let language = frontMatter.string("language")
        let baseURL = frontMatter.string("base_url")
        let retention = frontMatter.value("desired_retention", expected: "a number from 0.70 to 0.99, such as 0.9") { text in
            Double(text).flatMap { (0.7...0.99).contains($0) ? $0 : nil }
        }
        let newCards = frontMatter.integer("new_cards_per_day", range: 0...9999)
        let prettyURLs = frontMatter.boolean("pretty_urls", expected: "true (a folder per page) or false (a file per page)")
        frontMatter.ignoreUnknownKeys(warningAboutTyposOf: SiteSettingsReader.frontMatterKeys)
        outcome.diagnostics += frontMatter.diagnostics
        let location = SourceLocation(file: file, line: 1, column: 1)
        if let language, !SiteSettingsReader.isLanguageTag(language) {
            outcome.diagnostics.append(.error(at: location, "language '\(language)' is not a language tag such as 'en' or 'pt-BR'"))
        }
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            outcome.diagnostics.append(.error(at: location, "base_url '\(baseURL)' must be an absolute http:// or https:// URL"))
        }

        let document = MarkdownDocument(source.body)
        defer { withExtendedLifetime(document) {} }
        let links = LinkResolver(tree: tree, file: file, contentPath: "index.md").resolve(document)
        outcome.media = links.media
        outcome.diagnostics += links.diagnostics
        let blocks = document.root.children
        outcome.settings = SiteSettings(
            title: title ?? SiteSettings.defaults.title,
            description: description ?? SiteSettings.defaults.description,
            language: language ?? SiteSettings.defaults.language,
            baseURL: baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" },
            introduction: document.makeRichText(blocks),
            desiredRetention: retention ?? SiteSettings.defaults.desiredRetention,
            newCardsPerDay: newCards ?? SiteSettings.defaults.newCardsPerDay,
            urlStyle: prettyURLs == false ? .files : .folders
        )
        return outcome
    }

    /// A BCP 47 shape check: letters first, then letter/digit subtags of up to 8 characters.
    static func isLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
