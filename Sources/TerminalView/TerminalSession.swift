/// A study session a terminal runs until the learner quits: review (`TerminalReview`) or cram
/// (`TerminalCram`). Its result is the line to print after it, if any.
public protocol TerminalSession {
    mutating func run() -> String?
}

extension TerminalReview: TerminalSession {}
extension TerminalCram: TerminalSession {}
