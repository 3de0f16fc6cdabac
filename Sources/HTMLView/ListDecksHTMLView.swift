import Scenes

/// The home page: fills the `list-decks` template.
public struct ListDecksHTMLView: ListDecksDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    public func displayDecks(_ viewModel: ListDecks.ViewModel) throws {
        try sink.write(templates.render(viewModel, template: "list-decks"))
    }
}
