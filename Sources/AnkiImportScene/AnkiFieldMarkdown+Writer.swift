extension AnkiFieldMarkdown {
    /// The conversion's state: the blocks written so far, the line being written, and the
    /// elements open around it.
    struct Writer {
        let options: AnkiFieldMarkdown
        private var specials: [Special] = []
        private var blocks: [String] = []
        private var lines: [String] = []
        private var line = ""
        /// Put before the line's text: a list item's marker, or its continuation indent.
        private var linePrefix = ""
        private var lists: [(ordered: Bool, count: Int)] = []
        /// Emphasis markers (`**`, `*`, `_`) open around the text, and whether each is written yet
        /// (a marker waits for text, so `<b> </b>` writes nothing and `<b> x</b>` writes ` **x**`).
        private var marks: [(marker: String, written: Bool)] = []
        /// Emphasis opened again inside itself, by marker.
        private var nestedMarks: [String: Int] = [:]
        /// Links opened inside a link.
        private var ignoredLinks = 0
        /// Lists opened past `deepestList`.
        private var deeperLists = 0
        private var links: [(href: String?, offset: Int)] = []
        private var skipping = 0
        private var code: String?
        private var preformatted: String?
        private var script: (tag: String, offset: Int)?
        private var clozeDepth = 0
        private var cellInRow = 0
        /// Whether a line break (`<br>`, a `<div>`) came after the last line: the next line of the
        /// same paragraph ends that one with `\`; a block's last line never does (it would show
        /// as a backslash), nor a list item's before the next item.
        private var lineBreakPending = false
        /// Whether the next line starts a list item (its prefix is the item's marker).
        private var startsItem = false
        /// The emphasis markers closed last, in turn, each with where the line then ended: the same
        /// emphasis opened right after them continues it (`**ab****cd**` would show its asterisks),
        /// and text right after them may need its punctuation moved out (`AnkiFieldMarkdown+Emphasis`).
        private var justClosed: [(marker: String, end: Int)] = []

        init(options: AnkiFieldMarkdown) {
            self.options = options
        }

        mutating func convert(_ protected: Protected) {
            specials = protected.specials
            // By scalars, as a browser reads: a combining mark after a tag's `>` is the text's.
            let html = protected.html.unicodeScalars
            var index = html.startIndex
            var textStart = index
            // Once a tag runs to the end, so would any later one: a text of many `<` stays linear.
            var closes = true
            while index < html.endIndex {
                if html[index] == "<", closes, AnkiFieldMarkdown.startsTag(Substring(html[html.index(after: index)...])),
                   let end = AnkiFieldMarkdown.tagEnd(in: protected.html, from: index) ?? { closes = false; return nil }() {
                    handleText(String(html[textStart..<index]))
                    handleTag(Substring(html[html.index(after: index)..<end]))
                    index = html.index(after: end)
                    textStart = index
                } else {
                    index = html.index(after: index)
                }
            }
            handleText(String(html[textStart...]))
        }

        mutating func finish() -> String {
            if let code { self.code = nil; writeCode(code) }
            if let preformatted { self.preformatted = nil; writePreformatted(preformatted) }
            endBlock()
            return blocks.joined(separator: "\n\n")
        }

        // MARK: Tags

        private mutating func handleTag(_ tag: Substring) {
            if tag.hasPrefix("!") || tag.hasPrefix("?") { return }  // a comment, a doctype
            let closing = tag.hasPrefix("/")
            let body = closing ? tag.dropFirst() : tag
            let name = String(body.prefix { $0.isLetter || $0.isNumber }).lowercased()
            if AnkiFieldMarkdown.hiddenElements.contains(name) {
                skipping = max(0, skipping + (closing ? -1 : (body.hasSuffix("/") ? 0 : 1)))
                return
            }
            guard skipping == 0 else { return }
            if preformatted != nil {
                if name == "pre", closing { let text = preformatted ?? ""; preformatted = nil; writePreformatted(text) }
                else if name == "br" || (name == "div" && !closing && !(preformatted ?? "").isEmpty) { preformatted? += "\n" }
                return
            }
            if code != nil {
                if name == "code", closing { let text = code ?? ""; code = nil; writeCode(text) }
                else if name == "br" { code? += " " }
                return
            }
            switch (name, closing) {
            case ("br", _): breakLine()
            case ("div", _), ("tr", _), ("dt", _), ("dd", _), ("figcaption", _):
                if name == "tr" { cellInRow = 0 }
                breakLine()
            case ("p", _), ("h1", _), ("h2", _), ("h3", _), ("h4", _), ("h5", _), ("h6", _), ("blockquote", _), ("table", _),
                 ("hr", _), ("section", _), ("article", _), ("header", _), ("footer", _), ("figure", _), ("dl", _):
                if name.first == "h", name.count == 2, name != "hr" {
                    if closing { closeMark("**"); breakParagraph() } else { breakParagraph(); openMark("**") }
                } else {
                    breakParagraph()
                }
            case ("td", false), ("th", false):
                if cellInRow > 0 { writeRaw(" | ") }
                cellInRow += 1
            case ("ul", false), ("ol", false):
                if lists.isEmpty { breakParagraph() } else { pushLine() }
                // Lists deeper than a reader can follow are read as items of the deepest one.
                if lists.count < AnkiFieldMarkdown.deepestList { lists.append((name == "ol", 0)) } else { deeperLists += 1 }
            case ("ul", true), ("ol", true):
                if deeperLists > 0 { deeperLists -= 1; break }
                if !lists.isEmpty { pushLine(); lists.removeLast() }
                linePrefix = listIndent
                if lists.isEmpty { breakParagraph() }
            case ("li", false):
                if options.singleParagraph { breakLine() } else { pushLine() }
                if lists.isEmpty { lists.append((false, 0)) }
                lists[lists.count - 1].count += 1
                let list = lists[lists.count - 1]
                let indent = String(repeating: " ", count: lists.dropLast().reduce(0) { $0 + ($1.ordered ? 3 : 2) })
                linePrefix = options.singleParagraph ? "• " : indent + (list.ordered ? "\(list.count). " : "- ")
                startsItem = !options.singleParagraph
            case ("li", true):
                pushLine()
            case ("b", _), ("strong", _): closing ? closeMark("**") : openMark("**")
            case ("i", _), ("em", _), ("cite", _), ("var", _): closing ? closeMark("*") : openMark("*")
            case ("u", _), ("ins", _): closing ? closeMark("*") : openMark("*")
            case ("code", false), ("kbd", false), ("samp", false), ("tt", false): code = ""
            case ("pre", false): preformatted = ""
            case ("sub", false), ("sup", false): script = (name, line.utf8.count)
            case ("sub", true), ("sup", true): finishScript(name)
            case ("a", false): openLink(AnkiFieldMarkdown.attribute("href", in: body))
            case ("a", true): closeLink()
            case ("img", _):
                writeImage(src: AnkiFieldMarkdown.attribute("src", in: body), alt: AnkiFieldMarkdown.attribute("alt", in: body),
                           title: AnkiFieldMarkdown.attribute("title", in: body))
            default: break
            }
        }

        private var listIndent: String {
            String(repeating: " ", count: lists.reduce(0) { $0 + ($1.ordered ? 3 : 2) })
        }

        // MARK: Text

        private mutating func handleText(_ raw: String) {
            guard skipping == 0, !raw.isEmpty else { return }
            let text = AnkiFieldMarkdown.withoutMarks(HTMLEntities.decoded(raw))
            if preformatted != nil { preformatted? += text; return }
            if code != nil { let text = collapsed(text); code? += text; return }
            var run = ""
            for scalar in collapsed(text).unicodeScalars {
                let value = scalar.value
                if value >= AnkiFieldMarkdown.placeholderBase, Int(value - AnkiFieldMarkdown.placeholderBase) < specials.count {
                    writeText(run)
                    run = ""
                    writeSpecial(specials[Int(value - AnkiFieldMarkdown.placeholderBase)])
                } else {
                    run.unicodeScalars.append(scalar)
                }
            }
            writeText(run)
        }

        private func collapsed(_ text: String) -> String {
            var result = ""
            var space = false
            for character in text {
                if character == " " || character == "\n" || character == "\t" || character == "\r" || character == "\r\n" {
                    space = true
                } else {
                    if space { result.append(" ") }
                    space = false
                    result.append(character)
                }
            }
            if space { result.append(" ") }
            return result
        }

        private mutating func writeText(_ text: String) {
            guard !text.isEmpty else { return }
            guard options.keepsClozes else { return writeEscaped(text) }
            writeSplittingClozes(text, asCode: false)
        }

        /// The text's cloze syntax (an opening, and inside a deletion `::` and `}}`) as written;
        /// each piece between escaped, or as a code span of its own (`asCode`).
        private mutating func writeSplittingClozes(_ text: String, asCode: Bool) {
            var rest = Substring(text)
            var piece = ""
            let flush = { (writer: inout Writer, piece: inout String) in
                if asCode { writer.writeCodeSpan(piece) } else { writer.writeEscaped(piece) }
                piece = ""
            }
            while !rest.isEmpty {
                if let opening = AnkiCloze.opening(rest)?.length {
                    flush(&self, &piece)
                    writeRaw(String(rest.prefix(opening)))
                    rest = rest.dropFirst(opening)
                    clozeDepth += 1
                } else if clozeDepth > 0, rest.hasPrefix("::") || rest.hasPrefix("}}") {
                    flush(&self, &piece)
                    if rest.hasPrefix("}}") { clozeDepth -= 1 }
                    writeRaw(String(rest.prefix(2)))
                    rest = rest.dropFirst(2)
                } else {
                    piece.append(rest.removeFirst())
                }
            }
            flush(&self, &piece)
        }

        private mutating func writeEscaped(_ text: String) {
            guard !text.isEmpty else { return }
            writeRaw(AnkiFieldMarkdown.escaped(text, after: line.unicodeScalars.last))
        }

        /// Appends Markdown to the line, after the markers waiting for text.
        private mutating func writeRaw(_ markdown: String) {
            var markdown = Substring(markdown)
            if line.isEmpty { markdown = markdown.drop { $0 == " " } }
            guard !markdown.isEmpty else { return }
            var closed = justClosed.last?.end == line.utf8.count ? justClosed : []
            justClosed = []
            if marks.contains(where: { !$0.written }) {
                // Emphasis opens at text: next to a space of any kind (`&nbsp;`) a marker is
                // no marker to Markdown, and after a letter neither is one before punctuation.
                while true {
                    let space = markdown.prefix(while: \.isWhitespace)
                    line += space
                    markdown = markdown.dropFirst(space.count)
                    guard let last = line.unicodeScalars.last, AnkiFieldMarkdown.isWordLike(last) else { break }
                    let punctuation = AnkiFieldMarkdown.leadingPunctuation(of: markdown)
                    guard punctuation > 0 else { break }
                    line += Substring(markdown.unicodeScalars.prefix(punctuation))
                    markdown = Substring(markdown.unicodeScalars.dropFirst(punctuation))
                }
                guard !markdown.isEmpty else { return }
                writePendingMarks(continuing: &closed)
            } else if !closed.isEmpty, let first = markdown.unicodeScalars.first, AnkiFieldMarkdown.isWordLike(first) {
                let closers = closed.map(\.marker).joined()
                let content = line.dropLast(closers.count)
                let punctuation = AnkiFieldMarkdown.trailingPunctuation(of: content)
                if punctuation > 0 {
                    let moved = String(content.unicodeScalars.suffix(punctuation))
                    line = String(content.unicodeScalars.dropLast(punctuation)) + closers + moved
                }
            }
            line += markdown
        }

        /// Writes the markers waiting for text; one that `closed` ends the line with is taken back
        /// instead (the emphasis goes on: `<b>a</b><b>b</b>` is `**ab**`).
        private mutating func writePendingMarks(continuing closed: inout [(marker: String, end: Int)]) {
            for index in marks.indices where !marks[index].written {
                if let last = closed.last, last.marker == marks[index].marker, last.end == line.utf8.count {
                    line.removeLast(last.marker.count)
                    closed.removeLast()
                } else {
                    line += marks[index].marker
                    closed = []
                }
                marks[index].written = true
            }
        }

        private mutating func writeSpecial(_ special: Special) {
            switch special {
            case let .math(tex, display):
                let tex = tex.split(separator: "\n").joined(separator: " ")
                guard !tex.isEmpty else { return }
                writeRaw(display ? "$$\(tex)$$" : "$\(tex)$")
            case let .sound(name):
                if let path = options.mediaPath(name) {
                    writeRaw("![\(AnkiFieldMarkdown.escaped(name))](\(AnkiFieldMarkdown.destination(path)))")
                } else {
                    writeEscaped("[sound:\(name)]")
                }
            }
        }

        /// An image; its title only when it lists Image Occlusion masks (`AnkiOcclusion`), whose
        /// letters no card syntax reads: another title would be text a card rule might read.
        private mutating func writeImage(src: String?, alt: String?, title: String?) {
            guard let src, !src.isEmpty else { return }
            let alt = AnkiFieldMarkdown.escaped(alt ?? "")
            let masks = title.map(AnkiOcclusion.isMasksTitle) == true ? " \"\(title ?? "")\"" : ""
            if AnkiFieldMarkdown.isWebAddress(src) {
                writeRaw("![\(alt)](\(AnkiFieldMarkdown.destination(src))\(masks))")
            } else if let path = options.mediaPath(AnkiFieldMarkdown.percentDecoded(src)) {
                writeRaw("![\(alt)](\(AnkiFieldMarkdown.destination(path))\(masks))")
            } else if !alt.isEmpty {
                writeRaw(alt)
            }
        }

        /// Inline code; in a cloze field, a deletion inside it stays a deletion: the code before,
        /// in and after it are code spans of their own, the cloze syntax between them.
        private mutating func writeCode(_ text: String) {
            guard options.keepsClozes, clozeDepth > 0 || text.contains("{{c") else { return writeCodeSpan(text) }
            writeSplittingClozes(text, asCode: true)
        }

        /// The text as a code span; spaces at its ends stay, outside it.
        private mutating func writeCodeSpan(_ untrimmed: String) {
            let text = untrimmed.trimmingSpaces
            guard !text.isEmpty else { return untrimmed.isEmpty ? () : writeRaw(" ") }
            if untrimmed.first == " " { writeRaw(" ") }
            defer { if untrimmed.last == " " { writeRaw(" ") } }
            let longestRun = text.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
            let fence = String(repeating: "`", count: longestRun + 1)
            let pad = text.first == "`" || text.last == "`" ? " " : ""
            writeRaw(fence + pad + text + pad + fence)
        }

        private mutating func writePreformatted(_ text: String) {
            let text = String(text.trimmingCharacters(in: "\n"))
            guard !text.isEmpty else { return }
            if options.singleParagraph {
                for (index, codeLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if index > 0 { breakLine() }
                    writeCode(String(codeLine))
                }
                return
            }
            breakParagraph()
            var longestRun = 0, run = 0
            for character in text { run = character == "`" ? run + 1 : 0; longestRun = max(longestRun, run) }
            let fence = String(repeating: "`", count: max(3, longestRun + 1))
            blocks.append(fence + "\n" + text.split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ") + "\n" + fence)
        }

        private mutating func finishScript(_ name: String) {
            guard let script, script.tag == name, script.offset <= line.utf8.count else { return }
            self.script = nil
            let start = line.utf8.index(line.utf8.startIndex, offsetBy: script.offset)
            let written = String(line[start...])
            // Spaces at its ends stay spaces, outside it: `N<sup>&nbsp;</sup>` is `N `.
            let leading = String(written.prefix(while: \.isWhitespace))
            let rest = written.dropFirst(leading.count)
            let trailing = String(rest.reversed().prefix(while: \.isWhitespace).reversed())
            let inner = String(rest.dropLast(trailing.count))
            guard !inner.isEmpty else { return }
            let map = name == "sup" ? AnkiFieldMarkdown.superscripts : AnkiFieldMarkdown.subscripts
            let mapped = inner.map { map[$0] }
            line.removeSubrange(start...)
            line += leading
            if mapped.allSatisfy({ $0 != nil }) {
                line += String(mapped.compactMap { $0 })
            } else {
                line += (name == "sup" ? "^" : "\\_") + (inner.count == 1 ? inner : "(\(inner))")
            }
            line += trailing
        }

        // MARK: Emphasis and links

        /// Opens emphasis; inside the same emphasis it only counts (`<b><b>x</b></b>` is `**x**`).
        private mutating func openMark(_ marker: String) {
            if marks.contains(where: { $0.marker == marker }) {
                nestedMarks[marker, default: 0] += 1
            } else {
                marks.append((marker, false))
            }
        }

        private mutating func closeMark(_ marker: String) {
            if let nested = nestedMarks[marker], nested > 0 {
                nestedMarks[marker] = nested - 1
                return
            }
            guard let index = marks.lastIndex(where: { $0.marker == marker }) else { return }
            let mark = marks.remove(at: index)
            guard mark.written else { return }
            let space = String(line.reversed().prefix(while: \.isWhitespace).reversed())
            line.removeLast(space.count)
            line += marker + space
            if !space.isEmpty || justClosed.last.map({ $0.end != line.utf8.count - marker.count }) == true { justClosed = [] }
            if space.isEmpty { justClosed.append((marker, line.utf8.count)) }
        }

        private mutating func openLink(_ href: String?) {
            // A link inside a link is its text (Markdown has none, HTML neither).
            guard links.isEmpty && ignoredLinks == 0 else { ignoredLinks += 1; return }
            // Emphasis around the link opens before it, not inside its text.
            var closed = justClosed.last?.end == line.utf8.count ? justClosed : []
            justClosed = []
            writePendingMarks(continuing: &closed)
            links.append((href, line.utf8.count))
            line += "["
        }

        private mutating func closeLink() {
            if ignoredLinks > 0 { ignoredLinks -= 1; return }
            guard let link = links.popLast(), link.offset < line.utf8.count else { return }
            let start = line.utf8.index(line.utf8.startIndex, offsetBy: link.offset)
            let text = line[line.index(after: start)...]
            guard let href = link.href, AnkiFieldMarkdown.isWebAddress(href) || href.hasPrefix("mailto:"), !text.trimmingSpaces.isEmpty else {
                line.remove(at: start)  // the link's text stays, without a link
                return
            }
            line += "](\(AnkiFieldMarkdown.destination(href)))"
        }

        // MARK: Lines and blocks

        /// A hard line break (a paragraph's `\`), or a new paragraph line in a list item.
        private mutating func breakLine() {
            pushLine()
            if !lines.isEmpty { lineBreakPending = true }
        }

        private mutating func breakParagraph() {
            if options.singleParagraph { return breakLine() }
            endBlock()
        }

        /// Ends the block being written (a paragraph, a list), without the line break it may end with.
        private mutating func endBlock() {
            pushLine()
            links.removeAll()
            lineBreakPending = false
            if !lines.isEmpty { blocks.append(lines.joined(separator: "\n")) }
            lines = []
            linePrefix = listIndent
        }

        private mutating func pushLine() {
            // A link cut by a line break keeps its text only.
            for link in links.reversed() where link.offset < line.utf8.count {
                line.remove(at: line.utf8.index(line.utf8.startIndex, offsetBy: link.offset))
            }
            links = []
            justClosed = []
            closeWrittenMarks()
            while line.hasSuffix(" ") { line.removeLast() }
            guard !line.isEmpty else { return }
            // The line continues the paragraph above it: that one ends in a hard line break.
            if lineBreakPending, !startsItem, let last = lines.last { lines[lines.count - 1] = last + "\\" }
            lineBreakPending = false
            startsItem = false
            lines.append(linePrefix + AnkiFieldMarkdown.escapingLineStart(line))
            line = ""
            linePrefix = listIndent
            links = []
        }

        /// Closes the emphasis written on this line (to be written again before the next text),
        /// since emphasis cannot span list items or paragraphs.
        private mutating func closeWrittenMarks() {
            for index in marks.indices.reversed() where marks[index].written {
                let space = line.reversed().prefix { $0 == " " }.count
                line.removeLast(space)
                line += marks[index].marker
                marks[index].written = false
            }
        }
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> Substring {
        let start = firstIndex { $0 != set } ?? endIndex
        let end = lastIndex { $0 != set }.map { index(after: $0) } ?? start
        return start < end ? self[start..<end] : ""
    }
}
