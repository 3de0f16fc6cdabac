import Domain

/// Words the add result: `Added Ada Lovelace to people (ada-lovelace).`, or one `error:` line per problem.
public struct AddContactPresenter: AddContactPresentationLogic {
    private let display: any AddContactDisplayLogic

    public init(display: any AddContactDisplayLogic) {
        self.display = display
    }

    public func presentAddResult(_ response: AddContact.Response) {
        switch response {
        case .added(let name, let id, let book):
            display.displayAddResult(.init(succeeded: true, lines: ["Added \(name) to address book '\(book)' as '\(id)'."]))
        case .rejected(let problems):
            display.displayAddResult(.init(
                succeeded: false,
                lines: problems.map { "error: " + $0.message } + ["error: nothing was written"]
            ))
        }
    }
}
