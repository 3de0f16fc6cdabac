#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal the study screen runs in: raw mode (keys as they are pressed, no echo), the
/// alternate screen, its size, and whether it was resized. Only one is open at a time.
public final class Terminal {
    /// Set by SIGWINCH; read and cleared by `wasResized()`.
    nonisolated(unsafe) private static var resized: sig_atomic_t = 0

    private var saved = termios()
    /// Styles (bold, italic, dim) are written; off with `NO_COLOR` or on a dumb terminal.
    public let styles: Bool
    /// The screen can be cleared and redrawn; a dumb terminal only gets lines, one after another.
    public let cursorControl: Bool

    /// Whether standard input and output are both a terminal.
    public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    public init(environment: [String: String]) {
        let dumb = environment["TERM"] == "dumb"
        styles = !dumb && environment["NO_COLOR"].map(\.isEmpty) ?? true
        cursorControl = !dumb
        tcgetattr(0, &saved)
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(0, TCSAFLUSH, &raw)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Terminal.resized = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0 // no SA_RESTART: a read returns at a resize
        sigaction(SIGWINCH, &action, nil)
        if cursorControl { write("\u{1B}[?1049h\u{1B}[?25l") }
    }

    /// Leaves raw mode and the alternate screen, as the terminal was.
    public func close() {
        if cursorControl { write("\u{1B}[?25h\u{1B}[?1049l") }
        tcsetattr(0, TCSAFLUSH, &saved)
        signal(SIGWINCH, SIG_DFL)
    }

    /// Columns and rows (80 × 24 when the terminal does not say).
    public var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    public func wasResized() -> Bool {
        defer { Terminal.resized = 0 }
        return Terminal.resized != 0
    }

    /// The bytes of the next keys, or nil when the read ended for a resize; an empty array at the
    /// end of input.
    public func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Glibc.read(0, &buffer, buffer.count)
        if count < 0 { return errno == EINTR ? nil : [] }
        return Array(buffer[..<count])
    }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeMutableBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if result < 0 { if errno == EINTR { continue } else { return } }
            written += result
        }
        bytes.removeAll()
    }

    /// Replaces what the screen shows with `lines` (a dumb terminal gets them after a blank line).
    public func show(_ lines: [String]) {
        // "\n": the terminal's output processing (left on) makes each a line feed and a return.
        let text = lines.map { styles ? $0 : TerminalLayout.unstyled($0) }.joined(separator: "\n")
        write(cursorControl ? "\u{1B}[H\u{1B}[2J" + text + "\u{1B}[0m" : "\n" + text + "\n")
    }
}
