/// A route's view model, ready to render.
///
/// A page's bytes depend only on its view model and the templates (the view places values and
/// adds nothing of its own), so two equal view models under the same templates render the same
/// bytes. The fingerprint, the view model's hash, lets a rebuild in the same process (`site
/// serve`) skip rendering every page whose view model did not change (`BuildMemory`), with no
/// list of which page depends on which content to keep true by hand.
struct PreparedPage: Sendable {
    /// The view model's hash (Swift's `Hasher`: comparable within one process only).
    let fingerprint: Int
    let render: @Sendable () throws -> String
    /// What the page was presented from, for the next build (`ResponseMemo`, `site serve`).
    var presented: ResponseMemo.Entry?
    /// True when the fingerprint came from the last build's `ResponseMemo`, not a presenter.
    var wasKnown = false

    init<Model: Hashable & Sendable>(_ model: Model, view: @escaping @Sendable (Model) throws -> String) {
        fingerprint = model.hashValue
        render = { try view(model) }
    }

    /// A page whose view model's fingerprint is known (`ResponseMemo`): `render` presents it too.
    init(fingerprint: Int, render: @escaping @Sendable () throws -> String) {
        self.fingerprint = fingerprint
        self.render = render
    }
}
