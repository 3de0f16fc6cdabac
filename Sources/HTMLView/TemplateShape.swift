import Foundation
import Mustache

/// What a template can branch on in a view model, its shape, apart from the texts it places
/// (`PageStencil`). A shape is a list of codes, depth first: an object (its keys' id, then one
/// node per key), a list (its length, then its items), a text (empty or not: swift-mustache's
/// `empty()` tells them apart; ending in a line feed, a carriage return or neither: in an
/// indented block, swift-mustache indents what follows a value that ends a line), a value that
/// is not there, a `Bool`, or an `Int`. An `Int` is a text (its digits) unless the template
/// names a transform that a number or a text has (`plusone`, `empty`…): then its value is part
/// of the shape.
enum TemplateShape {
    static let object = 1, list = 2, text = 3, emptyText = 4, absent = 5, no = 6, yes = 7, number = 8, lineText = 9, returnText = 10

    /// Every object's keys, under a small id the shapes use: a view model type's stored
    /// properties (its `Mirror` labels; its generated `MustacheParent` answers those), or a
    /// template context's own keys.
    final class Objects: @unchecked Sendable {
        private let lock = NSLock()
        /// By type: its id, or nil for a type whose keys cannot be known (a dictionary).
        private var byType: [ObjectIdentifier: Int?] = [:]
        private var byKeys: [[String]: Int] = [:]
        private var keyLists: [[String]] = []
        /// What a walk does with each type seen so far (`Kind`).
        private var kinds: [ObjectIdentifier: Kind] = [:]
        /// Whether a `TemplateWalkable` type walks itself; false walks every type by reflection
        /// (the tests compare the two).
        let typedWalks: Bool

        init(typedWalks: Bool = true) {
            self.typedWalks = typedWalks
        }

        /// The kinds learned so far: a walk reads its own copy, without the lock.
        var knownKinds: [ObjectIdentifier: Kind] {
            lock.withLock { kinds }
        }

        func remember(_ kind: Kind, of type: ObjectIdentifier) {
            lock.withLock { kinds[type] = kind }
        }

        /// The id of `value`'s type, made from its stored properties the first time.
        func id(of value: Any) -> Int? {
            let type = ObjectIdentifier(Swift.type(of: value))
            if let known = lock.withLock({ byType[type] }) { return known }
            let mirror = Mirror(reflecting: value)
            let keys = mirror.displayStyle == .struct || mirror.displayStyle == .class ? mirror.children.compactMap(\.label) : nil
            return lock.withLock {
                let id = keys.map(intern)
                byType[type] = id
                return id
            }
        }

        /// The id of an object answering `keys`.
        func id(keys: [String]) -> Int {
            lock.withLock { intern(keys) }
        }

        func keys(_ id: Int) -> [String]? {
            lock.withLock { keyLists.indices.contains(id) ? keyLists[id] : nil }
        }

        private func intern(_ keys: [String]) -> Int {
            if let id = byKeys[keys] { return id }
            keyLists.append(keys)
            byKeys[keys] = keyLists.count - 1
            return keyLists.count - 1
        }
    }

    /// A template context that names its keys itself (its keys are not its stored properties).
    protocol Keyed: MustacheParent {
        var templateKeys: [String] { get }
    }

    /// A page's context that walks itself, each child by its own type (`TemplateContext`): the
    /// same codes and texts as `Walk.visit` of it.
    protocol Root {
        func walkShape(_ walk: inout Walk) -> Bool
    }

    /// What a walk does with a value of one type, worked out from the first value of it: the
    /// dynamic casts to swift-mustache's protocols (each a lookup in the runtime's conformance
    /// cache, most of a walk's time) are made once a type, not once a value.
    enum Kind: Sendable {
        case text, number, flag, unknown
        /// An object: its type's id (nil: its keys cannot be known), its keys, and how to ask
        /// it the keys a mask marks (one cast of the value for all of them: a cast copies it).
        case object(id: Int?, keys: [String], children: @Sendable (Any, [Bool]) -> [Any?])
        /// An object that names its keys itself.
        case keyed(keys: @Sendable (Any) -> [String], children: @Sendable (Any, [String], [Bool]) -> [Any?])
        case list(items: @Sendable (Any) -> [Any])
        /// An optional: a value of its type may be there or not, so each is unwrapped on its own.
        case optional
        /// A view model that walks its own keys (`TemplateWalkable`): its id, its keys, and how
        /// to walk a value of it that comes as `Any` (one cast to its own type).
        case walkable(id: Int, keys: [String], walk: @Sendable (Any, inout Walk, [Bool]) -> Bool)

        /// The kind of `value`'s type, in the order swift-mustache tries them.
        static func of(_ value: Any, objects: Objects) -> Kind {
            if Mirror(reflecting: value).displayStyle == .optional { return .optional }
            if value is String { return .text }
            if objects.typedWalks, let walkable = value as? any TemplateWalkable, let kind = walkableKind(walkable, objects: objects) { return kind }
            if let parent = value as? MustacheParent {
                if let keyed = parent as? Keyed { return keyedKind(keyed) }
                let id = objects.id(of: value)
                return objectKind(parent, id: id, keys: id.flatMap(objects.keys) ?? [])
            }
            if value is Int { return .number }
            if value is Bool { return .flag }
            if let list = value as? any MustacheSequence { return listKind(list) }
            return .unknown
        }

        /// A walkable type's kind, unless its generated keys are not its stored properties (a
        /// property the generator did not see): such a type is walked by reflection.
        private static func walkableKind<Model: TemplateWalkable>(_ value: Model, objects: Objects) -> Kind? {
            guard let id = objects.id(of: value), let keys = objects.keys(id), keys == Model.walkedKeys else { return nil }
            return .walkable(id: id, keys: keys, walk: { value, walk, mask in (value as! Model).walkChildren(&walk, mask: mask) })
        }

        private static func objectKind<Parent: MustacheParent>(_: Parent, id: Int?, keys: [String]) -> Kind {
            .object(id: id, keys: keys, children: { children(of: $0 as! Parent, keys: keys, mask: $1) })
        }

        private static func keyedKind<Object: Keyed>(_: Object) -> Kind {
            .keyed(keys: { ($0 as! Object).templateKeys }, children: { children(of: $0 as! Object, keys: $1, mask: $2) })
        }

        /// The children of `parent` under the keys `mask` marks; nil under the others.
        private static func children(of parent: some MustacheParent, keys: [String], mask: [Bool]) -> [Any?] {
            var children: [Any?] = []
            children.reserveCapacity(keys.count)
            for (key, asked) in zip(keys, mask) {
                children.append(asked ? parent.child(named: key) : nil)
            }
            return children
        }

        private static func listKind<List: MustacheSequence>(_: List) -> Kind {
            .list(items: { ($0 as! List).map { $0 as Any } })
        }
    }

    /// A view model's shape and its texts, in the same order.
    struct Walk {
        let objects: Objects
        /// The names the template and the templates it includes ever mention: a key not among
        /// them is never looked up, and is walked as if it were not there.
        let mentions: Set<String>
        var code: [Int] = []
        var texts = WalkTexts()

        /// Whether an `Int` is placed like a text: the template can only print it or test that
        /// it is there, as it would a text.
        let numbersAreTexts: Bool
        /// swift-mustache's transforms of a number (`FixedWidthInteger.transform`), and those of
        /// a text, which a number does not have (a text in its place would answer them).
        static let numberTransforms: Set<String> = [
            "equalzero", "plusone", "minusone", "even", "odd", "empty", "capitalized", "lowercased", "uppercased",
        ]

        /// The kinds of the types met so far: the shared ones when the walk began, and its own.
        private var kinds: [ObjectIdentifier: Kind]
        /// Which of each object's keys the template mentions, by the object's id: the ones the
        /// walk was given, and those it worked out (a caller keeps them for the next walk).
        private(set) var masks: [Int: [Bool]]

        /// `numbersAreTexts`: what `numbersAreTexts(mentions)` gives, when the caller knows it
        /// (asking it of every name a page template mentions, for each page, was 1% of a build).
        init(objects: Objects, mentions: Set<String>, masks: [Int: [Bool]] = [:], numbersAreTexts: Bool? = nil) {
            self.objects = objects
            self.mentions = mentions
            self.masks = masks
            self.numbersAreTexts = numbersAreTexts ?? Walk.numbersAreTexts(mentions)
            kinds = objects.knownKinds
        }

        /// Whether a template that mentions `mentions` places an `Int` like a text.
        static func numbersAreTexts(_ mentions: Set<String>) -> Bool {
            mentions.isDisjoint(with: numberTransforms)
        }

        /// Adds `value`; false when a template could tell more of it than its shape and texts.
        mutating func visit(_ value: Any) -> Bool {
            let type = ObjectIdentifier(Swift.type(of: value))
            let kind: Kind
            if let known = kinds[type] {
                kind = known
            } else {
                kind = Kind.of(value, objects: objects)
                kinds[type] = kind
                objects.remember(kind, of: type)
            }
            switch kind {
            case .text:
                return add(value as! String)
            case .number:
                add(value as! Int)
                return true
            case .flag:
                code.append(value as! Bool ? TemplateShape.yes : TemplateShape.no)
                return true
            case .object(let id, let keys, let children):
                guard let id else { return false }
                return visit(object: id, children: children(value, mask(of: id, keys: keys)))
            case .keyed(let keys, let children):
                let keys = keys(value)
                let id = objects.id(keys: keys)
                return visit(object: id, children: children(value, keys, mask(of: id, keys: keys)))
            case .list(let items):
                let items = items(value)
                node(TemplateShape.list, items.count)
                return items.allSatisfy { visit($0) }
            case .optional:
                return visitWrapped(value)
            case .walkable(let id, let keys, let walkChildren):
                node(TemplateShape.object, id)
                return walkChildren(value, &self, mask(of: id, keys: keys))
            case .unknown:
                return false
            }
        }

        // What the generated `TemplateWalkable.walkChildren` calls for each key, by the key's
        // static type: the codes and texts `visit` adds for the same value, without making it
        // an `Any` or asking the runtime what it is. `asked`: the template mentions the key.

        mutating func child(_ value: String, _ asked: Bool) -> Bool {
            asked ? add(value) : absent()
        }

        mutating func child(_ value: String?, _ asked: Bool) -> Bool {
            guard asked, let value else { return absent() }
            return add(value)
        }

        mutating func child(_ value: Int, _ asked: Bool) -> Bool {
            guard asked else { return absent() }
            add(value)
            return true
        }

        mutating func child(_ value: Int?, _ asked: Bool) -> Bool {
            guard asked, let value else { return absent() }
            add(value)
            return true
        }

        mutating func child(_ value: Bool, _ asked: Bool) -> Bool {
            guard asked else { return absent() }
            code.append(value ? TemplateShape.yes : TemplateShape.no)
            return true
        }

        mutating func child(_ value: [String], _ asked: Bool) -> Bool {
            guard asked else { return absent() }
            node(TemplateShape.list, value.count)
            for text in value { _ = add(text) }
            return true
        }

        mutating func child<Model: TemplateWalkable>(_ value: Model, _ asked: Bool) -> Bool {
            asked ? object(value) : absent()
        }

        mutating func child<Model: TemplateWalkable>(_ value: Model?, _ asked: Bool) -> Bool {
            guard asked, let value else { return absent() }
            return object(value)
        }

        mutating func child<Model: TemplateWalkable>(_ value: [Model], _ asked: Bool) -> Bool {
            guard asked else { return absent() }
            node(TemplateShape.list, value.count)
            return value.allSatisfy { object($0) }
        }

        /// Any other type, by reflection, as `visit` walks it.
        mutating func child<Value>(_ value: Value, _ asked: Bool) -> Bool {
            asked ? visit(value) : absent()
        }

        mutating func child<Value>(_ value: Value?, _ asked: Bool) -> Bool {
            guard asked, let value else { return absent() }
            return visit(value)
        }

        /// A value whose type is not known here to be walkable (a page's view model, in a
        /// context generic over its type): by its generated walk when it has one, found by a
        /// cast of its metatype, not of the value made an `Any` (boxing it and casting it back
        /// were two copies of its every text); by `visit` otherwise.
        mutating func child<Value>(opening value: Value, _ asked: Bool) -> Bool {
            guard asked else { return absent() }
            guard objects.typedWalks, let walkable = Value.self as? any TemplateWalkable.Type else { return visit(value) }
            return object(value, as: walkable)
        }

        /// `value`, of type `Model` (`Value` is `Model`: its metatype was cast to it). The value is
        /// still copied once to be passed on (`retains.sh` counts it: a twentieth of a movie
        /// page's counts); a generated walk reading through a pointer would not copy it.
        private mutating func object<Value, Model: TemplateWalkable>(_ value: Value, as _: Model.Type) -> Bool {
            precondition(Value.self == Model.self)
            return withUnsafePointer(to: value) { pointer in
                pointer.withMemoryRebound(to: Model.self, capacity: 1) { object($0.pointee) }
            }
        }

        /// A keyed object's node (`Keyed`), for a walk of its children by their types
        /// (`Root`): which of `keys` the template mentions.
        mutating func keyedObject(keys: [String]) -> [Bool] {
            let id = objects.id(keys: keys)
            node(TemplateShape.object, id)
            return mask(of: id, keys: keys)
        }

        /// A walkable object's node: by its generated walk once its type is known to have one.
        private mutating func object<Model: TemplateWalkable>(_ value: Model) -> Bool {
            let type = ObjectIdentifier(Model.self)
            guard case .walkable(let id, let keys, _)? = kinds[type] else { return visit(value) }
            node(TemplateShape.object, id)
            return value.walkChildren(&self, mask: mask(of: id, keys: keys))
        }

        /// Two codes: a node and its id, length or value (`code += [a, b]` made an array of them first).
        private mutating func node(_ kind: Int, _ value: Int) {
            code.append(kind)
            code.append(value)
        }

        private mutating func absent() -> Bool {
            code.append(TemplateShape.absent)
            return true
        }

        /// An object's node: its id, then each child, or absent where a key is not mentioned
        /// or has no value.
        private mutating func visit(object id: Int, children: [Any?]) -> Bool {
            node(TemplateShape.object, id)
            for child in children {
                guard let child else {
                    code.append(TemplateShape.absent)
                    continue
                }
                guard visit(child) else { return false }
            }
            return true
        }

        /// Which of `keys`, the keys of the object `id`, the template mentions.
        private mutating func mask(of id: Int, keys: [String]) -> [Bool] {
            if let mask = masks[id] { return mask }
            let mask = keys.map(mentions.contains)
            masks[id] = mask
            return mask
        }

        /// The text's node, and its bytes among the texts (an empty one has none).
        private mutating func add(_ text: String) -> Bool {
            if text.utf8.count >= WalkTexts.largeText {
                code.append(TemplateShape.code(of: text))
                texts.append(large: text)
                return true
            }
            let added: Void? = text.utf8.withContiguousStorageIfAvailable { add(bytes: $0) }
            if added == nil {
                var text = text
                text.withUTF8 { add(bytes: $0) }
            }
            return true
        }

        private mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
            code.append(TemplateShape.code(of: bytes))
            if !bytes.isEmpty { texts.append(bytes) }
        }

        private mutating func add(_ number: Int) {
            if numbersAreTexts {
                code.append(TemplateShape.text)
                var digits = String(number)
                digits.withUTF8 { texts.append($0) }
            } else {
                node(TemplateShape.number, number)
            }
        }

        /// `visit` for an optional's value: what it wraps, by its own kind; none cannot be described.
        private mutating func visitWrapped(_ value: Any) -> Bool {
            guard let wrapped = Mirror(reflecting: value).children.first?.value else { return false }
            return visit(wrapped)
        }
    }

    /// A view model made from a shape, whose every text is a marker naming it.
    struct Probe {
        let code: [Int]
        let objects: Objects
        let tag: String
        /// How many texts the probe has made.
        private(set) var texts = 0
        /// The texts that end in a line feed or a carriage return: their markers do too, and the
        /// stencil places them without it (the one after the marker is in the stencil).
        private(set) var lineTexts: Set<Int> = []
        private var position = 0
        /// Whether `build` read the whole shape.
        var isComplete: Bool { position == code.count }

        init(code: [Int], objects: Objects, tag: String) {
            self.code = code
            self.objects = objects
            self.tag = tag
        }

        /// The next value of the shape, or nil when the shape is damaged.
        mutating func build() -> Any? {
            guard let node = next() else { return nil }
            switch node {
            case TemplateShape.text:
                defer { texts += 1 }
                return StencilMarker.marker(texts, tag: tag)
            case TemplateShape.lineText, TemplateShape.returnText:
                defer { texts += 1 }
                lineTexts.insert(texts)
                return StencilMarker.marker(texts, tag: tag) + (node == TemplateShape.lineText ? "\n" : "\r")
            case TemplateShape.emptyText:
                return ""
            case TemplateShape.number:
                return next()
            case TemplateShape.no, TemplateShape.yes:
                return node == TemplateShape.yes
            case TemplateShape.list:
                guard let count = next(), count >= 0 else { return nil }
                var items: [Any] = []
                for _ in 0..<count {
                    guard let item = build() else { return nil }
                    items.append(item)
                }
                return items
            case TemplateShape.object:
                guard let id = next(), let keys = objects.keys(id) else { return nil }
                var children: [Any?] = []
                for _ in keys {
                    if code.indices.contains(position), code[position] == TemplateShape.absent {
                        position += 1
                        children.append(nil)
                        continue
                    }
                    guard let child = build() else { return nil }
                    children.append(child)
                }
                return ProbeObject(keys: keys, children: children)
            default:
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
        guard let last = bytes.last else { return emptyText }
        switch last {
        case UInt8(ascii: "\n"): return bytes.count > 1 && bytes[bytes.count - 2] == UInt8(ascii: "\r") ? TemplateShape.text : lineText
        case UInt8(ascii: "\r"): return returnText
        default: return TemplateShape.text
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
