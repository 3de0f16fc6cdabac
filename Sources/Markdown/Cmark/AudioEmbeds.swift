/// An image whose file is a sound (`![hello](hello.mp3)`, what `site import anki` writes for
/// Anki's `[sound:hello.mp3]`) shown as an audio player: the page plays it from the site's own
/// media folder, offline too (the service worker stores every deck's media).
enum AudioEmbeds {
    static let extensions: Set<String> = ["mp3", "ogg", "oga", "opus", "wav", "m4a", "aac", "flac", "weba"]

    /// Whether a URL names a sound file (its query and fragment aside).
    static func isAudio(_ url: String) -> Bool {
        let path = url.split(separator: "?", maxSplits: 1).first.flatMap { $0.split(separator: "#", maxSplits: 1).first } ?? ""
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// cmark's `<img src="…" alt="…" />` of each sound as `<audio controls preload="none"
    /// src="…" title="…"></audio>`; the attributes stay as cmark escaped them.
    static func html(_ html: String) -> String {
        replacingSounds(in: html) { source, title in
            "<audio controls preload=\"none\" src=\"\(source)\"\(title.isEmpty ? "" : " title=\"\(title)\"")></audio>"
        }
    }

    /// cmark's HTML with each `<img>` of a sound replaced by `replacement(src, alt)`, both as
    /// cmark escaped them.
    static func replacingSounds(in html: String, _ replacement: (Substring, Substring) -> String) -> String {
        ImageTags.replacing(in: html) { image in isAudio(String(image.source)) ? replacement(image.source, image.alt) : nil }
    }
}
