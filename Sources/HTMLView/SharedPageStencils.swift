import Foundation

/// The page stencils every worker has learned (`HTMLTemplates.worker()`), so that a shape is
/// learned once a build, not once a worker: a worker asks here for a shape of its table that
/// it has not learned (at its first two sightings of it at most), and tells what it learned.
///
/// A worker numbers the objects of its shapes in the order it meets their types
/// (`TemplateShape.Objects`), so its shapes are kept here with the objects numbered by their
/// keys, the same for every worker (`portable(_:keys:)`).
final class SharedPageStencils: @unchecked Sendable {
    private let lock = NSLock()
    private var objectIDs: [[String]: Int] = [:]
    private var stencils: [StencilKey: PageStencil?] = [:]
    /// How many shapes each template has here: at most `PageStencils.maximumShapes`, as in a
    /// worker's own table.
    private var shapes: [Template: Int] = [:]

    /// What a worker learned of `code` (numbered by its own `keys`): a stencil, `.some(nil)` for
    /// a shape that has none, nil when no worker has learned it yet.
    func stencil(template: Template, code: [Int], keys: (Int) -> [String]?) -> PageStencil?? {
        lock.withLock { portable(code, keys: keys).flatMap { stencils[StencilKey(template: template, code: $0)] } }
    }

    /// Keeps what a worker learned of `code`, a shape of its own table; the first worker's word
    /// stands.
    func learned(_ stencil: PageStencil?, template: Template, code: [Int], keys: (Int) -> [String]?) {
        lock.withLock {
            guard shapes[template, default: 0] < PageStencils.maximumShapes, let code = portable(code, keys: keys) else { return }
            let key = StencilKey(template: template, code: code)
            if stencils[key] == nil {
                stencils[key] = .some(stencil)
                shapes[template, default: 0] += 1
            }
        }
    }

    /// `code` with each object's number replaced by the number of its keys here (call under
    /// `lock`); nil when the code is not a whole shape.
    private func portable(_ code: [Int], keys: (Int) -> [String]?) -> [Int]? {
        var portable = code, position = 0
        func node() -> Bool {
            guard position < code.count else { return false }
            let kind = code[position]
            position += 1
            switch kind {
            case TemplateShape.text, TemplateShape.emptyText, TemplateShape.lineText, TemplateShape.returnText,
                 TemplateShape.absent, TemplateShape.no, TemplateShape.yes:
                return true
            case TemplateShape.number:
                position += 1
                return position <= code.count
            case TemplateShape.list:
                guard position < code.count, code[position] >= 0 else { return false }
                let count = code[position]
                position += 1
                return (0..<count).allSatisfy { _ in node() }
            case TemplateShape.object:
                guard position < code.count, let objectKeys = keys(code[position]) else { return false }
                portable[position] = objectIDs[objectKeys] ?? {
                    objectIDs[objectKeys] = objectIDs.count
                    return objectIDs.count - 1
                }()
                position += 1
                return objectKeys.allSatisfy { _ in node() }
            default:
                return false
            }
        }
        return node() && position == code.count ? portable : nil
    }
}
