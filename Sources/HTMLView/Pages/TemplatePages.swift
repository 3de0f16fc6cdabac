import Scenes

// Which template renders each scene's view model, and the name the template reads it under.

extension ShowHome.ViewModel: TemplatePage {
    public static let template = Template.home
    public static let key = "home"
    public func scriptData() throws -> [String: String] {
        guard let review else { return [:] }
        return ["reviewJSON": review.json()]
    }
}

extension StudyDeck.ViewModel: TemplatePage {
    public static let template = Template.studyDeck
    public static let key = "deck"
    public func scriptData() throws -> [String: String] {
        ["statesJSON": StudyStatesJSON.encode(states), "reviewJSON": try review?.json() ?? "null"]
    }
    /// A deck of 512 cards or more: its states and its cards are made at the same time.
    public var isLarge: Bool { cards.count >= 512 }
    /// The cards, with a template of their own: a deck of 10,000 cards is rendered on every core.
    public func fragments(_ templates: HTMLTemplates) -> [String: String] {
        ["cardsHTML": templates.renderList(cards, as: "cards", template: .studyCards)]
    }
}

extension ListContacts.ViewModel: TemplatePage {
    public static let template = Template.contactsList
    public static let key = "book"
}

extension ShowContact.ViewModel: TemplatePage {
    public static let template = Template.contactPage
    public static let key = "contact"
}

extension ListMovies.ViewModel: TemplatePage {
    public static let template = Template.moviesList
    public static let key = "list"
}

extension ShowMovie.ViewModel: TemplatePage {
    public static let template = Template.movieDetail
    public static let key = "movie"
    /// The list beside the movie: the same on the page of every movie of its list page but
    /// for the current line, so it is rendered once, and its current line once, not once a
    /// movie.
    public func fragments(_ templates: HTMLTemplates) -> [String: String] {
        ["listItems": templates.sharedList(list, current: listCurrent, template: .movieListLink) { $0.marked }]
    }
}

extension NotFound.ViewModel: TemplatePage {
    public static let template = Template.notFound
    public static let key = "notFound"
}

extension ListFolder.ViewModel: TemplatePage {
    public static let template = Template.folderIndex
    public static let key = "folder"
}
