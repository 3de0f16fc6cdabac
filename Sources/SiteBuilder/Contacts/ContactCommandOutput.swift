import Scenes

/// The terminal view of the add and edit scenes: keeps the lines the presenter worded, for the
/// command line to print (on standard output when the command succeeded, else standard error).
final class ContactCommandOutput: AddContactDisplayLogic, EditContactDisplayLogic, @unchecked Sendable {
    // A scene runs synchronously on one thread and displays once; nothing else touches this.
    private(set) var result = ContactCommandResult(succeeded: false, lines: [])

    func displayAddResult(_ viewModel: AddContact.ViewModel) {
        result = ContactCommandResult(succeeded: viewModel.succeeded, lines: viewModel.lines)
    }

    func displayEditResult(_ viewModel: EditContact.ViewModel) {
        result = ContactCommandResult(succeeded: viewModel.succeeded, lines: viewModel.lines)
    }
}

/// What `site contacts add` or `edit` did, worded for the terminal.
public struct ContactCommandResult: Sendable, Equatable {
    public let succeeded: Bool
    /// For standard output when `succeeded`, else for standard error.
    public let lines: [String]

    public init(succeeded: Bool, lines: [String]) {
        self.succeeded = succeeded
        self.lines = lines
    }
}
