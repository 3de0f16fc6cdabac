/// Tells every open page of the preview about each build: a page that shows an older build
/// reloads, and a failed build shows its errors over the page until the next good one.
public actor LiveReload {
    public private(set) var state: PreviewState
    private var listeners: [Int: AsyncStream<PreviewState>.Continuation] = [:]
    private var nextListener = 0
    private var finished = false

    public init(state: PreviewState = PreviewState(generation: 0)) {
        self.state = state
    }

    /// A stream of states for one page: the current state at once, then each new one. Only the
    /// newest matters, so a slow page skips states it has not read yet.
    public func subscribe() -> AsyncStream<PreviewState> {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewState.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(state)
        guard !finished else {
            continuation.finish()
            return stream
        }
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    /// A build succeeded: every page reloads to show it.
    public func built() {
        publish(PreviewState(generation: state.generation + 1))
    }

    /// A build succeeded without changing a file: pages stay, and lose any error panel.
    public func unchanged() {
        publish(PreviewState(generation: state.generation))
    }

    /// A build failed with `problem`: pages keep the last good build and show the errors over it.
    public func failed(_ problem: String) {
        publish(PreviewState(generation: state.generation, problem: problem))
    }

    /// Ends every page's stream, so the server can close its connections and stop.
    public func finish() {
        finished = true
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    /// How many pages are listening (the tests wait for a page to connect).
    public var listenerCount: Int { listeners.count }

    private func publish(_ new: PreviewState) {
        state = new
        for listener in listeners.values { listener.yield(new) }
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }
}
