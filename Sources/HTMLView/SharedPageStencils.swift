import Foundation

/// The page stencils every worker has learned (`HTMLTemplates.worker()`), so that a shape is
/// learned once a build, not once a worker: a worker asks here for a shape of its table that
/// it has not learned (at its first two sightings of it at most), and tells what it learned.
/// (A shape names its objects by their keys' ids, `TemplateKeys`, the same on every worker.)
final class SharedPageStencils: @unchecked Sendable {
    private let lock = NSLock()
    private var stencils: [StencilKey: PageStencil?] = [:]
    /// How many shapes each template has here: at most `PageStencils.maximumShapes`, as in a
    /// worker's own table.
    private var shapes: [Template: Int] = [:]

    /// What a worker learned of `code`: a stencil, `.some(nil)` for a shape that has none, nil
    /// when no worker has learned it yet.
    func stencil(template: Template, code: [Int]) -> PageStencil?? {
        lock.withLock { stencils[StencilKey(template: template, code: code)] }
    }

    /// Keeps what a worker learned of `code`; the first worker's word stands.
    func learned(_ stencil: PageStencil?, template: Template, code: [Int]) {
        lock.withLock {
            guard shapes[template, default: 0] < PageStencils.maximumShapes else { return }
            let key = StencilKey(template: template, code: code)
            if stencils[key] == nil {
                stencils[key] = .some(stencil)
                shapes[template, default: 0] += 1
            }
        }
    }
}
