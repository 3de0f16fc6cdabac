import Domain
import Foundation
import Yams

/// The fields of a YAML front matter block, read one key at a time with errors that point into the file.
/// Keys are case-insensitive. Every problem (bad YAML, a wrong type, an unknown key) becomes a
/// diagnostic; reading goes on so all of them are reported at once.
struct FrontMatter {
    private struct Entry {
        let key: String
        let value: Node
        let location: SourceLocation
    }

    let file: String
    private var entries: [String: Entry] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// The YAML starts on line 2 of the file, after the opening `---`.
    private static let firstLine = 2

    init(yaml: String?, file: String) {
        self.file = file
        guard let yaml, !yaml.allSatisfy(\.isWhitespace) else { return }
        do {
            guard let root = try FrontMatter.compose(yaml) else { return }
            read(root)
        } catch let error as YamlError {
            diagnostics.append(diagnostic(for: error))
        } catch let key as YAMLAliasKeys.Oversized {
            diagnostics.append(.error(
                at: location(line: key.line, column: key.column),
                "front matter keys must be plain text; this one is YAML aliases that expand to more than \(YAMLAliasKeys.limit) values"
            ))
        } catch {
            diagnostics.append(.error(at: location(line: 1, column: 1), "front matter: \(error)"))
        }
    }

    /// The YAML's node tree. Every value is read as its text (`scalar.string`), so Yams' basic
    /// resolver, which types every scalar as text, would do, and the default one's regular
    /// expressions are not compiled. But Yams tells repeated keys apart by type too (`on` and
    /// `'on'` are two keys to the default resolver and one to the basic; `!!int 1` and `1` are one
    /// to the default only), so YAML with a tag (`!`), or that the basic resolver finds repeating a
    /// key, is composed with the default resolver: every front matter reads as the default reads it.
    /// A key that YAML aliases would make huge is refused first (`YAMLAliasKeys`). The text goes to
    /// libyaml as UTF-8: Yams' default encoding reads the whole environment at every call.
    private static func compose(_ yaml: String) throws -> Node? {
        // A key made of aliases is refused before Yams hashes it whole (`YAMLAliasKeys`).
        if ByteSearch.contains(yaml, "*"), let key = YAMLAliasKeys.firstOversizedKey(in: yaml) { throw key }
        if !ByteSearch.contains(yaml, "!") {
            do {
                return try Yams.compose(yaml: yaml, .basic, .default, .utf8)
            } catch YamlError.duplicatedKeysInMapping(_, _) {}
        }
        return try Yams.compose(yaml: yaml, .default, .default, .utf8)
    }

    private mutating func read(_ root: Node) {
        guard let mapping = root.mapping else {
            diagnostics.append(.error(at: location(of: root), "front matter must be 'key: value' lines"))
            return
        }
        for (key, value) in mapping {
            guard let name = key.string else {
                diagnostics.append(.error(at: location(of: key), "front matter keys must be plain text"))
                continue
            }
            let normalized = name.lowercased()
            if entries[normalized] != nil {
                diagnostics.append(.error(at: location(of: key), "front matter key '\(name)' appears twice"))
            }
            entries[normalized] = Entry(key: name, value: value, location: location(of: key))
        }
    }

    /// A text value, or `nil` when the key is absent. Reports a list or mapping given instead.
    mutating func string(_ key: String) -> String? {
        guard let entry = entries[key] else { return nil }
        if case .scalar(let scalar) = entry.value { return scalar.string }
        diagnostics.append(.error(at: location(of: entry.value), "front matter '\(entry.key)' must be text"))
        return nil
    }

    /// A list of texts, given as a YAML list or as one comma-separated text.
    mutating func strings(_ key: String) -> [String] {
        guard let entry = entries[key] else { return [] }
        switch entry.value {
        case .scalar(let scalar):
            return scalar.string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        case .sequence(let items):
            return items.compactMap { item in
                if case .scalar(let scalar) = item { return scalar.string }
                diagnostics.append(.error(at: location(of: item), "front matter '\(entry.key)' must list texts"))
                return nil
            }
        default:
            diagnostics.append(.error(at: location(of: entry.value), "front matter '\(entry.key)' must be a list"))
            return []
        }
    }

    /// A whole number within `range`, or `nil` when the key is absent. Reports anything else at the value.
    mutating func integer(_ key: String, range: ClosedRange<Int>) -> Int? {
        value(key, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)") { text in
            guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }),
                  let number = Int(text), range.contains(number) else { return nil }
            return number
        }
    }

    /// A YAML boolean (`true` or `false`, as YAML 1.2 spells them: also `True`, `FALSE`), or
    /// `nil` when the key is absent; `expected` says what each means when the value is neither.
    mutating func boolean(_ key: String, expected: String) -> Bool? {
        value(key, expected: expected) { text in
            switch text {
            case "true", "True", "TRUE": true
            case "false", "False", "FALSE": false
            default: nil
            }
        }
    }

    /// A text value read by `parse`, or `nil` when the key is absent; when `parse` returns `nil`,
    /// reports `malformed front matter '<key>' '<value>': expected <expected>` at the value.
    mutating func value<T>(_ key: String, expected: String, parse: (String) -> T?) -> T? {
        guard let entry = entries[key] else { return nil }
        guard case .scalar(let scalar) = entry.value else {
            diagnostics.append(.error(at: location(of: entry.value), "front matter '\(entry.key)' must be text: expected \(expected)"))
            return nil
        }
        if let parsed = parse(scalar.string) { return parsed }
        diagnostics.append(.error(
            at: location(of: entry.value),
            "malformed front matter '\(entry.key)' '\(scalar.string)': expected \(expected)"
        ))
        return nil
    }

    /// Keys the reader does not know are ignored: an Obsidian note carries `aliases`, `tags`,
    /// `cssclass` and whatever its plugins add. A likely misspelling of a key in `known` is a
    /// warning, so a typo never silently vanishes (see `likelyMeant`).
    mutating func ignoreUnknownKeys(warningAboutTyposOf known: [String]) {
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) where !known.contains(name) {
            guard let meant = FrontMatter.likelyMeant(name, among: known) else { continue }
            diagnostics.append(.warning(at: entry.location, "front matter key '\(entry.key)' is not one this file reads, so it is ignored; did you mean '\(meant)'?"))
        }
    }

    /// The known key `key` is most likely a misspelling of: the same once `_`, `-` and spaces are
    /// dropped (`baseurl`), or at most two edits away (one for keys of four letters or fewer).
    static func likelyMeant(_ key: String, among known: [String]) -> String? {
        let squeezed = { (text: String) in text.filter { $0 != "_" && $0 != "-" && $0 != " " } }
        if let same = known.first(where: { squeezed($0) == squeezed(key) }) { return same }
        let scored = known.map { ($0, editDistance(Array(key), Array($0))) }
        return scored.filter { $0.1 <= ($0.0.count <= 4 ? 1 : 2) }.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance, with a swap of two neighbours counting as one edit.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    private func location(of node: Node) -> SourceLocation {
        location(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + FrontMatter.firstLine - 1, column: column)
    }

    private func diagnostic(for error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { " \($0.text)" } ?? ""
            return .error(at: location(line: mark.line, column: mark.column), "front matter is not valid YAML: \(problem)\(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return .error(at: location(line: context.mark.line, column: context.mark.column), "front matter repeats \(keys)")
        default:
            return .error(at: location(line: 1, column: 1), "front matter is not valid YAML: \(error)")
        }
    }
}
