import Testing
import TerminalView

/// Keys from the bytes a terminal sends in raw mode.
@Suite struct TerminalKeyTests {
    static func keys(_ text: String) -> [TerminalKey] {
        TerminalKey.keys(in: Array(text.utf8))
    }

    @Test func plainKeys() {
        #expect(Self.keys(" \r1234uq\u{03}\u{04}np") == [.space, .enter, .grade(1), .grade(2), .grade(3), .grade(4), .undo, .quit, .quit, .quit, .right, .left])
        #expect(Self.keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OC") == [.up, .down, .right, .left, .right])
    }

    /// A modified arrow or a function key is one key the screen does not answer, never its digits.
    @Test func longerSequences_areNeverGrades() {
        #expect(Self.keys("\u{1B}[1;2A") == [.other])
        #expect(Self.keys("\u{1B}[21~\u{1B}[23~\u{1B}[24~") == [.other, .other, .other])
        #expect(Self.keys("\u{1B}3") == [.other])
        #expect(Self.keys("\u{1B}[1;3C2") == [.other, .grade(2)])
    }
}
