import Domain
import Foundation

/// Everything the commands print on standard error: diagnostics and errors, one line each.
enum StandardError {
    static func print(_ lines: [String]) {
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
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
