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
    var isBlockQuote: Bool { type == CMARK_NODE_BLOCK_QUOTE }
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

    /// A link's or an image's title (`[a](u "title")`).
    var title: String? {
        get { cmark_node_get_title(pointer).map { String(cString: $0) } }
        nonmutating set { _ = cmark_node_set_title(pointer, newValue) }
    }

    var literal: String? { cmark_node_get_literal(pointer).map { String(cString: $0) } }

    /// Replaces the node's text (a text, code or HTML node's); cmark copies it.
    func setLiteral(_ text: String) {
        cmark_node_set_literal(pointer, text)
    }

    /// Calls `body` with every node below this one (depth first, in document order), this one
    /// excluded, as it goes: no list of them is made (a deck asks this of each of its cards).
    /// Walked with cmark's iterator, never by recursion: a list nested 100,000 deep is as safe
    /// as a flat one (a recursive walk overflowed the stack). `body` must not change the tree's
    /// shape (a node's address may change).
    func forEachDescendant(_ body: (MarkdownNode) -> Void) {
        guard let iterator = cmark_iter_new(pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), node != pointer else { continue }
            body(MarkdownNode(node, lineOffset: lineOffset))
        }
    }

    /// Every node below this one (depth first, in document order), this one excluded.
    var descendants: [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        forEachDescendant { nodes.append($0) }
        return nodes
    }

    /// The links and images below this node, in document order.
    var linksAndImages: [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        forEachDescendant { if $0.isLinkOrImage { nodes.append($0) } }
        return nodes
    }

    /// The text without markup: text and code literals, breaks as spaces, and a space between
    /// two blocks (paragraphs, headings, list items), so that one block's last word and the
    /// next one's first stay two words ("… a link. Journey …", not "link.Journey").
    var plainText: String {
        var text = ""
        forEachDescendant { node in
            switch node.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += node.literal ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_CODE_BLOCK,
                 CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_CUSTOM_BLOCK:
                if let last = text.utf8.last, last != UInt8(ascii: " ") { text += " " }
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
    /// what a card's identity and its answer's lineage hash. Written by `CommonMarkWriter`, which
    /// makes the renderer's bytes in a fraction of its time; by the renderer for a node the
    /// writer does not know.
    func commonMark() -> String {
        CommonMarkWriter.render(pointer) ?? renderedCommonMark()
    }

    /// cmark's own CommonMark of the node.
    func renderedCommonMark() -> String {
        guard let rendered = cmark_render_commonmark(pointer, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    func html() -> String {
        guard let rendered = cmark_render_html(pointer, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
