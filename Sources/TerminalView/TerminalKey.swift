/// A key the study screen answers, read from the bytes a terminal sends in raw mode.
public enum TerminalKey: Equatable, Sendable {
    case space, enter, grade(Int), undo, quit, left, right, up, down, other

    /// The keys in `bytes`: a key is one byte, or an escape sequence, read whole: a plain arrow
    /// (`ESC [ C`, `ESC O C`) moves; any other sequence (Shift+↑ `ESC [ 1 ; 2 A`, F12
    /// `ESC [ 2 4 ~`, Alt with a key) is no key the screen answers. Ctrl-C and Ctrl-D quit, as `q`
    /// does (raw mode turns them into bytes).
    public static func keys(in bytes: [UInt8]) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x1B, index < bytes.count else {
                keys.append(byte == 0x1B ? .other : key(byte))
                continue
            }
            let introducer = bytes[index]
            index += 1
            if introducer == UInt8(ascii: "[") {
                // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
                let start = index
                while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
                guard index < bytes.count else { break }
                let final = bytes[index]
                index += 1
                keys.append(index - 1 == start ? arrow(final) : .other)
            } else if introducer == UInt8(ascii: "O"), index < bytes.count {
                keys.append(arrow(bytes[index]))
                index += 1
            } else {
                keys.append(.other) // Alt with a key
            }
        }
        return keys
    }

    private static func arrow(_ byte: UInt8) -> TerminalKey {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: .other
        }
    }

    private static func key(_ byte: UInt8) -> TerminalKey {
        switch byte {
        case UInt8(ascii: " "): .space
        case 0x0D, 0x0A: .enter
        case UInt8(ascii: "1")...UInt8(ascii: "9"): .grade(Int(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "u"), UInt8(ascii: "U"): .undo
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: .quit
        case UInt8(ascii: "n"): .right
        case UInt8(ascii: "p"): .left
        default: .other
        }
    }
}
