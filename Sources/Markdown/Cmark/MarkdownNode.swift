import CCmark
import Domain
import Foundation

/// A borrowed view of one cmark node; valid while its `MarkdownDocument` lives.
struct MarkdownNode {
    let pointer: OpaquePointer
    /// What to add to cmark's line numbers: the lines of the file above the parsed text (a
    /// part of a large file, `EntryParts`), so every line is the file's.
    let lineOffset: Int

    init(_ pointer: OpaquePointer, lineOffset: Int = 0) {
        self.pointer = pointer
        self.lineOffset = lineOffset
    }

    var type: cmark_node_type { cmark_node_get_type(pointer) }
    var isHeading: Bool { type == CMARK_NODE_HEADING }
    var isThematicBreak: Bool { type == CMARK_NODE_THEMATIC_BREAK }
    var isParagraph: Bool { type == CMARK_NODE_PARAGRAPH }
    var isLinkOrImage: Bool { type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE }
    var isImage: Bool { type == CMARK_NODE_IMAGE }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    /// The node's first line in the file, or 0 when cmark knows none (an inline node).
    var startLine: Int { line(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var endLine: Int { line(cmark_node_get_end_line(pointer)) }
    var isBulletList: Bool { type == CMARK_NODE_LIST && cmark_node_get_list_type(pointer) == CMARK_BULLET_LIST }

    var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var child = cmark_node_first_child(pointer)
        while let node = child {
            result.append(MarkdownNode(node, lineOffset: lineOffset))
            child = cmark_node_next(node)
        }
        return result
    }

    var parent: MarkdownNode? { cmark_node_parent(pointer).map { MarkdownNode($0, lineOffset: lineOffset) } }

    var url: String? {
        get { cmark_node_get_url(pointer).map { String(cString: $0) } }
        nonmutating set { _ = cmark_node_set_url(pointer, newValue) }
    }

    var literal: String? { cmark_node_get_literal(pointer).map { String(cString: $0) } }

    /// Every node below this one (depth first, in document order), this one excluded.
    ///
    /// Walked with cmark's iterator, never by recursion: a list nested 100,000 deep is as safe
    /// as a flat one (a recursive walk overflowed the stack).
    var descendants: [MarkdownNode] {
        guard let iterator = cmark_iter_new(pointer) else { return [] }
        defer { cmark_iter_free(iterator) }
        var nodes: [MarkdownNode] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), node != pointer else { continue }
            nodes.append(MarkdownNode(node, lineOffset: lineOffset))
        }
        return nodes
    }

    /// The text without markup: text and code literals, breaks as spaces.
    var plainText: String {
        var text = ""
        for node in descendants {
            switch node.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += node.literal ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        // Trimmed of Unicode white space (the set `.whitespacesAndNewlines` names), without bridging
        // to NSString: a page's description is read on every page.
        if let trimmed = text.trimmingASCIIWhitespaceAtASCIIEdges() { return trimmed }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// The closest line and column cmark knows for this node (inline nodes may have none; use their block's).
    var position: (line: Int, column: Int) {
        var node: MarkdownNode? = self
        while let current = node {
            if current.startLine > 0 { return (current.startLine, max(current.startColumn, 1)) }
            node = current.parent
        }
        return (1, 1)
    }

    private func line(_ cmarkLine: Int32) -> Int {
        cmarkLine > 0 ? Int(cmarkLine) + lineOffset : 0
    }

    /// The node as cmark's CommonMark renderer writes it (`cmark_render_commonmark`, no wrapping):
    /// what a card's identity and its answer's lineage hash. A document of one plain paragraph is
    /// written here without the renderer, with the same bytes (`plainParagraphCommonMark`).
    func commonMark() -> String {
        if let plain = plainParagraphCommonMark() { return plain }
        return renderedCommonMark()
    }

    /// cmark's own CommonMark of the node.
    func renderedCommonMark() -> String {
        guard let rendered = cmark_render_commonmark(pointer, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// For a document holding one paragraph of text only (no mark-up, no line break) that
    /// starts with an ASCII letter and holds no byte cmark's renderer escapes in text, that
    /// text and a line feed: what `cmark_render_commonmark` writes for it, without the
    /// renderer's setup and its character-by-character escaping (a deck of 10,000 cards
    /// renders 20,000 fragments; most questions are such a paragraph). Nil for any other node.
    ///
    /// The renderer escapes, in text, the ASCII controls and `* _ [ ] # < > \ ` !` everywhere,
    /// `&` before a letter, and `- + =` (and `.` `)` after digits) only at the start of a line's
    /// content, which a leading letter ends; without wrapping it writes spaces and every other
    /// character as they are. `PlainParagraphCommonMarkTests` and the deck fuzz target compare
    /// the two.
    func plainParagraphCommonMark() -> String? {
        guard type == CMARK_NODE_DOCUMENT, let paragraph = cmark_node_first_child(pointer),
              cmark_node_next(paragraph) == nil, cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH else { return nil }
        var text: [UInt8] = []
        var child = cmark_node_first_child(paragraph)
        while let node = child {
            guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return nil }
            var byte = literal
            while byte.pointee != 0 {
                let value = UInt8(bitPattern: byte.pointee)
                guard MarkdownNode.isPlain(value) else { return nil }
                text.append(value)
                byte += 1
            }
            child = cmark_node_next(node)
        }
        guard let first = text.first, first.isASCIILetter,
              MarkdownNode.isRenderedAsItIs(text) else { return nil }
        text.append(UInt8(ascii: "\n"))
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether cmark 0.30's renderer writes these text bytes back unchanged: valid UTF-8 (a
    /// literal may hold an invalid byte, as `&#xFFFF;` decodes to `FF`, and the renderer stops
    /// at it) without U+FFFE or U+FFFF (which its encoder writes as the single bytes `FE` and
    /// `FF`, fixed in cmark 0.31).
    private static func isRenderedAsItIs(_ bytes: [UInt8]) -> Bool {
        guard String(validating: bytes, as: UTF8.self) != nil else { return false }
        for index in bytes.indices.dropLast(2) where bytes[index] == 0xEF && bytes[index + 1] == 0xBF {
            if bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF { return false }
        }
        return true
    }

    /// A byte cmark's CommonMark renderer writes as it is in text after a line's first letter:
    /// any byte of a non-ASCII character, and the printable ASCII but for what it may escape.
    private static func isPlain(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return true }
        guard byte >= 0x20, byte != 0x7F else { return false }
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "!"), UInt8(ascii: "&"):
            return false
        default:
            return true
        }
    }

    func html() -> String {
        guard let rendered = cmark_render_html(pointer, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
