import Scenes

/// The 404 page: fills the `not-found` template.
public struct NotFoundHTMLView: NotFoundDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    public func displayNotFound(_ viewModel: NotFound.ViewModel) throws {
        try sink.write(templates.render(viewModel, template: "not-found"))
    }
}
