import Scenes

/// An address book's page: fills the `contacts-list` template.
public struct ListContactsHTMLView: ListContactsDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    /// What the template sees: the chrome for the layout, and the book.
    struct Page {
        let page: PageChrome
        let book: ListContacts.ViewModel
    }

    public func displayContacts(_ viewModel: ListContacts.ViewModel) throws {
        try sink.write(templates.render(Page(page: viewModel.page, book: viewModel), template: "contacts-list"))
    }
}
