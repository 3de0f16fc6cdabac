import Foundation
import SiteBuilder

/// Shows a long build's progress on one line of a terminal ("12,000 of 30,048 pages · 5,210
/// pages/s"), rewritten in place; prints nothing when standard error is not a terminal, so logs
/// and scripts get the one summary line alone.
struct TerminalProgress: Sendable {
    /// A build shorter than this never shows progress.
    static let delay = 0.5
    let isTerminal = isatty(FileHandle.standardError.fileDescriptor) == 1

    @Sendable func show(_ progress: BuildProgress) {
        guard isTerminal, progress.seconds >= TerminalProgress.delay else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(progress.line)".utf8))
    }

    /// Clears the progress line before the summary.
    func finish() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
