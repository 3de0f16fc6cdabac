import Foundation
import Scenes

/// A deck's study page: fills the `study-deck` template and embeds the prepared states for the script.
public struct StudyDeckHTMLView: StudyDeckDisplayLogic {
    private let templates: HTMLTemplates
    private let sink: any PageSink

    public init(templates: HTMLTemplates, sink: any PageSink) {
        self.templates = templates
        self.sink = sink
    }

    /// What the template sees: the view model, plus the states as JSON safe inside `<script>`.
    struct Page {
        let page: PageChrome
        let deck: StudyDeck.ViewModel
        let statesJSON: String
        let reviewJSON: String
    }

    public func displayDeck(_ viewModel: StudyDeck.ViewModel) throws {
        let page = Page(
            page: viewModel.page, deck: viewModel,
            statesJSON: try ScriptJSON.encode(viewModel.states),
            reviewJSON: try viewModel.review.map(ScriptJSON.encode) ?? "null"
        )
        try sink.write(templates.render(page, template: "study-deck"))
    }
}
