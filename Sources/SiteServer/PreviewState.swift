import Foundation

/// What an open page of the preview needs to know: which build it should show, and why the
/// latest build failed, if it did.
public struct PreviewState: Equatable, Sendable, Codable {
    /// Counts the builds that succeeded since `serve` started; a page served at an older
    /// generation reloads.
    public var generation: Int
    /// The errors of the latest build, as the terminal shows them; nil when it succeeded.
    public var problem: String?

    public init(generation: Int, problem: String? = nil) {
        self.generation = generation
        self.problem = problem
    }

    /// The state as one server-sent event.
    var event: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Array("event: state\ndata: \(json)\n\n".utf8)
    }
}
