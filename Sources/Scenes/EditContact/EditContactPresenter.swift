import Domain

/// Words the edit result: `Updated 'ada' in address book 'people': Email, Phone.`, or one `error:`
/// line per problem.
public struct EditContactPresenter: Sendable {
    public init() {}

    public func present(_ response: EditContact.Response) -> EditContact.ViewModel {
        switch response {
        case .updated(let id, let book, let fields):
            CommandOutcome(succeeded: true, lines: ["Updated '\(id)' in address book '\(book)': \(fields.joined(separator: ", "))."])
        case .rejected(let problems):
            .rejected(problems)
        }
    }
}
