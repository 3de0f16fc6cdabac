import Domain

/// Words the edit result: `Updated ada-lovelace in people: Email, Phone.`, or one `error:` line per problem.
public struct EditContactPresenter: EditContactPresentationLogic {
    private let display: any EditContactDisplayLogic

    public init(display: any EditContactDisplayLogic) {
        self.display = display
    }

    public func presentEditResult(_ response: EditContact.Response) {
        switch response {
        case .updated(let id, let book, let fields):
            display.displayEditResult(.init(
                succeeded: true,
                lines: ["Updated '\(id)' in address book '\(book)': \(fields.joined(separator: ", "))."]
            ))
        case .rejected(let problems):
            display.displayEditResult(.init(
                succeeded: false,
                lines: problems.map { "error: " + $0.message } + ["error: nothing was written"]
            ))
        }
    }
}
