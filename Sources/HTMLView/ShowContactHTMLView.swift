import Scenes

/// A contact's page: fills the `contact-page` template.
public struct ShowContactHTMLView: ShowContactDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    /// What the template sees: the chrome for the layout, and the contact.
    struct Page {
        let page: PageChrome
        let contact: ShowContact.ViewModel
    }

    public func displayContact(_ viewModel: ShowContact.ViewModel) throws {
        try sink.write(templates.render(Page(page: viewModel.page, contact: viewModel), template: "contact-page"))
    }
}
