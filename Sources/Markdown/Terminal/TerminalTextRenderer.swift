import CCmark
import Domain

/// Rich text for a terminal (`site study`): lines of text with terminal styles, not HTML, given
/// to the same presenters as the HTML view's renderer (`RichTextRendering.html` holds the view's
/// form of the text; here, this one). The terminal view wraps the lines to its width
/// (`TerminalLayout`, which reads a line's indentation and list marker as its hanging indent)
/// and drops the styles where they are not wanted.
///
/// * **bold**, *italic* and `code` are SGR styles (bold, italic, dim); a heading is bold.
/// * Lists keep their shape: `• ` or `1. `, nested lists indented; code blocks are indented four
///   spaces, dim, their tabs expanded; a quote is marked `│ `; a thematic break is `───`.
/// * A cloze's answer is bold, as the page highlights it; math is its TeX as written (`$…$`).
/// * A link is its text and its address (`text (https://…)`), an image `[image: alt text]`.
/// * Raw HTML is omitted, as on the site, and every control character of the content (an escape
///   sequence that would restyle or rewrite the terminal) is shown escaped (`Printable`).
public struct TerminalTextRenderer: RichTextRendering {
    public init() {}

    public func html(_ text: RichText, rootPath: String) -> String {
        guard !text.isEmpty else { return "" }
        let document = MarkdownDocument(text.markdown)
        return Self.blocks(document.root.children, prefix: "", hanging: "").joined(separator: "\n")
    }

    public func plainText(_ text: RichText) -> String {
        CmarkRenderer().plainText(text)
    }

    static let bold = ("\u{1B}[1m", "\u{1B}[22m"), italic = ("\u{1B}[3m", "\u{1B}[23m"), dim = ("\u{1B}[2m", "\u{1B}[22m")

    /// Blocks as lines, a blank line between them (none in a tight list): the first line starts
    /// with `prefix`, the others with `hanging`.
    private static func blocks(_ nodes: [MarkdownNode], prefix: String, hanging: String, tight: Bool = false) -> [String] {
        var lines: [String] = []
        for (index, node) in nodes.enumerated() {
            let block = self.block(node, prefix: index == 0 ? prefix : hanging, hanging: hanging)
            guard !block.isEmpty else { continue }
            if !lines.isEmpty, !tight { lines.append(hanging.trimmingTrailingSpaces) }
            lines += block
        }
        return lines
    }

    private static func block(_ node: MarkdownNode, prefix: String, hanging: String) -> [String] {
        switch node.type {
        case CMARK_NODE_PARAGRAPH:
            return paragraph(inline(node.children), prefix: prefix, hanging: hanging)
        case CMARK_NODE_HEADING:
            return paragraph(styled(bold, inline(node.children)), prefix: prefix, hanging: hanging)
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node.pointer) == CMARK_ORDERED_LIST
            let start = Int(cmark_node_get_list_start(node.pointer))
            let tight = cmark_node_get_list_tight(node.pointer) != 0
            var lines: [String] = []
            for (index, item) in node.children.enumerated() {
                let marker = ordered ? "\(start + index). " : "• "
                let indent = hanging + String(repeating: " ", count: marker.count)
                if !lines.isEmpty, !tight { lines.append(hanging.trimmingTrailingSpaces) }
                let body = blocks(item.children, prefix: (index == 0 ? prefix : hanging) + marker, hanging: indent, tight: tight)
                lines += body.isEmpty ? [(index == 0 ? prefix : hanging) + marker.trimmingTrailingSpaces] : body
            }
            return lines
        case CMARK_NODE_CODE_BLOCK:
            var code = (node.literal ?? "").replacingTabs
            if code.hasSuffix("\n") { code.removeLast() }
            return code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                (index == 0 ? prefix : hanging) + "    " + styled(dim, Printable.escaped(String(line)))
            }
        case CMARK_NODE_BLOCK_QUOTE:
            return blocks(node.children, prefix: prefix + "│ ", hanging: hanging + "│ ")
        case CMARK_NODE_THEMATIC_BREAK:
            return [prefix + "───"]
        default: // raw HTML is omitted
            return []
        }
    }

    /// A paragraph's text, whose hard breaks start new lines.
    private static func paragraph(_ text: String, prefix: String, hanging: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            (index == 0 ? prefix : hanging) + line
        }
    }

    private static func inline(_ nodes: [MarkdownNode]) -> String {
        nodes.map { node in
            switch node.type {
            case CMARK_NODE_TEXT: text(node.literal ?? "")
            case CMARK_NODE_CODE: styled(dim, Printable.escaped(node.literal ?? ""))
            case CMARK_NODE_EMPH: styled(italic, inline(node.children))
            case CMARK_NODE_STRONG: styled(bold, inline(node.children))
            case CMARK_NODE_SOFTBREAK: " "
            case CMARK_NODE_LINEBREAK: "\n"
            case CMARK_NODE_LINK: link(node)
            case CMARK_NODE_IMAGE: "[image: \(text(node.plainText))]"
            default: "" // raw HTML is omitted
            }
        }.joined()
    }

    private static func link(_ node: MarkdownNode) -> String {
        let label = inline(node.children)
        guard let url = node.url, !url.isEmpty, url != node.plainText else { return label }
        return "\(label) (\(Printable.escaped(url)))"
    }

    /// Text as written, its deck marks read: a cloze's answer bold, math as its TeX.
    private static func text(_ literal: String) -> String {
        var text = Printable.escaped(literal)
        guard DeckMarks.mayAppear(in: text) else { return text }
        text = ByteSearch.replacing(ClozeHighlight.open, with: bold.0, in: text)
        text = ByteSearch.replacing(ClozeHighlight.close, with: bold.1, in: text)
        return MathText.plain(text)
    }

    private static func styled(_ style: (String, String), _ text: String) -> String {
        text.isEmpty ? text : style.0 + text + style.1
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Tabs as spaces to the next multiple of four, as a terminal would show them.
    var replacingTabs: String {
        guard contains("\t") else { return self }
        var result = "", column = 0
        for character in self {
            if character == "\t" {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column = character == "\n" ? 0 : column + 1
            }
        }
        return result
    }
}
