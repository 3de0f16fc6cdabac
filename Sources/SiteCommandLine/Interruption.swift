import Dispatch
import Foundation

/// Turns the first SIGINT (Ctrl-C) or SIGTERM into a cancellation of the running work, so it can
/// clean up and leave the output as it was; a second signal ends the process at once.
public final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var received: Int32?
    private var sources: [any DispatchSourceSignal] = []

    /// Starts listening; `cancel` runs (once) on the first signal.
    public init(signals: [Int32] = [SIGINT, SIGTERM], cancel: @escaping @Sendable () -> Void) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                guard let self else { return }
                let first = self.lock.withLock {
                    defer { if self.received == nil { self.received = number } }
                    return self.received == nil
                }
                if first {
                    for other in signals { signal(other, SIG_DFL) }   // a second signal ends the process
                    cancel()
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The signal that interrupted, if one did.
    public var receivedSignal: Int32? { lock.withLock { received } }

    /// The shell's exit status for a process ended by the signal: 128 + its number.
    public var exitStatus: Int32 { 128 + (receivedSignal ?? SIGINT) }

    /// Stops listening, and gives the signals back their default action.
    public func stop() {
        for source in sources { source.cancel() }
        for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    }
}
