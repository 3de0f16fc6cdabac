import ArgumentParser
import Domain
import Foundation

/// Everything the commands print on standard error: diagnostics and errors, one line each.
/// Each line's control characters are shown escaped (`Printable`): text from the content or a
/// file name cannot recolour the terminal or rewrite what was printed before it.
public enum StandardError {
    public static func print(_ lines: [String]) {
        let text = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { Printable.escaped(String($0)) + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    public static func print(_ line: String) {
        print([line])
    }

    /// Prints `error: <message>` and answers the exit status to throw: how every command fails.
    public static func failure(_ message: String) -> ExitCode {
        print("error: \(message)")
        return ExitCode.failure
    }

    /// Every error of the content, compiler-style, then one line saying what failed and what
    /// became of the output: `error: build failed with 4 errors; Public was left unchanged`.
    public static func report(_ errors: ContentErrors, failed action: String, outcome: String) {
        let count = errors.diagnostics.count
        print(errors.diagnostics.map(\.description) + ["error: \(action) failed with \(count) error\(count == 1 ? "" : "s"); \(outcome)"])
    }
}
