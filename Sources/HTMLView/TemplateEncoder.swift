/// Turns a view model into what its template sees (`TemplateValue`), through the view model's
/// own `Encodable` conformance: the compiler lists its keys, so a property added to a view model
/// is in every template's reach with nothing else to write.
///
/// Every property is kept, a nil optional as absent (swift-mustache then looks for the key in
/// the enclosing objects, as it does for a nil property), except a list or an object under a
/// key the template never mentions (`mentions`: a deck page's study states, made for its
/// script): that is absent, and never encoded.
///
/// Each struct type's keys are looked up once a type (`TemplateKeys`), in a table of this
/// encoder's: a rendering worker has one of its own (`HTMLTemplates.worker()`).
final class TemplateEncoder: Sendable {
    private let keysByType = Locked([ObjectIdentifier: TemplateKeys]())

    /// `model` as an object, for a template that mentions `mentions` (nil: anything).
    func object<Model: Encodable>(_ model: Model, mentions: Set<String>?) -> TemplateObject {
        guard case .object(let object) = value(model, mentions: mentions) else {
            preconditionFailure("a view model is a struct: \(Model.self)")
        }
        return object
    }

    /// `value` as a template sees it.
    func value<Value: Encodable>(_ value: Value, mentions: Set<String>?) -> TemplateValue {
        // A leaf in a list or a generic property: its type told by a comparison, not a cast.
        if Value.self == String.self { return .text(value as! String) }
        if Value.self == Int.self { return .number(value as! Int) }
        if Value.self == Bool.self { return .flag(value as! Bool) }
        let type = ObjectIdentifier(Value.self)
        let encoder = ValueEncoder(owner: self, mentions: mentions, known: keysByType.withLock { $0[type] })
        // The containers never throw.
        try? value.encode(to: encoder)
        switch encoder.made {
        case .keyed(let object):
            if let known = object.known, known.names.count == object.values.count {
                return .object(TemplateObject(keys: known, values: object.values, model: value))
            }
            let keys = TemplateKeys.named(object.known.map { Array($0.names.prefix(object.values.count)) } ?? object.names)
            keysByType.withLock { $0[type] = keys }
            return .object(TemplateObject(keys: keys, values: object.values, model: value))
        case .unkeyed:
            return .list(encoder.items)
        case .leaf, .nothing:
            return encoder.result
        }
    }
}

/// The encoder of one value: a leaf, a list or an object, as its `encode(to:)` asks.
private final class ValueEncoder: Encoder {
    /// What the keyed container collects: the values, and the names when they are not the
    /// type's known keys.
    final class ObjectDraft {
        /// The keys of the type, while every key so far matched them.
        var known: TemplateKeys?
        var names: [String] = []
        var values: [TemplateValue] = []

        init(known: TemplateKeys?) {
            self.known = known
        }

        func add(_ value: TemplateValue, named name: String) {
            if let known {
                let index = values.count
                if index < known.names.count, known.names[index] == name {
                    values.append(value)
                    return
                }
                // Keys other than the type's (a dictionary's): named one by one.
                names = Array(known.names.prefix(index))
                self.known = nil
            }
            names.append(name)
            values.append(value)
        }
    }

    enum Made {
        case nothing, leaf, keyed(ObjectDraft), unkeyed
    }

    let owner: TemplateEncoder
    let mentions: Set<String>?
    let known: TemplateKeys?
    var made = Made.nothing
    var result = TemplateValue.absent
    var items: [TemplateValue] = []
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(owner: TemplateEncoder, mentions: Set<String>?, known: TemplateKeys?) {
        self.owner = owner
        self.mentions = mentions
        self.known = known
    }

    /// Whether a list or an object under `name` is wanted.
    func wants(_ name: String) -> Bool {
        mentions?.contains(name) ?? true
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        let draft: ObjectDraft
        if case .keyed(let existing) = made {
            draft = existing
        } else {
            draft = ObjectDraft(known: known)
            made = .keyed(draft)
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self, draft: draft))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        made = .unkeyed
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        made = .leaf
        return SingleContainer(encoder: self)
    }

    /// A nested value, encoded with the same mentions.
    func nested<Value: Encodable>(_ value: Value) -> TemplateValue {
        owner.value(value, mentions: mentions)
    }

    /// A leaf that is neither a text, a number nor a flag, as swift-mustache would print it.
    static func described(_ value: some CustomStringConvertible) -> TemplateValue {
        .text(value.description)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    let draft: ValueEncoder.ObjectDraft
    var codingPath: [any CodingKey] { [] }

    private func add(_ value: TemplateValue, _ key: Key) {
        draft.add(value, named: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) { add(.absent, key) }
    mutating func encode(_ value: String, forKey key: Key) { add(.text(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) { add(.number(value), key) }
    mutating func encode(_ value: Bool, forKey key: Key) { add(.flag(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { add(ValueEncoder.described(value), key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) {
        let name = key.stringValue
        draft.add(encoder.wants(name) ? encoder.nested(value) : .absent, named: name)
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { add(value.map(TemplateValue.text) ?? .absent, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { add(value.map(TemplateValue.number) ?? .absent, key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { add(value.map(TemplateValue.flag) ?? .absent, key) }

    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) {
        guard let value else { return add(.absent, key) }
        encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey _: Key) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("a view model has no nested containers")
    }

    mutating func nestedUnkeyedContainer(forKey _: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("a view model has no nested containers")
    }

    mutating func superEncoder() -> any Encoder { preconditionFailure("a view model has no superclass") }
    mutating func superEncoder(forKey _: Key) -> any Encoder { preconditionFailure("a view model has no superclass") }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.items.count }

    private func add(_ value: TemplateValue) {
        encoder.items.append(value)
    }

    mutating func encodeNil() { add(.absent) }
    mutating func encode(_ value: String) { add(.text(value)) }
    mutating func encode(_ value: Int) { add(.number(value)) }
    mutating func encode(_ value: Bool) { add(.flag(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) { add(encoder.nested(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("a view model has no nested containers")
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("a view model has no nested containers")
    }

    mutating func superEncoder() -> any Encoder { preconditionFailure("a view model has no superclass") }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { encoder.result = .absent }
    mutating func encode(_ value: String) { encoder.result = .text(value) }
    mutating func encode(_ value: Int) { encoder.result = .number(value) }
    mutating func encode(_ value: Bool) { encoder.result = .flag(value) }
    mutating func encode(_ value: Double) { encoder.result = ValueEncoder.described(value) }
    mutating func encode<Value: Encodable>(_ value: Value) { encoder.result = encoder.nested(value) }
}
