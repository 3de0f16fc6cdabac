/// A route's view model, ready to render.
///
/// A page's bytes depend only on its view model and the templates (the view places values and
/// adds nothing of its own), so two equal view models under the same templates render the same
/// bytes. The fingerprint, the view model's hash, lets a rebuild in the same process (`site
/// serve`) skip rendering every page whose view model did not change (`BuildMemory`), with no
/// list of which page depends on which content to keep true by hand.
struct PreparedPage: Sendable {
    /// The view model's hash (Swift's `Hasher`: comparable within one process only), or the
    /// stable digest of what the page is made of (`PageInputs`).
    let fingerprint: PageFingerprint
    /// The page's bytes, as its file holds them.
    let render: @Sendable () throws -> [UInt8]
    /// What the page was presented from, for the next build (`ResponseMemo`, `site serve`).
    var presented: ResponseMemo.Entry?
    /// True when the fingerprint came from the last build's `ResponseMemo`, not a presenter.
    var wasKnown = false

    /// A page fingerprinted by its view model's hash, or, when `hashed` is false (no build
    /// follows in this process to compare it with), by none: `PageFingerprint.unhashed`.
    init<Model: Hashable & Sendable>(_ model: Model, hashed: Bool = true, view: @escaping @Sendable (Model) throws -> [UInt8]) {
        fingerprint = hashed ? PageFingerprint(value: model.hashValue, isStable: false) : .unhashed
        render = { try view(model) }
    }

    /// A page whose fingerprint is the stable digest of its response and context
    /// (`PageInputs`): `render` presents it too.
    init(stableFingerprint: Int, render: @escaping @Sendable () throws -> [UInt8]) {
        fingerprint = PageFingerprint(value: stableFingerprint, isStable: true)
        self.render = render
    }
}

/// What tells a page's bytes without rendering it: equal fingerprints under the same templates
/// mean equal bytes. A view model's hash holds within one process; a stable one (a digest of
/// the page's inputs) in any, and only those are kept on disk for the next `site build`.
struct PageFingerprint: Hashable, Sendable {
    let value: Int
    let isStable: Bool

    /// The fingerprint of a page whose view model was not hashed, because no later build in this
    /// process could skip it (`site build`: hashing a deck's view model, every card's HTML, was
    /// 1.4% of its time). Never on disk (not stable), and never compared: only a memory whose
    /// builds follow in this process hands its fingerprints to the next build, and there every
    /// view model is hashed.
    static let unhashed = PageFingerprint(value: 0, isStable: false)
}
