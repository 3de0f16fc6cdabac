import Scenes

/// A catalog's list page: fills the `movies-list` template (the items come from the
/// `movies-list-items` partial, which the batch script shares).
public struct ListMoviesHTMLView: ListMoviesDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    /// What the template sees: the layout's `page` and the list.
    struct Page {
        let page: PageChrome
        let list: ListMovies.ViewModel
    }

    public func displayMovies(_ viewModel: ListMovies.ViewModel) throws {
        try sink.write(templates.render(Page(page: viewModel.page, list: viewModel), template: "movies-list"))
    }
}
