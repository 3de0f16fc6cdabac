/// One problem found in content, printed compiler-style: `file:line:column: error: message`.
/// Printed on one line whatever the file's name or the content quoted in the message holds:
/// control characters (ANSI escapes, newlines that would forge another diagnostic) and
/// invisible format characters are shown escaped (see `Printable`).
public struct Diagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        /// Information about what a build did with the content, never a problem.
        case note
    }

    public let severity: Severity
    public let location: SourceLocation
    public let message: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// The same diagnostic `lines` lines further down (see `SourceLocation.shifted(by:)`).
    public func shifted(by lines: Int) -> Diagnostic {
        Diagnostic(severity, at: location.shifted(by: lines), message)
    }

    public static func error(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    public static func warning(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    public static func note(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.note, at: location, message)
    }

    public var description: String {
        "\(Printable.escaped(location.description)): \(severity.rawValue): \(Printable.escaped(message))"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}
