import Scenes

/// The home page: fills the `home` template.
public struct ShowHomeHTMLView: ShowHomeDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    public func displayHome(_ viewModel: ShowHome.ViewModel) throws {
        try sink.write(templates.render(viewModel, template: "home"))
    }
}
