import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@TemplateFields` on a view model struct: an extension that hands each stored property to a
/// visitor, with its name and its static type (`TemplateFields.visitFields`), in declaration
/// order. The compiler writes it, so a property added to a view model reaches the templates with
/// nothing else to remember.
public struct TemplateFieldsMacro: ExtensionMacro {
    public static func expansion(
        of _: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo _: [TypeSyntax],
        in _: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let names = storedProperties(of: declaration)
        let visits = names.map { "visitor.visit(\"\($0)\", \($0))" }.joined(separator: "\n")
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        return [try ExtensionDeclSyntax("""
            extension \(type.trimmed): TemplateFields {
                \(raw: access)static let fieldNames: [String] = [\(raw: list)]

                \(raw: access)func visitFields<Visitor: TemplateFieldVisitor>(_ visitor: inout Visitor) {
                    \(raw: visits)
                }
            }
            """)]
    }

    /// The names of the stored properties: `let` and `var` bindings without an accessor block
    /// (or with only observers), not `static`.
    static func storedProperties(of declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return [] }
            return variable.bindings.compactMap { binding in
                if let accessors = binding.accessorBlock?.accessors {
                    guard case .accessors(let list) = accessors,
                          list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }) else { return nil }
                }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        }
    }
}

@main
struct TemplateFieldsPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [TemplateFieldsMacro.self]
}
