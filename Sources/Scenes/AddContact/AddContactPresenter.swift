import Domain

/// Words the add result: `Added Ada Lovelace to address book 'people' as 'ada-lovelace'.`, or one
/// `error:` line per problem.
public struct AddContactPresenter: Sendable {
    public init() {}

    public func present(_ response: AddContact.Response) -> AddContact.ViewModel {
        switch response {
        case .added(let name, let id, let book):
            CommandOutcome(succeeded: true, lines: ["Added \(name) to address book '\(book)' as '\(id)'."])
        case .rejected(let problems):
            .rejected(problems)
        }
    }
}
