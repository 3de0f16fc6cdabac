import Mustache

/// A text renders as itself. Without this, swift-mustache renders each `{{key}}` whose value is a
/// `String` through two failed casts and `String(describing:)`, slow for a deck's thousands of
/// values; with it, one cast that succeeds. The output is the same: a string's
/// description is the string.
extension String: @retroactive MustacheCustomRenderable {
    public var renderText: String { self }
    /// A text is never swift-mustache's null, even an empty one (that is for sections to decide).
    public var isNull: Bool { false }
}
