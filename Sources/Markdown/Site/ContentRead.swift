import Domain

/// What reading one part of the content gives besides its entities: the files its pages link to
/// (copied to `media/`) and its diagnostics. Every reader's outcome has both.
protocol ContentRead {
    var media: Set<String> { get }
    var diagnostics: [Diagnostic] { get }
}

/// Gathers the media and diagnostics of every part read, so each part is read in one line.
struct ContentReads {
    private(set) var media: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Keeps `read`'s media and diagnostics and hands `read` back.
    mutating func absorb<Read: ContentRead>(_ read: Read) -> Read {
        media.formUnion(read.media)
        diagnostics += read.diagnostics
        return read
    }

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

extension SiteSettingsReader.Outcome: ContentRead {}
extension MarkdownDeckStore.Outcome: ContentRead {}
extension MarkdownContactStore.Outcome: ContentRead {}
extension MarkdownMovieStore.Outcome: ContentRead {}
