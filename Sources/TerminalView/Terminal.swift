#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal the study screen runs in: raw mode (keys as they are pressed, no echo), the
/// alternate screen, its size, and whether it was resized. Only one is open at a time.
public final class Terminal {
    /// A pipe SIGWINCH writes a byte into (the one thing a signal handler may safely do), which
    /// `read()` waits on beside the keys: whichever thread the signal lands on, the read wakes.
    nonisolated(unsafe) private static var resizes: (read: Int32, write: Int32) = (-1, -1)

    /// The terminal's settings before raw mode, and whether the screen was switched: what a
    /// signal that ends the program (SIGTERM, SIGHUP, SIGQUIT) puts back before it does.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var switchedScreen = false
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
        tcgetattr(0, &Terminal.saved)
        var raw = Terminal.saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(0, TCSAFLUSH, &raw)
        var ends: [Int32] = [0, 0]
        if pipe(&ends) == 0 {
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
            Terminal.resizes = (ends[0], ends[1])
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = Glibc.write(Terminal.resizes.write, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, nil)
        var ending = sigaction()
        ending.__sigaction_handler.sa_handler = { signal in
            Terminal.restore()
            Glibc.signal(signal, SIG_DFL)
            raise(signal)
        }
        sigemptyset(&ending.sa_mask)
        for signal in [SIGTERM, SIGHUP, SIGQUIT] { sigaction(signal, &ending, nil) }
        Terminal.switchedScreen = cursorControl
        if cursorControl { write("\u{1B}[?1049h\u{1B}[?25l") }
    }

    /// Leaves raw mode and the alternate screen, as the terminal was.
    public func close() {
        Terminal.restore()
        for signal in [SIGWINCH, SIGTERM, SIGHUP, SIGQUIT] { Glibc.signal(signal, SIG_DFL) }
        Glibc.close(Terminal.resizes.read)
        Glibc.close(Terminal.resizes.write)
        Terminal.resizes = (-1, -1)
    }

    /// The screen and the settings as they were (only what a signal handler may call: write, tcsetattr).
    private static func restore() {
        if switchedScreen {
            let leave = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
            _ = leave.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            switchedScreen = false
        }
        tcsetattr(0, TCSANOW, &saved)
    }

    /// Columns and rows (80 × 24 when the terminal does not say).
    public var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The bytes of the next keys, or nil when the terminal was resized; an empty array at the
    /// end of input.
    public func read() -> [UInt8]? {
        var waits = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: Terminal.resizes.read, events: Int16(POLLIN), revents: 0)]
        while poll(&waits, nfds_t(waits.count), -1) < 0 {
            if errno != EINTR { return [] }
        }
        var buffer = [UInt8](repeating: 0, count: 64)
        if waits[1].revents != 0 {
            _ = Glibc.read(Terminal.resizes.read, &buffer, buffer.count)
            return nil
        }
        var count = -1
        repeat { count = Glibc.read(0, &buffer, buffer.count) } while count < 0 && errno == EINTR
        return count < 0 ? [] : Array(buffer[..<count])
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
        write(cursorControl ? "\u{1B}[H\u{1B}[2J" + text + (styles ? "\u{1B}[0m" : "") : "\n" + text + "\n")
    }
}
