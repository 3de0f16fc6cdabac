import Foundation
import Mustache

/// A view model's value as the templates see it, made from the fields its `@TemplateFields`
/// conformance hands over (`TemplateEncoder`): a text, a number, a flag, a list, an object, a
/// value of another type (a deck's desired retention, a dictionary: swift-mustache reads it as
/// it is, and no stencil describes it), or nothing (a nil optional, or a value no template
/// mentions).
enum TemplateValue: Sendable {
    case text(String)
    case number(Int)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    case other(any Sendable)
    case absent

    /// The value as a struct's description shows it.
    var described: String {
        switch self {
        case .text(let text): text.debugDescription
        case .number(let number): String(number)
        case .flag(let flag): String(flag)
        case .list(let items): "[" + items.map(\.described).joined(separator: ", ") + "]"
        case .object(let object): object.description
        case .other(let value): String(describing: value)
        case .absent: "nil"
        }
    }

    /// The value as swift-mustache reads it: what the view model's own property gives.
    var mustache: Any? {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let items): items.map { $0.mustache as Any }
        case .object(let object): object
        case .other(let value): value
        case .absent: nil
        }
    }
}

/// A struct of a view model, as the templates see it: its keys, in declaration order, and
/// their values.
final class TemplateObject: MustacheParent, CustomStringConvertible, Sendable {
    let keys: TemplateKeys
    let values: [TemplateValue]

    init(keys: TemplateKeys, values: [TemplateValue]) {
        precondition(keys.names.count == values.count, "a value for each key")
        self.keys = keys
        self.values = values
    }

    /// What a template that prints the object whole (`{{.}}`) shows: its type and values, in
    /// the manner of Swift's description of a struct.
    var description: String {
        let fields = zip(keys.names, values).map { name, value in "\(name): \(value.described)" }
        return "\(keys.typeName)(\(fields.joined(separator: ", ")))"
    }

    /// The value under `name`; absent when there is no such key.
    func value(named name: String) -> TemplateValue {
        keys.names.firstIndex(of: name).map { values[$0] } ?? .absent
    }

    func child(named name: String) -> Any? {
        value(named: name).mustache
    }
}

/// The keys of an object, interned once a process: objects with the same keys share them, and
/// their `id` stands for them in a page's shape (`TemplateShape.Walk`), the same on every core.
final class TemplateKeys: Sendable {
    let names: [String]
    /// The view model type's name (`Link`), for an object's description.
    let typeName: String
    let id: Int

    private init(names: [String], typeName: String, id: Int) {
        self.names = names
        self.typeName = typeName
        self.id = id
    }

    /// The keys `names` of a type named `typeName`, interned.
    static func named(_ names: [String], typeName: String = "") -> TemplateKeys {
        registry.withLock { registry in
            let key = [typeName] + names
            if let known = registry.byNames[key] { return known }
            let keys = TemplateKeys(names: names, typeName: typeName, id: registry.all.count)
            registry.all.append(keys)
            registry.byNames[key] = keys
            return keys
        }
    }

    /// The keys whose `id` is `id`, if any.
    static func withID(_ id: Int) -> TemplateKeys? {
        registry.withLock { $0.all.indices.contains(id) ? $0.all[id] : nil }
    }

    private struct Registry {
        var byNames: [[String]: TemplateKeys] = [:]
        var all: [TemplateKeys] = []
    }

    private static let registry = Locked(Registry())
}

/// A value behind an `NSLock` (which ThreadSanitizer understands).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
