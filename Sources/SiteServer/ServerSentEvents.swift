import FlyingSocks

/// A page's preview states as a `text/event-stream` body: one `state` event per state, sent as
/// soon as it is published, until the preview stops.
struct ServerSentEvents: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let states: AsyncStream<PreviewState>

    func makeAsyncIterator() -> Iterator {
        Iterator(states: states.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var states: AsyncStream<PreviewState>.AsyncIterator

        mutating func next() async throws -> UInt8? {
            preconditionFailure("the server reads events with nextBuffer(suggested:)")
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            await states.next()?.event
        }
    }
}
