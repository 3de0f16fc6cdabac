import Domain
import Foundation

/// Everything the commands print on standard error: diagnostics and errors, one line each.
/// Each line's control characters are shown escaped (`Printable`): text from the content or a
/// file name cannot recolour the terminal or rewrite what was printed before it.
enum StandardError {
    static func print(_ lines: [String]) {
        let text = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { Printable.escaped(String($0)) + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func print(_ line: String) {
        print([line])
    }

    /// Every error of the content, compiler-style, then one line saying what failed and what
    /// became of the output: `error: build failed with 4 errors; Public was left unchanged`.
    static func report(_ errors: ContentErrors, failed action: String, outcome: String) {
        let count = errors.diagnostics.count
        print(errors.diagnostics.map(\.description) + ["error: \(action) failed with \(count) error\(count == 1 ? "" : "s"); \(outcome)"])
    }
}
