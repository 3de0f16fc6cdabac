import Domain

/// A site's theme: files under `Content/theme/` that replace the built-in ones of the same name,
/// read as safely as the rest of the content (symbolic links only inside it, regular files only).
///
/// * `theme/templates/<name>.mustache` replaces the built-in template `<name>`;
/// * `theme/assets/<file>` replaces the shipped asset `assets/<file>` (a stylesheet, a script, an
///   icon), or adds one.
public struct ThemeFiles: Sendable {
    /// The theme's folder below the content directory, and its two parts.
    public static let folder = "theme"
    public static let templates = "theme/templates"
    public static let assets = "theme/assets"

    /// One file of the theme.
    public struct File: Sendable {
        /// The file's name (`study-deck.mustache`, `site.css`).
        public let name: String
        /// As diagnostics name it (`Content/theme/templates/study-deck.mustache`).
        public let displayPath: String
        public let bytes: [UInt8]
    }

    public let templates: [File]
    public let assets: [File]

    /// A hash of the template overrides (names and bytes), within this process: pages rendered
    /// with other templates may differ even when their view models do not.
    public var templatesFingerprint: Int {
        var hasher = Hasher()
        for file in templates {
            hasher.combine(file.name.utf8.count)
            file.name.utf8.forEach { hasher.combine($0) }
            hasher.combine(file.bytes.count)
            file.bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        return hasher.finalize()
    }

    /// Reads the theme folder (nothing when there is none); a file that cannot be read is an error.
    static func read(from tree: FileSystemContentTree, displayPath: (String) -> String) -> (theme: ThemeFiles, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func files(in folder: String, ending: [String]?) -> [File] {
            guard tree.entry(folder) == .folder else { return [] }
            // The listing rules of Markdown files (readable names, regular files only) serve any
            // file: the empty ending matches every name.
            let listed = tree.markdownFiles(in: folder, extensions: ending ?? [""], recursive: false, display: displayPath)
            diagnostics += listed.diagnostics
            return listed.paths.compactMap { path in
                do throws(ContentRefusal) {
                    return File(name: String(path.split(separator: "/").last ?? ""), displayPath: displayPath(path), bytes: try tree.bytes(of: path))
                } catch {
                    diagnostics.append(.error(at: SourceLocation(file: displayPath(path), line: 1, column: 1), "the theme file \(error.reason)"))
                    return nil
                }
            }
        }
        let theme = ThemeFiles(templates: files(in: templates, ending: [".mustache"]), assets: files(in: assets, ending: nil))
        return (theme, diagnostics)
    }
}
