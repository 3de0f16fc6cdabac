import Scenes

/// Turns a view model into what its template sees (`TemplateValue`), through the fields its
/// `@TemplateFields` conformance hands over with their static types: no reflection, no dynamic
/// cast, and a property added to a view model reaches every template with nothing else to write.
///
/// Every field is kept, a nil optional as absent (swift-mustache then looks for the key in the
/// enclosing objects, as it does for a nil property), except an object, a list of objects or a
/// value of any other type under a key the template never mentions (`mentions`: a deck page's
/// study states, made for its script): those are absent, and never read.
///
/// Each view model type's keys are looked up once a type (`TemplateKeys`), in a table of this
/// encoder's: a rendering worker has one of its own (`HTMLTemplates.worker()`).
final class TemplateEncoder: Sendable {
    private let keysByType = Locked([ObjectIdentifier: TemplateKeys]())

    /// `model` as an object, for a template that mentions `mentions` (nil: anything).
    func object<Model: TemplateFields>(_ model: Model, mentions: Set<String>?) -> TemplateObject {
        var fields = Fields(encoder: self, mentions: mentions, capacity: Model.fieldNames.count)
        model.visitFields(&fields)
        return TemplateObject(keys: keys(of: Model.self), values: fields.values)
    }

    private func keys<Model: TemplateFields>(of type: Model.Type) -> TemplateKeys {
        let id = ObjectIdentifier(type)
        if let known = keysByType.withLock({ $0[id] }) { return known }
        let keys = TemplateKeys.named(Model.fieldNames, typeName: String(describing: type))
        keysByType.withLock { $0[id] = keys }
        return keys
    }
}

/// The values of one object's fields, in order.
private struct Fields: TemplateFieldVisitor {
    let encoder: TemplateEncoder
    let mentions: Set<String>?
    var values: [TemplateValue] = []

    init(encoder: TemplateEncoder, mentions: Set<String>?, capacity: Int) {
        self.encoder = encoder
        self.mentions = mentions
        values.reserveCapacity(capacity)
    }

    /// Whether an object, a list of objects or a value of another type under `name` is read.
    private func wants(_ name: String) -> Bool {
        mentions?.contains(name) ?? true
    }

    mutating func visit(_: String, _ value: String) { values.append(.text(value)) }
    mutating func visit(_: String, _ value: String?) { values.append(value.map(TemplateValue.text) ?? .absent) }
    mutating func visit(_: String, _ value: Int) { values.append(.number(value)) }
    mutating func visit(_: String, _ value: Int?) { values.append(value.map(TemplateValue.number) ?? .absent) }
    mutating func visit(_: String, _ value: Bool) { values.append(.flag(value)) }
    mutating func visit(_: String, _ value: [String]) { values.append(.list(value.map(TemplateValue.text))) }

    mutating func visit<Value: TemplateFields>(_ name: String, _ value: Value) {
        values.append(wants(name) ? .object(encoder.object(value, mentions: mentions)) : .absent)
    }

    mutating func visit<Value: TemplateFields>(_ name: String, _ value: Value?) {
        guard let value else { return values.append(.absent) }
        visit(name, value)
    }

    mutating func visit<Value: TemplateFields>(_ name: String, _ value: [Value]) {
        values.append(wants(name) ? .list(value.map { .object(encoder.object($0, mentions: mentions)) }) : .absent)
    }

    mutating func visit<Value: Sendable>(_ name: String, _ value: Value) {
        values.append(wants(name) ? .other(value) : .absent)
    }
}
