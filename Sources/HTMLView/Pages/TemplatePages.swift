import Scenes

// Which template renders each scene's view model, and the name the template reads it under.

extension ShowHome.ViewModel: TemplatePage {
    public static let template = Template.home
    public static let name = "home"
    public func scriptData() throws -> [String: String] {
        guard let review else { return [:] }
        return ["reviewJSON": try ScriptJSON.encode(review)]
    }
}

extension StudyDeck.ViewModel: TemplatePage {
    public static let template = Template.studyDeck
    public static let name = "deck"
    public func scriptData() throws -> [String: String] {
        ["statesJSON": try ScriptJSON.encode(states), "reviewJSON": try review.map(ScriptJSON.encode) ?? "null"]
    }
}

extension ListContacts.ViewModel: TemplatePage {
    public static let template = Template.contactsList
    public static let name = "book"
}

extension ShowContact.ViewModel: TemplatePage {
    public static let template = Template.contactPage
    public static let name = "contact"
}

extension ListMovies.ViewModel: TemplatePage {
    public static let template = Template.moviesList
    public static let name = "list"
}

extension ShowMovie.ViewModel: TemplatePage {
    public static let template = Template.movieDetail
    public static let name = "movie"
}

extension NotFound.ViewModel: TemplatePage {
    public static let template = Template.notFound
    public static let name = "notFound"
}
