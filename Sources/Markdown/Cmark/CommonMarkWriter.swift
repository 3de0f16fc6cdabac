import CCmark
import Foundation

/// A node written as CommonMark, byte for byte as cmark 0.30's renderer writes it
/// (`cmark_render_commonmark` with the default options and no wrapping): what a card's identity
/// and its answer's lineage hash, so one byte of difference would lose a learner's progress.
///
/// It is cmark's `commonmark.c` and `render.c` written again over the same node tree, rule for
/// rule, for one reason: cmark's renderer handles each character through a function pointer
/// and a UTF-8 encoder, slow over every card of a deck. Its quirks are kept on purpose:
/// a code point's digit test looks at its low byte (cmark passes it as a `char`), U+FFFE and
/// U+FFFF are written as one byte each, a text stops at its first invalid UTF-8 sequence, and a
/// space in a link's address becomes `%20` (a tab `% 9`, as `%2X` pads). Nothing of the tree is
/// changed: cmark's renderer merges a link's adjacent texts as it looks for an autolink, which a
/// parsed tree never has (the parser merged them when it finished).
///
/// `CommonMarkWriterTests` and the deck fuzz target compare the two on every input they have.
/// A node cmark's parser never makes (a custom block or inline) has no writing here: `render`
/// answers nil, and the caller asks cmark.
struct CommonMarkWriter {
    enum Escaping: Int, CaseIterable { case literal, normal, url, title }

    private var buffer: [UInt8] = []
    private var prefix: [UInt8] = []
    /// Line breaks owed before the next output: 1 ends the line, 2 leaves a blank line.
    private var needCR = 0
    private var beginLine = true
    private var beginContent = true
    private var noLinebreaks = false
    /// The node whose block says whether the writer is in a tight list's item: cmark works it
    /// out at every event (but a list's first item's entering); it matters only where a blank
    /// line is owed, so it is worked out there, from the same node.
    private var tightnessNode: OpaquePointer?
    /// The number of the item being written (or the next) in each list the writer is in,
    /// innermost last: counted as the items come, where cmark's renderer counts every item's
    /// earlier siblings (quadratic in a list's length).
    private var itemNumbers: [Int32] = []

    /// `root` and everything below it, as cmark's renderer writes them; nil for a tree with a
    /// node this writer does not know.
    static func render(_ root: OpaquePointer) -> String? {
        var writer = CommonMarkWriter()
        writer.buffer.reserveCapacity(256)
        guard writer.walk(root) else { return nil }
        if writer.buffer.last != UInt8(ascii: "\n") { writer.buffer.append(UInt8(ascii: "\n")) }
        // cmark's result is read as a C string (`String(cString:)`): it ends at a NUL byte.
        let nul = writer.buffer.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.flatMap { memchr($0, 0, bytes.count) }.map { bytes.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        }
        if let nul { writer.buffer.removeSubrange(nul...) }
        return String(decoding: writer.buffer, as: UTF8.self)
    }

    // MARK: The walk (cmark's iterator)

    /// Every node's events, in the order cmark's iterator gives them: a leaf is entered only,
    /// any other node entered and exited, and an autolink's text is skipped with its exit.
    private mutating func walk(_ root: OpaquePointer) -> Bool {
        var node = root
        var entering = true
        while true {
            let type = cmark_node_get_type(node)
            guard type != CMARK_NODE_CUSTOM_BLOCK, type != CMARK_NODE_CUSTOM_INLINE, type != CMARK_NODE_NONE else { return false }
            let descends = event(node, type: type, entering: entering)
            if entering, !Self.isLeaf(type), descends {
                if let child = cmark_node_first_child(node) {
                    node = child
                } else {
                    entering = false
                }
                continue
            }
            if node == root { return true }
            if let next = cmark_node_next(node) {
                node = next
                entering = true
            } else if let parent = cmark_node_parent(node) {
                node = parent
                entering = false
            } else {
                return true
            }
        }
    }

    private static func isLeaf(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
             CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            true
        default:
            false
        }
    }

    // MARK: Nodes (`S_render_node`)

    /// Writes one event; false to skip the node's children (an autolink).
    private mutating func event(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) -> Bool {
        // A list's tightness counts from its first item on: the blank line before it stays.
        if !(type == CMARK_NODE_ITEM && cmark_node_previous(node) == nil && entering) {
            tightnessNode = node
        }
        switch type {
        case CMARK_NODE_BLOCK_QUOTE:
            if entering {
                literal("> ")
                beginContent = true
                prefix += [UInt8(ascii: ">"), UInt8(ascii: " ")]
            } else {
                prefix.removeLast(min(2, prefix.count))
                blankLine()
            }
        case CMARK_NODE_LIST:
            if entering {
                itemNumbers.append(cmark_node_get_list_start(node))
            } else if !itemNumbers.isEmpty {
                itemNumbers.removeLast()
            }
            if !entering, let next = cmark_node_next(node), cmark_node_get_type(next) == CMARK_NODE_LIST {
                cr()
                literal("<!-- end list -->")
                blankLine()
            }
        case CMARK_NODE_ITEM:
            item(node, entering: entering)
        case CMARK_NODE_HEADING:
            if entering {
                for _ in 0..<max(0, Int(cmark_node_get_heading_level(node))) { literal("#") }
                literal(" ")
                beginContent = true
                noLinebreaks = true
            } else {
                noLinebreaks = false
                blankLine()
            }
        case CMARK_NODE_CODE_BLOCK:
            codeBlock(node)
        case CMARK_NODE_HTML_BLOCK:
            blankLine()
            out(cmark_node_get_literal(node), .literal)
            blankLine()
        case CMARK_NODE_THEMATIC_BREAK:
            blankLine()
            literal("-----")
            blankLine()
        case CMARK_NODE_PARAGRAPH:
            if !entering { blankLine() }
        case CMARK_NODE_TEXT:
            out(cmark_node_get_literal(node), .normal)
        case CMARK_NODE_LINEBREAK:
            literal("  ")
            cr()
        case CMARK_NODE_SOFTBREAK:
            if noLinebreaks { literal(" ") } else { cr() }
        case CMARK_NODE_CODE:
            code(node)
        case CMARK_NODE_HTML_INLINE:
            out(cmark_node_get_literal(node), .literal)
        case CMARK_NODE_STRONG:
            literal("**")
        case CMARK_NODE_EMPH:
            // EMPH(EMPH(x)) is written *_x_*, since **x** is STRONG(x).
            let isOnlyChildOfEmphasis = cmark_node_parent(node).map { cmark_node_get_type($0) == CMARK_NODE_EMPH } == true
                && cmark_node_next(node) == nil && cmark_node_previous(node) == nil
            literal(isOnlyChildOfEmphasis ? "_" : "*")
        case CMARK_NODE_LINK:
            if Self.isAutolink(node) {
                if entering {
                    literal("<")
                    let url = cmark_node_get_url(node)!
                    out(strncmp(url, "mailto:", 7) == 0 ? url + 7 : url, .literal)
                    literal(">")
                    return false
                }
            } else if entering {
                literal("[")
            } else {
                destination(node)
            }
        case CMARK_NODE_IMAGE:
            if entering { literal("![") } else { destination(node) }
        default:
            break
        }
        return true
    }

    private mutating func item(_ node: OpaquePointer, entering: Bool) {
        let list = cmark_node_parent(node)
        let marker: [UInt8]
        if cmark_node_get_list_type(list) == CMARK_BULLET_LIST {
            marker = Array("  - ".utf8)
        } else {
            let number = itemNumbers.last ?? Self.number(of: node, in: list)
            let delimiter = cmark_node_get_list_delim(list) == CMARK_PAREN_DELIM ? ")" : "."
            marker = Array("\(number)\(delimiter)\(number < 10 ? "  " : " ")".utf8)
        }
        if entering {
            marker.withUnsafeBufferPointer { out($0, .literal) }
            beginContent = true
            prefix += repeatElement(UInt8(ascii: " "), count: marker.count)
        } else {
            prefix.removeLast(min(marker.count, prefix.count))
            cr()
            if !itemNumbers.isEmpty { itemNumbers[itemNumbers.count - 1] &+= 1 }
        }
    }

    /// The number of `item` in its ordered `list`, counted from the list's start over its earlier
    /// items: for an item written without its list around it.
    private static func number(of item: OpaquePointer, in list: OpaquePointer?) -> Int32 {
        var number = cmark_node_get_list_start(list)
        var sibling = cmark_node_previous(item)
        while let previous = sibling {
            number &+= 1
            sibling = cmark_node_previous(previous)
        }
        return number
    }

    private mutating func codeBlock(_ node: OpaquePointer) {
        let isFirstInItem = cmark_node_previous(node) == nil
            && cmark_node_parent(node).map { cmark_node_get_type($0) == CMARK_NODE_ITEM } == true
        if !isFirstInItem { blankLine() }
        guard let info = cmark_node_get_fence_info(node), let code = cmark_node_get_literal(node) else { return }
        let fence: StaticString = strchr(info, Int32(UInt8(ascii: "`"))) == nil ? "`" : "~"
        let ticks = max(3, Self.backtickRuns(code).longest + 1)
        for _ in 0..<ticks { literal(fence) }
        literal(" ")
        out(info, .literal)
        cr()
        out(code, .literal)
        cr()
        for _ in 0..<ticks { literal(fence) }
        blankLine()
    }

    private mutating func code(_ node: OpaquePointer) {
        guard let code = cmark_node_get_literal(node) else { return }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(code).assumingMemoryBound(to: UInt8.self), count: strlen(code))
        let ticks = Self.backtickRuns(code).shortestUnused
        let space = UInt8(ascii: " "), tick = UInt8(ascii: "`")
        let hasNonSpace = bytes.contains { $0 != space }
        let extraSpaces = bytes.isEmpty || bytes.first == tick || bytes.last == tick
            || (hasNonSpace && bytes.first == space && bytes.last == space)
        for _ in 0..<ticks { literal("`") }
        if extraSpaces { literal(" ") }
        out(code, .literal)
        if extraSpaces { literal(" ") }
        for _ in 0..<ticks { literal("`") }
    }

    /// A link's or an image's end: `](address "title")`.
    private mutating func destination(_ node: OpaquePointer) {
        literal("](")
        out(cmark_node_get_url(node), .url)
        if let title = cmark_node_get_title(node), title.pointee != 0 {
            literal(" \"")
            out(title, .title)
            literal("\"")
        }
        literal(")")
    }

    /// The longest run of backticks in `code`, and the shortest length no run has (at most 32).
    private static func backtickRuns(_ code: UnsafePointer<CChar>) -> (longest: Int, shortestUnused: Int) {
        var longest = 0, current = 0
        var used: UInt32 = 1
        var byte = code
        while true {
            if byte.pointee == CChar(UInt8(ascii: "`")) {
                current += 1
            } else {
                longest = max(longest, current)
                if current > 0, current < 32 { used |= 1 << UInt32(current) }
                current = 0
                if byte.pointee == 0 { break }
            }
            byte += 1
        }
        var shortest = 0
        while shortest < 32, used & 1 == 1 {
            used >>= 1
            shortest += 1
        }
        return (longest, shortest)
    }

    /// A link whose text is its address (after `mailto:`), with a scheme and no title: `<…>`.
    /// cmark compares the address with its first child's literal: a text's merged with the
    /// texts right after it, or a code span's or an inline HTML's own (so `` [`x:y`](x:y) ``
    /// is written `<x:y>`, as cmark writes it).
    private static func isAutolink(_ node: OpaquePointer) -> Bool {
        guard let url = cmark_node_get_url(node), schemeLength(url) > 0 else { return false }
        if let title = cmark_node_get_title(node), title.pointee != 0 { return false }
        guard var first = cmark_node_first_child(node), let literal = cmark_node_get_literal(first) else { return false }
        let type = cmark_node_get_type(first)
        guard type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE || type == CMARK_NODE_HTML_INLINE else { return false }
        var merged = Array(UnsafeBufferPointer(start: literal, count: strlen(literal)))
        while type == CMARK_NODE_TEXT, let next = cmark_node_next(first), cmark_node_get_type(next) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(next) {
            merged += UnsafeBufferPointer(start: literal, count: strlen(literal))
            first = next
        }
        merged.append(0)
        let address = strncmp(url, "mailto:", 7) == 0 ? url + 7 : url
        return strcmp(address, merged) == 0
    }

    /// The length of the scheme and colon `url` starts with (cmark's `_scan_scheme`), or 0:
    /// a letter, then 1 to 31 of letters, digits, `.`, `+` and `-`, then `:`.
    private static func schemeLength(_ url: UnsafePointer<CChar>) -> Int {
        let bytes = UnsafeRawPointer(url).assumingMemoryBound(to: UInt8.self)
        guard bytes[0].isASCIILetter else { return 0 }
        var count = 1
        while count <= 32 {
            let byte = bytes[count]
            guard byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: "-") else { break }
            count += 1
        }
        guard (2...32).contains(count), bytes[count] == UInt8(ascii: ":") else { return 0 }
        return count + 1
    }

    /// Whether `node`'s block is an item of a tight list, or a block right inside one.
    private static func isInTightListItem(_ node: OpaquePointer) -> Bool {
        var block: OpaquePointer? = node
        while let current = block {
            let type = cmark_node_get_type(current).rawValue
            if type >= CMARK_NODE_FIRST_BLOCK.rawValue, type <= CMARK_NODE_LAST_BLOCK.rawValue { break }
            block = cmark_node_parent(current)
        }
        guard let block else { return false }
        func isTightList(_ node: OpaquePointer?) -> Bool { node.map { cmark_node_get_list_tight($0) != 0 } ?? false }
        if cmark_node_get_type(block) == CMARK_NODE_ITEM, isTightList(cmark_node_parent(block)) { return true }
        guard let parent = cmark_node_parent(block), cmark_node_get_type(parent) == CMARK_NODE_ITEM else { return false }
        return isTightList(cmark_node_parent(parent))
    }

    // MARK: Output (`render.c`)

    private mutating func cr() { needCR = max(needCR, 1) }
    private mutating func blankLine() { needCR = max(needCR, 2) }

    private mutating func literal(_ text: StaticString) {
        out(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), .literal)
    }

    private mutating func out(_ text: UnsafePointer<CChar>?, _ escaping: Escaping) {
        guard let text else {
            out(UnsafeBufferPointer(start: nil, count: 0), escaping)
            return
        }
        out(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)), escaping)
    }

    /// `S_out` without wrapping: the line breaks owed, then each character, with the prefix at
    /// the start of each line; a text ends at its first invalid UTF-8 sequence.
    private mutating func out(_ text: UnsafeBufferPointer<UInt8>, _ escaping: Escaping) {
        if needCR > 1, let node = tightnessNode, Self.isInTightListItem(node) { needCR = 1 }
        // Line feeds already at the end count toward those owed (cmark looks back past them,
        // and not again after it writes one).
        var back = buffer.count - 1
        while needCR > 0 {
            if back < 0 || buffer[back] == UInt8(ascii: "\n") {
                back -= 1
            } else {
                buffer.append(UInt8(ascii: "\n"))
                if needCR > 1 { buffer += prefix }
            }
            beginLine = true
            beginContent = true
            needCR -= 1
        }
        var index = 0
        while index < text.count {
            if beginLine { buffer += prefix }
            // Past a line's start, a run of characters written as they are is copied at once.
            if !beginContent {
                var end = index
                let plain = Self.writtenAsItIs[escaping.rawValue]
                while end < text.count, plain[Int(text[end])] { end += 1 }
                if end > index {
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<end]))
                    beginLine = false
                    index = end
                    continue
                }
            }
            let byte = text[index]
            if byte < 0x80 {
                if escaping == .literal, byte == UInt8(ascii: "\n") {
                    buffer.append(byte)
                    beginLine = true
                    beginContent = true
                    index += 1
                    continue
                }
                let next = index + 1 < text.count ? text[index + 1] : 0
                if escaping == .literal || !write(escaped: byte, escaping, next: next) { buffer.append(byte) }
                beginLine = false
                beginContent = beginContent && Self.isDigit(byte)
                index += 1
                continue
            }
            // Beyond ASCII: never escaped, never a line break.
            guard let (scalar, length) = Self.decode(text, at: index) else { return }
            write(scalar, from: text, at: index, length: length)
            beginLine = false
            beginContent = beginContent && Self.isDigit(UInt8(truncatingIfNeeded: scalar))
            index += length
        }
    }

    /// `outc`'s escaping of an ASCII character: writes `byte` escaped and answers true, or
    /// answers false when it is written as it is.
    private mutating func write(escaped byte: UInt8, _ escaping: Escaping, next: UInt8) -> Bool {
        let needsEscaping: Bool
        switch escaping {
        case .normal:
            let followsDigit = buffer.last.map(Self.isDigit) ?? false
            switch byte {
            case 0..<0x20, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "!"):
                needsEscaping = true
            case UInt8(ascii: "&"):
                needsEscaping = next.isASCIILetter
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
                needsEscaping = beginContent && !followsDigit
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                needsEscaping = beginContent && followsDigit && (next == 0 || Self.isSpace(next))
            default:
                needsEscaping = false
            }
        case .url:
            switch byte {
            case UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: ")"), UInt8(ascii: "("):
                needsEscaping = true
            default:
                needsEscaping = Self.isSpace(byte)
            }
        case .title:
            switch byte {
            case UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
                needsEscaping = true
            default:
                needsEscaping = false
            }
        case .literal:
            needsEscaping = false
        }
        guard needsEscaping else { return false }
        if escaping == .url, Self.isSpace(byte) {
            // "%%%2X": a space-padded, upper-case hexadecimal number.
            let hex = String(byte, radix: 16, uppercase: true)
            buffer += Array(("%" + (hex.count < 2 ? " " : "") + hex).utf8)
        } else if Self.isPunctuation(byte) {
            buffer += [UInt8(ascii: "\\"), byte]
        } else {
            buffer += Array("&#\(byte);".utf8)
        }
        return true
    }

    /// `cmark_utf8proc_encode_char` of a scalar read from `text`: its own bytes, but U+FFFE and
    /// U+FFFF, which cmark 0.30 writes as one byte each (`FE`, `FF`).
    private mutating func write(_ scalar: UInt32, from text: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) {
        switch scalar {
        case 0xFFFE: buffer.append(0xFE)
        case 0xFFFF: buffer.append(0xFF)
        default: for offset in index..<(index + length) { buffer.append(text[offset]) }
        }
    }

    /// `cmark_utf8proc_iterate`: the scalar at `index` and its length in bytes, or nil for an
    /// invalid sequence (a stray or missing continuation byte, an overlong form, a surrogate,
    /// past U+10FFFF).
    private static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let first = text[index]
        if first < 0x80 { return (UInt32(first), 1) }
        let length: Int
        switch first {
        case 0xC0...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF7: length = 4
        default: return nil
        }
        guard length <= text.count - index else { return nil }
        var scalar = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let byte = text[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        switch length {
        case 2: guard scalar >= 0x80 else { return nil }
        case 3: guard scalar >= 0x800, !(0xD800..<0xE000).contains(scalar) else { return nil }
        default: guard (0x10000..<0x110000).contains(scalar) else { return nil }
        }
        return (scalar, length)
    }

    /// `isWrittenAsItIs` of every byte, for each escaping (by its raw value): looked up in the
    /// loop that copies runs of such bytes, rather than worked out there.
    private static let writtenAsItIs: [[Bool]] = Escaping.allCases.map { escaping in
        (0...255).map { isWrittenAsItIs(UInt8($0), escaping) }
    }

    /// An ASCII character `outc` writes as it is wherever it stands, once a line's content has
    /// begun (where `- + = . )` are not escaped): not `&`, which is escaped before a letter.
    private static func isWrittenAsItIs(_ byte: UInt8, _ escaping: Escaping) -> Bool {
        guard byte < 0x80 else { return false }
        switch escaping {
        case .literal:
            return byte != UInt8(ascii: "\n")
        case .normal:
            switch byte {
            case 0..<0x20, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "!"), UInt8(ascii: "&"):
                return false
            default:
                return true
            }
        case .url:
            switch byte {
            case UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: ")"), UInt8(ascii: "("):
                return false
            default:
                return !isSpace(byte)
            }
        case .title:
            switch byte {
            case UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
                return false
            default:
                return true
            }
        }
    }

    // cmark's character classes (`cmark_ctype.c`), for a byte.
    private static func isDigit(_ byte: UInt8) -> Bool { byte.isASCIIDigit }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}
