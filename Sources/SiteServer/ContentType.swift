/// The `Content-Type` a file is served with, from its extension: every kind of file a site
/// publishes, with `charset=utf-8` on text.
public enum ContentType {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "webmanifest": "application/manifest+json",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "vcf": "text/vcard; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "mp3": "audio/mpeg",
        "ogg": "audio/ogg",
        "wav": "audio/wav",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "pdf": "application/pdf",
        "apkg": "application/octet-stream",
    ]

    /// The type of the file named `name`; `application/octet-stream` when the extension is unknown.
    public static func of(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    /// True for the pages the live-reload script is injected into.
    static func isPage(_ name: String) -> Bool {
        of(name).hasPrefix("text/html")
    }
}
