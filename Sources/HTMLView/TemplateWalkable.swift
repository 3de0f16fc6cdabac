import Mustache

/// A view model that tells a page's shape walk (`TemplateShape.Walk`) its keys' values with
/// their static types: no value made an `Any`, no dynamic cast, no key looked up by its name.
/// The conformances are generated with `MustacheParent`'s (`scripts/generate-template-keys.py`).
///
/// `walkedKeys` must be the type's stored properties in order (its `Mirror` labels): the walk
/// checks it once per type, and walks a type whose keys differ by reflection, as before.
protocol TemplateWalkable: MustacheParent {
    /// The keys `walkChildren` visits, in order.
    static var walkedKeys: [String] { get }
    /// Visits each key's value, or absent where `mask` (one flag a key) says the template never
    /// mentions it; false when a template could tell more of a value than its shape and texts.
    func walkChildren(_ walk: inout TemplateShape.Walk, mask: [Bool]) -> Bool
}
