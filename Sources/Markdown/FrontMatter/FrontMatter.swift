import Domain
import Foundation
import Yams

/// The fields of a YAML front matter block, read one key at a time with errors that point into the file.
///
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
            guard let root = try Yams.compose(yaml: yaml) else { return }
            read(root)
        } catch let error as YamlError {
            diagnostics.append(diagnostic(for: error))
        } catch {
            diagnostics.append(.error(at: location(line: 1, column: 1), "front matter: \(error)"))
        }
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

    /// Reports every key not in `known`, so a typo never silently vanishes.
    mutating func rejectUnknownKeys(_ known: [String]) {
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) where !known.contains(name) {
            let expected = known.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(.error(at: entry.location, "unknown front matter key '\(entry.key)' (expected \(expected))"))
        }
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
