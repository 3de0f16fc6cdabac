import Mustache

/// A text renders as itself: what swift-mustache's `String(describing:)` gives, by one cast that
/// succeeds instead of two that fail.
extension String: @retroactive MustacheCustomRenderable {
    public var renderText: String { self }
    /// A text is never swift-mustache's null, even an empty one (that is for sections to decide).
    public var isNull: Bool { false }
}
