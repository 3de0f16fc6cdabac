import Scenes

/// The home page: fills the `home` template.
public struct ShowHomeHTMLView: ShowHomeDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    /// What the template sees: the view model, plus the review data as JSON safe inside `<script>`.
    struct Page {
        let page: PageChrome
        let home: ShowHome.ViewModel
        let reviewJSON: String?
    }

    public func displayHome(_ viewModel: ShowHome.ViewModel) throws {
        let page = Page(page: viewModel.page, home: viewModel, reviewJSON: try viewModel.review.map(ScriptJSON.encode))
        try sink.write(templates.render(page, template: "home"))
    }
}
