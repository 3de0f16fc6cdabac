/// What a page is rendered as: a `String` (a fragment another page places in turn), or the
/// page's bytes (a whole page, written to its file as they are). A stencil always places bytes
/// (`PageStencil.render`, with `[UInt8].place`); a page made as bytes is never made a `String`:
/// `String`'s only way in from bytes checks the UTF-8 of every page again, and its appends,
/// piece by piece, are slower than copying bytes. A fragment made as a `String` is checked
/// once, whole.
protocol HTMLSink {
    /// `html` as this kind of output (a page swift-mustache rendered).
    static func of(_ html: String) -> Self
    /// A stencil's bytes as this kind of output. They are valid UTF-8: texts and pieces are
    /// `String`s' bytes (`WalkTexts`), an entity is ASCII, and a text placed without its last
    /// byte loses a line break.
    static func of(bytes: [UInt8]) -> Self
}

extension String: HTMLSink {
    static func of(_ html: String) -> String {
        html
    }

    static func of(bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

extension Array: HTMLSink where Element == UInt8 {
    static func of(_ html: String) -> [UInt8] {
        Array(html.utf8)
    }

    static func of(bytes: [UInt8]) -> [UInt8] {
        bytes
    }

    /// `text`, without its last byte when `droppingLastByte` (a line feed or a carriage return:
    /// the only bytes a stencil drops), escaped for HTML when `escaped` (`HTMLEscaping`'s
    /// entities). Its bytes are read where they are (a native `String` holds them in one piece).
    mutating func place(_ text: String, escaped: Bool, droppingLastByte: Bool) {
        let placed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            place(bytes, escaped: escaped, droppingLastByte: droppingLastByte)
        }
        guard placed == nil else { return }
        var text = text
        text.withUTF8 { place($0, escaped: escaped, droppingLastByte: droppingLastByte) }
    }

    /// `place(_:escaped:droppingLastByte:)` for a text given by its UTF-8 bytes (`WalkTexts`).
    mutating func place(_ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool, droppingLastByte: Bool) {
        assert(!droppingLastByte || dropsLineBreak(bytes.last), "only a line break is dropped")
        let bytes = droppingLastByte && !bytes.isEmpty ? UnsafeBufferPointer(rebasing: bytes.dropLast()) : bytes
        if escaped { HTMLEscaping.escape(bytes, into: &self) } else { append(contentsOf: bytes) }
    }
}

/// Whether a dropped last byte (none, for an empty text) is a line break: the only byte a
/// stencil drops (`PageStencil.Slot.endsLine`).
private func dropsLineBreak(_ last: UInt8?) -> Bool {
    last.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? true
}
