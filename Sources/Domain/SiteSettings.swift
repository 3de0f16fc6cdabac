/// Site-wide settings from the front matter of `Content/index.md`, with sensible defaults.
public struct SiteSettings: Sendable, Hashable {
    public let title: String
    public let description: String
    /// A BCP 47 language tag for the pages' `lang` attribute.
    public let language: String
    /// Absolute URL the site is served from, used only where absolute links are required (the sitemap).
    public let baseURL: String?
    /// The home page's introduction (the body of `Content/index.md`).
    public let introduction: RichText
    /// The share of reviews the scheduler aims to have remembered (FSRS desired retention).
    public let desiredRetention: Double
    /// How many new cards a deck introduces per day.
    public let newCardsPerDay: Int
    /// How a deck's, a contact's and a movie's page are written: in a folder of its own (the
    /// default) or as a file of its name (`pretty_urls: false`); see `URLStyle`.
    public let urlStyle: URLStyle

    public init(
        title: String = SiteSettings.defaults.title,
        description: String = SiteSettings.defaults.description,
        language: String = SiteSettings.defaults.language,
        baseURL: String? = nil,
        introduction: RichText = .empty,
        desiredRetention: Double = SiteSettings.defaults.desiredRetention,
        newCardsPerDay: Int = SiteSettings.defaults.newCardsPerDay,
        urlStyle: URLStyle = .folders
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.baseURL = baseURL
        self.introduction = introduction
        self.desiredRetention = desiredRetention
        self.newCardsPerDay = newCardsPerDay
        self.urlStyle = urlStyle
    }

    public static let defaults = (
        title: "Flash cards", description: "Decks to study, online or off.", language: "en",
        desiredRetention: 0.9, newCardsPerDay: 20
    )
}
