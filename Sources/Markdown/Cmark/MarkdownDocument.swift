import CCmark
import Domain

/// A parsed CommonMark document. Owns the cmark tree and frees it; no cmark pointer leaves this target.
final class MarkdownDocument {
    let root: MarkdownNode
    /// Fragment roots made by `makeRichText`; freed with the document so every node stays valid until then.
    private var fragments: [OpaquePointer] = []

    /// Parses `text` with cmark's safe defaults (raw HTML is kept in the tree but never rendered).
    /// `text` starts on line `firstLine` of its file: every node's lines are the file's.
    init(_ text: String, firstLine: Int = 1) {
        let pointer = text.utf8CString.withUnsafeBufferPointer { buffer in
            cmark_parse_document(buffer.baseAddress, buffer.count - 1, CMARK_OPT_DEFAULT)
        }
        guard let pointer else { fatalError("cmark could not allocate a document") }
        root = MarkdownNode(pointer, lineOffset: firstLine - 1)
    }

    /// The whole document as safe HTML. A method on the document (not on `root`) so the tree
    /// is alive for the whole call: a temporary document may be released right after `.root`.
    func html() -> String {
        root.html()
    }

    /// The whole document without markup (see `MarkdownNode.plainText`).
    var plainText: String {
        root.plainText
    }

    deinit {
        cmark_node_free(root.pointer)
        fragments.forEach(cmark_node_free)
    }

    /// `blocks` on their own as rich text: their CommonMark, as a self-contained fragment. The
    /// blocks move into a new document node (so each block belongs to one fragment only); it is
    /// freed with this document, so every `MarkdownNode` stays valid until then.
    func makeRichText(_ blocks: [MarkdownNode]) -> RichText {
        guard let fragment = fragment(of: blocks) else { return .empty }
        let text = RichText(markdown: fragment.commonMark())
        return text.isEmpty ? .empty : text
    }

    /// The CommonMark of `blocks` alone, as `makeRichText` would write it (the blocks move into a
    /// fragment of their own, as there).
    func commonMark(of blocks: [MarkdownNode]) -> String {
        fragment(of: blocks)?.commonMark() ?? ""
    }

    /// A document node holding `blocks`, kept until this document is freed.
    private func fragment(of blocks: [MarkdownNode]) -> MarkdownNode? {
        guard let pointer = cmark_node_new(CMARK_NODE_DOCUMENT) else { return nil }
        fragments.append(pointer)
        for block in blocks {
            cmark_node_append_child(pointer, block.pointer)
        }
        return MarkdownNode(pointer, lineOffset: root.lineOffset)
    }

    /// Turns every soft line break into a hard one (`<br />`), as Obsidian renders a line break.
    func makeSoftBreaksHard() {
        for node in root.descendants where node.type == CMARK_NODE_SOFTBREAK {
            guard let hard = cmark_node_new(CMARK_NODE_LINEBREAK) else { continue }
            cmark_node_insert_before(node.pointer, hard)
            cmark_node_unlink(node.pointer)
            fragments.append(node.pointer)   // freed with the document
        }
    }

    /// A paragraph holding the inline children of `block` (a heading's text as its own fragment).
    func makeParagraph(from block: MarkdownNode) -> MarkdownNode? {
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return nil }
        for child in block.children {
            cmark_node_append_child(paragraph, child.pointer)
        }
        // Keep it in the tree so `deinit` frees it with everything else.
        cmark_node_insert_after(block.pointer, paragraph)
        return MarkdownNode(paragraph, lineOffset: block.lineOffset)
    }
}
