import CCmark

/// A parsed CommonMark document. Owns the cmark tree and frees it; no cmark pointer leaves this target.
final class MarkdownDocument {
    let root: MarkdownNode

    /// Parses `text` with cmark's safe defaults (raw HTML is kept in the tree but never rendered).
    init(_ text: String) {
        let pointer = text.utf8CString.withUnsafeBufferPointer { buffer in
            cmark_parse_document(buffer.baseAddress, buffer.count - 1, CMARK_OPT_DEFAULT)
        }
        guard let pointer else { fatalError("cmark could not allocate a document") }
        root = MarkdownNode(pointer)
    }

    deinit {
        cmark_node_free(root.pointer)
    }

    /// A new, empty document node owned by this document's tree lifetime.
    ///
    /// It is attached as a child of nothing; call `adopt` to keep it freed with the document.
    func makeFragment(_ blocks: [MarkdownNode]) -> String {
        guard let fragment = cmark_node_new(CMARK_NODE_DOCUMENT) else { return "" }
        defer { cmark_node_free(fragment) }
        for block in blocks {
            cmark_node_append_child(fragment, block.pointer)
        }
        return MarkdownNode(fragment).commonMark()
    }

    /// A paragraph holding the inline children of `block` (a heading's text as its own fragment).
    func makeParagraph(from block: MarkdownNode) -> MarkdownNode? {
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return nil }
        for child in block.children {
            cmark_node_append_child(paragraph, child.pointer)
        }
        // Keep it in the tree so `deinit` frees it with everything else.
        cmark_node_insert_after(block.pointer, paragraph)
        return MarkdownNode(paragraph)
    }
}
