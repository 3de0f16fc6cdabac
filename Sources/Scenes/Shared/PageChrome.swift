/// What every page shows around its content: document title, language, navigation, asset URLs.
@TemplateFields
public struct PageChrome: Sendable, Hashable {
    @TemplateFields
    public struct NavigationLink: Sendable, Hashable {
        public let label: String
        public let url: String
        /// For `aria-current`: `"page"` on the link to the current page, `"true"` on the link to
        /// the address book or catalog it belongs to, else `nil`.
        public let current: String?
    }

    public let language: String
    public let documentTitle: String
    public let description: String
    public let siteTitle: String
    public let homeURL: String
    public let stylesheetURL: String
    public let scriptURL: String
    /// The assets folder relative to this page, ending in `/`: `../../assets/`.
    public let assetsURL: String
    public let navigation: [NavigationLink]
    public let footer: String
}
