import Foundation
import Mustache

/// A view model's value as the templates see it, made from the view model's own `Encodable`
/// conformance (`TemplateEncoder`): a text, a number, a flag, a list, an object, or nothing (a
/// nil optional, or a value no template mentions).
enum TemplateValue: Sendable {
    case text(String)
    case number(Int)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    case absent

    /// The value as swift-mustache reads it: what the view model's own property gives.
    var mustache: Any? {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let items): items.map { $0.mustache as Any }
        case .object(let object): object
        case .absent: nil
        }
    }
}

/// A struct of a view model, as the templates see it: its keys, in declaration order, and
/// their values.
final class TemplateObject: MustacheParent, CustomStringConvertible, @unchecked Sendable {   // `model` is a `Sendable` view model's
    let keys: TemplateKeys
    let values: [TemplateValue]
    /// The struct itself, for a template that prints it whole (`{{.}}`), as swift-mustache
    /// prints any value: its `description`.
    private let model: Any

    init(keys: TemplateKeys, values: [TemplateValue], model: Any) {
        precondition(keys.names.count == values.count, "a value for each key")
        self.keys = keys
        self.values = values
        self.model = model
    }

    var description: String { String(describing: model) }

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
    let id: Int

    private init(names: [String], id: Int) {
        self.names = names
        self.id = id
    }

    /// The keys `names`, interned.
    static func named(_ names: [String]) -> TemplateKeys {
        registry.withLock { registry in
            if let known = registry.byNames[names] { return known }
            let keys = TemplateKeys(names: names, id: registry.all.count)
            registry.all.append(keys)
            registry.byNames[names] = keys
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
