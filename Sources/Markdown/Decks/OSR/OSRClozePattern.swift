import Domain
import Foundation

/// One of OSR's cloze patterns (clozecraft 0.4.0), such as `==[123;;]answer[;;hint]==`, compiled
/// to the three forms a deletion can take: numbered (`==1;;Paris==`), overlapping
/// (`==ash;;Paris==`) and simple (`==Paris==`), each with an optional hint (`;;city`).
/// `answer` marks the answer, the first `[…]` with digits the sequence, the first `[…]` with
/// `hint` the hint; everything else is literal. No form crosses a line break.
struct OSRClozePattern: Sendable {
    let classic: NSRegularExpression
    let overlapping: NSRegularExpression
    let simple: NSRegularExpression
    /// The pattern's literal texts (`==` twice in `==[123;;]answer[;;hint]==`): every form has
    /// them all, so a line without one of them has no deletion of this pattern.
    private let literals: [String]

    /// A piece of a pattern: literal text, the answer, or an optional slot with the literal text
    /// around its sequence number or hint.
    private enum Part {
        case literal(String)
        case answer
        case sequence(before: String, after: String)
        case hint(before: String, after: String)
    }

    private static let compiled = LockedCache<[String], [OSRClozePattern]>()

    /// The forms of `patterns` (a vault's settings) that compile, compiled once a process:
    /// every note and every cloze card asks for them.
    static func all(_ patterns: [String]) -> [OSRClozePattern] {
        compiled.value(for: patterns) { $0.compactMap(OSRClozePattern.init) }
    }

    init?(_ pattern: String) {
        guard let parts = OSRClozePattern.parts(of: pattern), parts.contains(where: { if case .answer = $0 { true } else { false } }) else {
            return nil
        }
        func regex(sequenceGroup: String?) -> NSRegularExpression? {
            let escape = NSRegularExpression.escapedPattern(for:)
            let source = parts.map { part -> String in
                switch part {
                case .literal(let text): escape(text)
                case .answer: "(.+?)"
                case .sequence(let before, let after): sequenceGroup.map { escape(before) + $0 + escape(after) } ?? ""
                case .hint(let before, let after): "(?:" + escape(before) + "(.+?)" + escape(after) + ")?"
                }
            }.joined()
            return try? NSRegularExpression(pattern: source)
        }
        guard let classic = regex(sequenceGroup: "(\\d+)"), let overlapping = regex(sequenceGroup: "([ash]+)"),
              let simple = regex(sequenceGroup: nil) else { return nil }
        self.classic = classic
        self.overlapping = overlapping
        self.simple = simple
        literals = parts.compactMap { if case .literal(let text) = $0 { text } else { nil } }
    }

    /// Splits a pattern: `\x` is a literal `x`; `[…]` is a slot, the first with digits the
    /// sequence and the first with `hint` the hint; `answer` outside slots is the answer.
    private static func parts(of pattern: String) -> [Part]? {
        var parts: [Part] = []
        var literal = ""
        var haveSequence = false, haveHint = false
        var characters = Array(pattern)[...]
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.popFirst() {
            if character == "\\" {
                if let escaped = characters.popFirst() { literal.append(escaped) }
            } else if character == "[" {
                var body = ""
                var closed = false
                while let inner = characters.popFirst() {
                    if inner == "\\" { if let escaped = characters.popFirst() { body.append(escaped) }; continue }
                    if inner == "]" { closed = true; break }
                    body.append(inner)
                }
                guard closed else { return nil }
                flush()
                if !haveSequence, let digits = body.range(of: "[0-9]+", options: .regularExpression) {
                    haveSequence = true
                    parts.append(.sequence(before: String(body[..<digits.lowerBound]), after: String(body[digits.upperBound...])))
                } else if !haveHint, let hint = body.range(of: "hint") {
                    haveHint = true
                    parts.append(.hint(before: String(body[..<hint.lowerBound]), after: String(body[hint.upperBound...])))
                } else {
                    parts.append(.literal(body))
                }
            } else if character == "a", characters.starts(with: "nswer") {
                characters = characters.dropFirst(5)
                flush()
                parts.append(.answer)
            } else {
                literal.append(character)
            }
        }
        flush()
        return parts
    }

    /// True when some deletion of any form is on `line`.
    func matches(_ line: String) -> Bool {
        guard literals.allSatisfy({ ByteSearch.contains(line, $0) }) else { return false }
        let range = NSRange(line.startIndex..., in: line)
        return [classic, overlapping, simple].contains { $0.firstMatch(in: line, range: range) != nil }
    }
}
