/// A route's view model, ready to render. A page's bytes depend only on its view model and the
/// templates, so the fingerprint (the view model's hash) lets a rebuild in the same process
/// (`site serve`) skip every page whose view model did not change (`BuildMemory`), with no list
/// of which page depends on which content to keep true by hand.
struct PreparedPage: Sendable {
    /// The view model's hash (Swift's `Hasher`: comparable within one process only), or nil
    /// when no later build in this process compares it (`site build`), so it was not hashed.
    let fingerprint: Int?
    /// The page's bytes, as its file holds them.
    let render: @Sendable () throws -> [UInt8]
    /// What the page was presented from, for the next build (`ResponseMemo`, `site serve`).
    var presented: ResponseMemo.Entry?
    /// True when the fingerprint came from the last build's `ResponseMemo`, not a presenter.
    var wasKnown = false

    /// A page fingerprinted by its view model's hash when `hashed`.
    init<Model: Hashable & Sendable>(_ model: Model, hashed: Bool = true, view: @escaping @Sendable (Model) throws -> [UInt8]) {
        fingerprint = hashed ? model.hashValue : nil
        render = { try view(model) }
    }

    /// A page whose fingerprint is known from the last build (`ResponseMemo`): `render`
    /// presents it too.
    init(known fingerprint: Int, render: @escaping @Sendable () throws -> [UInt8]) {
        self.fingerprint = fingerprint
        self.render = render
        wasKnown = true
    }
}
