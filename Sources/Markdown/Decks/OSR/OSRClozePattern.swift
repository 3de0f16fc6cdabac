import Domain
import Foundation

/// One of OSR's cloze patterns (clozecraft 0.4.0), such as `==[123;;]answer[;;hint]==`, compiled
/// to the three forms a deletion can take: numbered (`==1;;Paris==`), overlapping
/// (`==ash;;Paris==`) and simple (`==Paris==`), each with an optional hint (`;;city`).
/// `answer` marks the answer, the first `[…]` with digits the sequence, the first `[…]` with
/// `hint` the hint; everything else is literal. No form crosses a line break.
struct OSRClozePattern: Sendable {
    let classic: ClozeExpression
    let overlapping: ClozeExpression
    let simple: ClozeExpression
    /// The pattern's literal texts (`==` twice in `==[123;;]answer[;;hint]==`): every form has
    /// them all, so a line without one of them has no deletion of this pattern.
    private let literals: [String]
    /// The pattern's pieces, kept for the tests' regular expression of each form.
    let parts: [Part]

    /// A piece of a pattern: literal text, the answer, or an optional slot with the literal text
    /// around its sequence number or hint.
    enum Part {
        case literal(String)
        case answer
        case sequence(before: String, after: String)
        case hint(before: String, after: String)
    }

    /// The three forms: what fills the sequence slot, if anything.
    enum Form: CaseIterable {
        /// `==1;;Paris==`: decimal digits.
        case classic
        /// `==ash;;Paris==`: the letters a, s and h.
        case overlapping
        /// `==Paris==`: no sequence.
        case simple
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
        self.parts = parts
        func expression(_ form: Form) -> ClozeExpression {
            let literal = { (text: String) -> [ClozeExpression.Piece] in text.isEmpty ? [] : [.literal(Array(text.unicodeScalars))] }
            return ClozeExpression(parts.flatMap { part -> [ClozeExpression.Piece] in
                switch part {
                case .literal(let text): literal(text)
                case .answer: [.shortest(.answer)]
                case .sequence(let before, let after):
                    switch form {
                    case .classic: literal(before) + [.longest(.decimalDigit)] + literal(after)
                    case .overlapping: literal(before) + [.longest(.oneOf(["a", "s", "h"]))] + literal(after)
                    case .simple: []
                    }
                case .hint(let before, let after): [.optionalStart] + literal(before) + [.shortest(.hint)] + literal(after) + [.optionalEnd]
                }
            })
        }
        classic = expression(.classic)
        overlapping = expression(.overlapping)
        simple = expression(.simple)
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
        // The simple form first: the cheapest, and with the default pattern a line holding a
        // numbered deletion holds a plain one too.
        return [simple, classic, overlapping].contains { $0.hasMatch(in: line) }
    }
}
