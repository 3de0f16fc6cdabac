import CCmark
import Domain
import Foundation

/// One entity of a collection file before its kind reads it: the `## heading`, its field lines
/// and its body.
struct EntryDraft: Equatable, Sendable {
    /// One `Key: value` line. Its file is its entry's (`EntryDraft.location`), not a copy of
    /// the path in each field: a copy is two more references counted whenever a field is, on
    /// one string that every core reading the file shares.
    struct Field: Equatable, Sendable {
        /// The key as written (`Email`), and lower-cased for lookup (`email`).
        let key: String
        let normalizedKey: String
        let value: String
        /// The field's line in the file (1-based)…
        let line: Int
        /// …and the byte columns (1-based) its key and its value begin at.
        let keyColumn: Int
        let valueColumn: Int

        /// Where the key is, in `file` (its entry's).
        func keyLocation(in file: String) -> SourceLocation {
            SourceLocation(file: file, line: line, column: keyColumn)
        }

        /// Where the value is, in `file` (its entry's).
        func valueLocation(in file: String) -> SourceLocation {
            SourceLocation(file: file, line: line, column: valueColumn)
        }
    }

    let name: String
    let location: SourceLocation
    let fields: [Field]
    let body: RichText
    /// First and last line of the field list (nil when the entry has none).
    let fieldLines: ClosedRange<Int>?

    /// The same entry `lines` lines further down the file.
    func shifted(by lines: Int) -> EntryDraft {
        EntryDraft(
            name: name, location: location.shifted(by: lines),
            fields: fields.map { field in
                Field(key: field.key, normalizedKey: field.normalizedKey, value: field.value,
                      line: field.line + lines, keyColumn: field.keyColumn, valueColumn: field.valueColumn)
            },
            body: body, fieldLines: fieldLines.map { ($0.lowerBound + lines)...($0.upperBound + lines) }
        )
    }
}

/// Reads the authoring convention every collection shares: each level-2 heading is one entity,
/// a bullet list of `Key: value` lines directly under it holds its fields, and every block after
/// that list is its rich-text body.
struct EntryCollectionReader {
    let tree: any ContentTree
    /// How a large body is cut for reading on several cores (`EntryParts`); tests cut small ones.
    var parts = EntryParts.standardCutting
    /// The parts read in the last build, reused when they did not change (`site serve`).
    var partCache: PartCache?

    struct Outcome {
        var frontMatter: FrontMatter
        var title: String?
        var introduction = RichText.empty
        var media: Set<String> = []
        var diagnostics: [Diagnostic] = []
        /// Each part the body was read in, with its entries (for `items(of:by:file:contentPath:make:)`).
        fileprivate(set) var parts: [(text: PartText?, firstLine: Int, entries: [EntryDraft])] = []

        /// How many entries the file has.
        var entryCount: Int { parts.reduce(0) { $0 + $1.entries.count } }

        /// Every entry, in order.
        var entries: [EntryDraft] { parts.flatMap(\.entries) }
    }

    /// Reads `text`; returns `nil` (with its diagnostic) when the front matter is not closed.
    /// A large file is cut at its entries' headings (`EntryParts`) and its parts read on every
    /// core; the outcome is the same as reading it whole, diagnostics in the same order.
    func read(_ text: String, file: String, contentPath: String) -> (Outcome?, [Diagnostic]) {
        let (source, splitError) = SourceText.split(text, file: file)
        guard let source else { return (nil, [splitError].compactMap { $0 }) }
        let parts = EntryParts.split(
            source.text, from: source.bodyOffset, firstLine: source.bodyLine, into: self.parts.count, minimumBytes: self.parts.minimumBytes
        )
        let reads = ConcurrentMap.map(parts.count) { index -> (PartRead, PartText?) in
            let read = { readPart(parts[index], isFirst: index == 0, file: file, contentPath: contentPath) }
            guard let partCache else { return (read(), nil) }
            let text = PartText(parts[index])
            let reading = partCache.part(
                by: EntryCollectionReader.self, of: file, context: [AnyHashable(contentPath), AnyHashable(index == 0)], text: text,
                firstLine: parts[index].firstLine, read: read
            ) { reading, lines in reading.shifted(by: lines) }
            return (reading, text)
        }
        var outcome = Outcome(frontMatter: FrontMatter(yaml: source.frontMatter, file: file))
        outcome.title = reads.first?.0.title
        outcome.introduction = reads.first?.0.introduction ?? .empty
        for (index, (read, text)) in reads.enumerated() {
            outcome.parts.append((text, parts[index].firstLine, read.entries))
            outcome.media.formUnion(read.media)
            outcome.diagnostics += read.linkDiagnostics
        }
        outcome.diagnostics += reads.flatMap { read, _ in read.entryDiagnostics }
        return (outcome, [])
    }

    /// `make` applied to every entry of `outcome`, in order, a part of them per core. With a part
    /// cache, the items of a part are remembered like its reading: a catalog's unchanged parts
    /// are neither parsed nor made into movies again (`maker` names what `make` makes them with).
    /// `shift` moves an item made on another line to this one: a part that only moved keeps its
    /// items, moved, unless one cannot be (nil: a message in it names a line); without it, its
    /// items are made again (every location in them counts from the part's first line).
    func items<Item: Sendable>(
        of outcome: Outcome, by maker: Any.Type, file: String, contentPath: String, make: @escaping @Sendable (EntryDraft) -> Item,
        shift: (@Sendable (Item, _ lines: Int) -> Item?)? = nil
    ) -> [Item] {
        let parts = outcome.parts
        guard !parts.isEmpty, parts.count > 1 || partCache != nil else {
            let entries = outcome.entries
            return ConcurrentMap.map(entries.count) { make(entries[$0]) }
        }
        return ConcurrentMap.map(parts.count) { index in
            let build = { parts[index].entries.map(make) }
            guard let partCache, let text = parts[index].text else { return build() }
            let firstLine = parts[index].firstLine
            guard let shift else {
                return partCache.part(by: maker, of: file, context: [AnyHashable(contentPath), AnyHashable(firstLine)], text: text, read: build)
            }
            return partCache.part(by: maker, of: file, context: AnyHashable(contentPath), text: text, firstLine: firstLine, read: build) { items, lines in
                var moved: [Item] = []
                moved.reserveCapacity(items.count)
                for item in items {
                    guard let item = shift(item, lines) else { return nil }
                    moved.append(item)
                }
                return moved
            }
        }.flatMap { $0 }
    }

    /// What one part of the body gives: the title and introduction come only from the first.
    struct PartRead: Sendable, Equatable {
        var title: String?
        var introduction = RichText.empty
        var entries: [EntryDraft] = []
        var media: Set<String> = []
        var linkDiagnostics: [Diagnostic] = []
        var entryDiagnostics: [Diagnostic] = []

        /// The same reading `lines` lines further down the file.
        func shifted(by lines: Int) -> PartRead {
            var read = self
            read.entries = entries.map { $0.shifted(by: lines) }
            read.linkDiagnostics = linkDiagnostics.map { $0.shifted(by: lines) }
            read.entryDiagnostics = entryDiagnostics.map { $0.shifted(by: lines) }
            return read
        }
    }

    private func readPart(_ part: EntryParts.Part, isFirst: Bool, file: String, contentPath: String) -> PartRead {
        var outcome = PartRead()
        let text = part.text
        let document = MarkdownDocument(text, firstLine: part.firstLine)
        let fieldLists = FieldListReader(file: file, lines: SourceText.lines(of: text), firstLine: part.firstLine)
        defer { withExtendedLifetime(document) {} }
        let links = LinkResolver(tree: tree, file: file, contentPath: contentPath).resolve(document)
        outcome.media = links.media
        outcome.linkDiagnostics = links.diagnostics

        var introduction: [MarkdownNode] = []
        var groups: [(heading: MarkdownNode, blocks: [MarkdownNode])] = []
        for block in document.root.children {
            if block.isHeading && block.headingLevel == 2 {
                groups.append((block, []))
            } else if groups.isEmpty {
                if block.isHeading && block.headingLevel == 1 && outcome.title == nil && introduction.isEmpty {
                    outcome.title = block.plainText
                } else {
                    introduction.append(block)
                }
            } else {
                groups[groups.count - 1].blocks.append(block)
            }
        }
        if isFirst { outcome.introduction = document.makeRichText(introduction) }
        var entries: [EntryDraft] = []
        for group in groups {
            let location = SourceLocation(file: file, line: group.heading.startLine, column: max(group.heading.startColumn, 1))
            var blocks = group.blocks
            var fields: [EntryDraft.Field] = []
            var fieldLines: ClosedRange<Int>?
            if let list = blocks.first, list.isBulletList, fieldLists.looksLikeFields(list) {
                blocks.removeFirst()
                let read = fieldLists.read(list)
                fields = read.fields
                outcome.entryDiagnostics += read.diagnostics
                fieldLines = list.startLine...list.endLine
            }
            entries.append(EntryDraft(
                name: group.heading.plainText, location: location, fields: fields,
                body: document.makeRichText(blocks), fieldLines: fieldLines
            ))
        }
        outcome.entries = entries
        return outcome
    }
}
