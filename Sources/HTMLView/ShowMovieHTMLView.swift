import Scenes

/// A movie's detail page: fills the `movie-detail` template (the detail, with its catalog's list
/// beside it on wide screens).
public struct ShowMovieHTMLView: ShowMovieDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    /// What the template sees: the layout's `page` and the movie.
    struct Page {
        let page: PageChrome
        let movie: ShowMovie.ViewModel
    }

    public func displayMovie(_ viewModel: ShowMovie.ViewModel) throws {
        try sink.write(templates.render(Page(page: viewModel.page, movie: viewModel), template: "movie-detail"))
    }
}
