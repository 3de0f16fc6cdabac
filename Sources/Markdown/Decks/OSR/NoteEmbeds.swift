import Foundation

/// What an Obsidian note embed in a card shows, as Obsidian shows it: the embedded note's text
/// (`![[Cell]]`), the section under one of its headings (`![[Cell#Nucleus]]`, the heading
/// included, down to the next heading of its level or above) or one block (`![[Cell#^dna]]`:
/// the paragraph or list item marked ` ^dna`). The note is found as Obsidian finds a link
/// (`ContentTree.obsidianTarget`), its front matter and scheduling comments left out, its block
/// ids hidden, and embeds inside it shown in turn, `maximumDepth` deep; a note that embeds
/// itself, however far down, shows its name there instead, as does a note or part not found
/// and an Excalidraw drawing (`*.excalidraw.md`, whose text is the drawing's data).
struct NoteEmbeds: Sendable {
    let tree: any ContentTree
    /// The embedding note's folder, below the content root.
    let folder: String
    /// How many embeds deep a card shows notes.
    static let maximumDepth = 4

    /// The Markdown of `part` (empty: all of it) of the note `page`, or nil when there is no
    /// such note or part. `embedding` holds the notes already being shown around this one.
    func markdown(of page: String, part: String, embedding: [String] = []) -> (path: String, text: String)? {
        guard embedding.count < NoteEmbeds.maximumDepth, !page.isEmpty else { return nil }
        let name = page.hasSuffix(".md") ? page : page + ".md"
        // An Excalidraw drawing is a note only in its file: Obsidian shows it drawn, not its text.
        guard let path = tree.obsidianTarget(of: name, from: folder), !embedding.contains(path),
              !path.hasSuffix(".excalidraw.md"), let text = tree.noteText(path) else { return nil }
        let lines = NoteEmbeds.body(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let chosen: ArraySlice<String>?
        if part.isEmpty {
            chosen = lines[...]
        } else if part.hasPrefix("^") {
            chosen = NoteEmbeds.block(String(part.dropFirst()), in: lines)
        } else {
            // `Note#Part#Subpart` names a heading under a heading: the last one is the section.
            chosen = NoteEmbeds.section(part.split(separator: "#").last.map(String.init) ?? part, in: lines)
        }
        guard let chosen else { return nil }
        let shown = chosen.map { $0.replacingOccurrences(of: " \\^[A-Za-z0-9-]+$", with: "", options: .regularExpression) }
        return (path, shown.joined(separator: "\n").trimmingCharacters(in: .newlines))
    }

    /// The note's text without its front matter and scheduling comments, `\n` line ends.
    private static func body(_ text: String) -> String {
        let text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.first == "---", let end = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) {
            lines.removeSubrange(...end)
        }
        return SchedulingComments.removed(from: lines.joined(separator: "\n"))
    }

    /// An ATX heading's level and text (`## Nucleus ##` → 2, "Nucleus"), or nil.
    private static func heading(_ line: String) -> (level: Int, text: String)? {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count < 4 else { return nil }
        let level = trimmed.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = trimmed.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let text = rest.replacingOccurrences(of: "[ \\t]+#+[ \\t]*$", with: "", options: .regularExpression)
        return (level, text.trimmingCharacters(in: .whitespaces))
    }

    /// The heading named `name` (as Obsidian matches it: case aside) and what follows it, down
    /// to the next heading of its level or above; fenced code is not searched for headings.
    private static func section(_ name: String, in lines: [String]) -> ArraySlice<String>? {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        let headings = headingLines(lines)
        guard let start = headings.firstIndex(where: { $0.text.lowercased() == wanted }) else { return nil }
        let level = headings[start].level
        let end = headings[(start + 1)...].first { $0.level <= level }?.line ?? lines.count
        return lines[headings[start].line..<end]
    }

    private static func headingLines(_ lines: [String]) -> [(line: Int, level: Int, text: String)] {
        var found: [(line: Int, level: Int, text: String)] = []
        var fence: Character?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let mark = trimmed.first, mark == "`" || mark == "~", trimmed.hasPrefix(String(repeating: mark, count: 3)) {
                fence = fence == nil ? mark : (fence == mark ? nil : fence)
                continue
            }
            if fence == nil, let heading = heading(line) { found.append((index, heading.level, heading.text)) }
        }
        return found
    }

    /// The block marked `^id`: the list item or paragraph whose last line ends with ` ^id`, or
    /// the paragraph right above a line that is only `^id`.
    private static func block(_ id: String, in lines: [String]) -> ArraySlice<String>? {
        let marker = " ^" + id
        if let alone = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "^" + id }) {
            var start = alone
            while start > 0, !lines[start - 1].trimmingCharacters(in: .whitespaces).isEmpty { start -= 1 }
            return start < alone ? lines[start..<alone] : nil
        }
        guard let marked = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasSuffix(marker) }) else { return nil }
        let item = lines[marked].drop { $0 == " " }
        if item.hasPrefix("- ") || item.hasPrefix("* ") || item.hasPrefix("+ ") || item.prefix(while: \.isNumber).count > 0 && item.drop(while: \.isNumber).hasPrefix(". ") {
            return lines[marked...marked]
        }
        var start = marked
        while start > 0, !lines[start - 1].trimmingCharacters(in: .whitespaces).isEmpty, heading(lines[start - 1]) == nil { start -= 1 }
        return lines[start...marked]
    }
}
