/// A view model a view reads field by field, each with its name and its static type: what the
/// HTML view turns into what a template sees. `@TemplateFields` writes the conformance from the
/// struct's stored properties.
public protocol TemplateFields: Sendable {
    /// The stored properties' names, in declaration order: the names `visitFields` hands over.
    static var fieldNames: [String] { get }
    /// Hands each stored property to `visitor`, in declaration order.
    func visitFields<Visitor: TemplateFieldVisitor>(_ visitor: inout Visitor)
}

/// What reads a view model's fields (`TemplateFields`): one method a kind of value, chosen by
/// the field's static type. A field of any other type (a number that is not an `Int`, the data
/// a page's script reads) comes through the generic fallback, as it is.
public protocol TemplateFieldVisitor {
    mutating func visit(_ name: String, _ value: String)
    mutating func visit(_ name: String, _ value: String?)
    mutating func visit(_ name: String, _ value: Int)
    mutating func visit(_ name: String, _ value: Int?)
    mutating func visit(_ name: String, _ value: Bool)
    mutating func visit(_ name: String, _ value: [String])
    mutating func visit<Value: TemplateFields>(_ name: String, _ value: Value)
    mutating func visit<Value: TemplateFields>(_ name: String, _ value: Value?)
    mutating func visit<Value: TemplateFields>(_ name: String, _ value: [Value])
    /// A field of any other type.
    mutating func visit<Value: Sendable>(_ name: String, _ value: Value)
}

/// Makes a struct `TemplateFields` from its stored properties.
@attached(extension, conformances: TemplateFields, names: named(fieldNames), named(visitFields))
public macro TemplateFields() = #externalMacro(module: "TemplateFieldsMacros", type: "TemplateFieldsMacro")
