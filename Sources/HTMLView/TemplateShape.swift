import Foundation
import Mustache

/// What a template can branch on in a page's values, its shape, apart from the texts it places
/// (`PageStencil`). A shape is a list of codes, depth first: an object (its keys' id, then one
/// node per key), a list (its length, then its items), a text (empty or not: swift-mustache's
/// `empty()` tells them apart; ending in a line feed, a carriage return or neither: in an
/// indented block, swift-mustache indents what follows a value that ends a line), a value that
/// is not there, a flag, or a number. A number is a text (its digits) unless the template names
/// a transform that a number or a text has (`plusone`, `empty`…): then its value is part of the
/// shape.
enum TemplateShape {
    /// The nodes a shape's code is made of. An object, a list and a number are followed by
    /// their keys' id, their length and their value.
    enum Node: Int {
        case object = 1, list, text, emptyText, absent, no, yes, number, lineText, returnText
    }

    /// A page's shape and its texts, in the same order.
    struct Walk {
        /// The names the template and the templates it includes ever mention: a key not among
        /// them is never looked up, and is walked as if it were not there.
        let mentions: Set<String>
        var code: [Int] = []
        var texts = WalkTexts()

        /// Whether a number is placed like a text: the template can only print it or test that
        /// it is there, as it would a text.
        let numbersAreTexts: Bool
        /// swift-mustache's transforms of a number (`FixedWidthInteger.transform`), and those of
        /// a text, which a number does not have (a text in its place would answer them).
        static let numberTransforms: Set<String> = [
            "equalzero", "plusone", "minusone", "even", "odd", "empty", "capitalized", "lowercased", "uppercased",
        ]

        /// Which of each object's keys the template mentions, by the keys' id: the ones the
        /// walk was given, and those it worked out (a caller keeps them for the next walk).
        private(set) var masks: [Int: [Bool]]
        /// False once the walk met a value the template reads that is neither a text, a number,
        /// a flag, a list nor an object (`TemplateValue.other`): its page has no stencil.
        private(set) var isDescribed = true

        /// `numbersAreTexts`: what `numbersAreTexts(mentions)` gives, when the caller knows it.
        init(mentions: Set<String>, masks: [Int: [Bool]] = [:], numbersAreTexts: Bool? = nil) {
            self.mentions = mentions
            self.masks = masks
            self.numbersAreTexts = numbersAreTexts ?? Walk.numbersAreTexts(mentions)
        }

        /// Whether a template that mentions `mentions` places a number like a text.
        static func numbersAreTexts(_ mentions: Set<String>) -> Bool {
            mentions.isDisjoint(with: numberTransforms)
        }

        /// Adds `value`.
        mutating func visit(_ value: TemplateValue) {
            switch value {
            case .text(let text): add(text)
            case .number(let number): add(number)
            case .flag(let flag): code.append((flag ? Node.yes : Node.no).rawValue)
            case .list(let items):
                node(.list, items.count)
                for item in items { visit(item) }
            case .object(let object): visit(object)
            case .other: isDescribed = false
            case .absent: code.append(Node.absent.rawValue)
            }
        }

        /// Adds an object: its keys' id, then each value, or absent where the template does not
        /// mention the key.
        mutating func visit(_ object: TemplateObject) {
            node(.object, object.keys.id)
            let mask = mask(of: object.keys)
            for (value, asked) in zip(object.values, mask) {
                if asked { visit(value) } else { code.append(Node.absent.rawValue) }
            }
        }

        /// Two codes: a node and its id, length or value.
        private mutating func node(_ kind: Node, _ value: Int) {
            code.append(kind.rawValue)
            code.append(value)
        }

        /// Which of `keys` the template mentions.
        private mutating func mask(of keys: TemplateKeys) -> [Bool] {
            if let mask = masks[keys.id] { return mask }
            let mask = keys.names.map(mentions.contains)
            masks[keys.id] = mask
            return mask
        }

        /// The text's node, and its bytes among the texts (an empty one has none).
        private mutating func add(_ text: String) {
            if text.utf8.count >= WalkTexts.largeText {
                code.append(TemplateShape.code(of: text))
                texts.append(large: text)
                return
            }
            let added: Void? = text.utf8.withContiguousStorageIfAvailable { add(bytes: $0) }
            if added == nil {
                var text = text
                text.withUTF8 { add(bytes: $0) }
            }
        }

        private mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
            code.append(TemplateShape.code(of: bytes))
            if !bytes.isEmpty { texts.append(bytes) }
        }

        private mutating func add(_ number: Int) {
            if numbersAreTexts {
                code.append(Node.text.rawValue)
                var digits = String(number)
                digits.withUTF8 { texts.append($0) }
            } else {
                node(.number, number)
            }
        }
    }

    /// Values made from a shape, whose every text is a marker naming it, for swift-mustache.
    struct Probe {
        let code: [Int]
        let numbering: StencilMarker.Numbering
        /// How many texts the probe has made.
        private(set) var texts = 0
        /// The texts that end in a line feed or a carriage return: their markers do too, and the
        /// stencil places them without it (the one after the marker is in the stencil).
        private(set) var lineTexts: Set<Int> = []
        private var position = 0
        /// Whether `build` read the whole shape.
        var isComplete: Bool { position == code.count }

        init(code: [Int], numbering: StencilMarker.Numbering) {
            self.code = code
            self.numbering = numbering
        }

        /// The next value of the shape, or nil when the shape is damaged.
        mutating func build() -> Any? {
            guard let raw = next(), let node = Node(rawValue: raw) else { return nil }
            switch node {
            case .text:
                defer { texts += 1 }
                return StencilMarker.marker(texts, numbering)
            case .lineText, .returnText:
                defer { texts += 1 }
                lineTexts.insert(texts)
                return StencilMarker.marker(texts, numbering) + (node == .lineText ? "\n" : "\r")
            case .emptyText:
                return ""
            case .number:
                return next()
            case .no, .yes:
                return node == .yes
            case .list:
                guard let count = next(), count >= 0 else { return nil }
                var items: [Any] = []
                for _ in 0..<count {
                    guard let item = build() else { return nil }
                    items.append(item)
                }
                return items
            case .object:
                guard let id = next(), let keys = TemplateKeys.withID(id)?.names else { return nil }
                var children: [Any?] = []
                for _ in keys {
                    if code.indices.contains(position), code[position] == Node.absent.rawValue {
                        position += 1
                        children.append(nil)
                        continue
                    }
                    guard let child = build() else { return nil }
                    children.append(child)
                }
                return ProbeObject(keys: keys, children: children)
            case .absent:
                return nil
            }
        }

        private mutating func next() -> Int? {
            guard code.indices.contains(position) else { return nil }
            defer { position += 1 }
            return code[position]
        }
    }
}

/// An object of a probe: answers its keys with its children.
private struct ProbeObject: MustacheParent, CustomStringConvertible {
    let keys: [String]
    let children: [Any?]

    func child(named name: String) -> Any? {
        keys.firstIndex(of: name).flatMap { children[$0] }
    }

    /// A lone end marker: a template that prints an object itself (`{{.}}`) has no stencil,
    /// since the real object prints otherwise.
    var description: String { String(StencilMarker.end) }
}

extension TemplateShape {
    /// Every name that the tags of `template`, and of the templates it includes, mention: the
    /// words inside every `{{…}}`. Nil, and no stencil for the template, when its output may
    /// depend on more than a shape and its texts, or that cannot be told from the text: a
    /// template that changes its delimiters, includes a template by a dynamic name (`{{>*x}}`:
    /// a text names it) or one that is not here, or reverses (twice reversed, a text that
    /// begins with a combining accent is not the same text; a marker is).
    static func mentions(of template: String, in texts: [String: String]) -> Set<String>? {
        var names: Set<String> = []
        var pending = [template], seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            guard let text = texts[name] else { return nil }
            for inside in tags(in: text) {
                let tag = inside.drop { $0 == "{" || $0 == " " }
                if tag.hasPrefix("=") || tag.drop(while: { $0 == ">" || $0 == "<" || $0.isWhitespace }).hasPrefix("*") { return nil }
                let words = tag.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                if words.contains("reversed") { return nil }
                if tag.hasPrefix(">") || tag.hasPrefix("<") { pending.append(includedName(tag.dropFirst())) }
                names.formUnion(words)
            }
        }
        return names
    }

    /// What stands between each `{{` and the next `}}` in `text`, found by bytes: every tag
    /// swift-mustache finds, and maybe more (a name too many is harmless, a name missed is not).
    /// It reads characters, so a `{{` whose brace an accent joins opens no tag there: each later
    /// `{{` before the same `}}` opens a tag of its own too (`x{{\u{301} {{> list}}` includes `list`).
    private static func tags(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var tags: [String] = [], index = 0
            func pair(_ byte: UInt8, from start: Int) -> Int? {
                var position = start
                while position + 1 < bytes.count {
                    if bytes[position] == byte, bytes[position + 1] == byte { return position }
                    position += 1
                }
                return nil
            }
            while let open = pair(UInt8(ascii: "{"), from: index) {
                guard let close = pair(UInt8(ascii: "}"), from: open + 2) else { break }
                var start = open
                while true {
                    tags.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<close]), as: UTF8.self))
                    guard let next = pair(UInt8(ascii: "{"), from: start + 1), next < close else { break }
                    start = next
                }
                index = close + 2
            }
            return tags
        }
    }

    /// The name of the template an include tag (`{{> movies-list-items}}`, after its `>` or `<`)
    /// names: read as swift-mustache reads it (`parsePartialName`), whatever it holds besides
    /// letters (a hyphen, a dot, a slash).
    private static func includedName(_ tag: Substring) -> String {
        String(tag.drop(while: \.isWhitespace).prefix(while: partialNameCharacters.contains))
    }

    /// The characters of a template's name in an include tag, as swift-mustache's parser has them.
    private static let partialNameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")

    /// A text's node: empty, ending a line (its last character a line feed, or a carriage
    /// return, which a line feed after it joins into one character), or any other.
    static func code(of text: String) -> Int {
        var text = text
        return text.withUTF8(code(of:))
    }

    /// `code(of:)` of the text whose UTF-8 bytes are `bytes`.
    static func code(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // By its last bytes: a line feed or a carriage return is always a character of its own,
        // but for the pair CR LF, one character that is neither.
        guard let last = bytes.last else { return Node.emptyText.rawValue }
        switch last {
        case UInt8(ascii: "\n"): return bytes.count > 1 && bytes[bytes.count - 2] == UInt8(ascii: "\r") ? Node.text.rawValue : Node.lineText.rawValue
        case UInt8(ascii: "\r"): return Node.returnText.rawValue
        default: return Node.text.rawValue
        }
    }

    /// Whether `text` has a tag that includes a template (`{{>x}}`, `{{<x}}`) or defines a block
    /// (`{{$x}}`): what swift-mustache may indent.
    static func includesOthers(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index + 1 < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else { continue }
                var next = index + 2
                while next < bytes.count, bytes[next] == UInt8(ascii: "{") || bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < bytes.count, [UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "$")].contains(bytes[next]) { return true }
            }
            return false
        }
    }
}
