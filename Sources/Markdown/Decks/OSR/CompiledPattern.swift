import Domain
import Foundation

/// A regular expression compiled once (ICU's, through `NSRegularExpression`), searched as
/// `String.range(of:options: .regularExpression)` and `replacingOccurrences(of:with:options:
/// .regularExpression)` search it: the whole text, no options. Those compile their pattern at
/// every call (through a cache whose key Foundation makes by printing it), and a vault's notes
/// ask them of every line and every card.
/// A pattern written in the code is compiled on its first use (`static let`); `cached(_:)`
/// gives one for a pattern made at run time (from the vault's settings), compiled once a process.
struct CompiledPattern: Sendable {
    private let expression: NSRegularExpression

    /// `pattern` compiled; a pattern written in the code must compile.
    init(_ pattern: String) {
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            preconditionFailure("the pattern \(pattern) does not compile: \(error)")
        }
    }

    private init(compiling pattern: String) throws {
        expression = try NSRegularExpression(pattern: pattern)
    }

    private static let compiled = LockedCache<String, CompiledPattern?>()

    /// `pattern` compiled, once a process whatever the number of callers; nil when it does not
    /// compile (the caller then asks Foundation, which answers as it always did).
    static func cached(_ pattern: String) -> CompiledPattern? {
        compiled.value(for: pattern) { try? CompiledPattern(compiling: $0) }
    }

    /// The first match in `text`, as `text.range(of: pattern, options: .regularExpression)` gives it.
    func firstRange(in text: String) -> Range<String.Index>? {
        let found = expression.rangeOfFirstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        return found.location == NSNotFound ? nil : Range(found, in: text)
    }

    /// Whether `text` has a match.
    func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `text` with every match replaced by `template` (`$1` a group), as
    /// `text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)` gives it.
    func replacingMatches(in text: String, with template: String) -> String {
        expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}
