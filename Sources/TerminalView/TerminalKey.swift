/// A key the study screen answers, read from the bytes a terminal sends in raw mode.
public enum TerminalKey: Equatable, Sendable {
    case space, enter, grade(Int), undo, quit, left, right, up, down, other

    /// The keys in `bytes`: a key is one byte, or an escape sequence for an arrow (`ESC [ C`,
    /// `ESC O C`). Ctrl-C and Ctrl-D quit, as `q` does (raw mode turns them into bytes).
    public static func keys(in bytes: [UInt8]) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
                keys.append(arrow(bytes[index + 2]))
                index += 3
                continue
            }
            keys.append(key(byte))
            index += 1
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
