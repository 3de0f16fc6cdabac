import Domain
import Foundation
import HTMLView
import Markdown

/// The templates and assets a build uses: the built-in ones, each replaced by the site's theme
/// file of the same name (`Content/theme/`, see `ThemeFiles`), and the theme's added assets.
extension SiteContent {
    /// The templates, a theme's overrides parsed: one that does not parse is a content error at
    /// its file, line and column (`ContentErrors`).
    func templates() throws -> HTMLTemplates {
        var overrides: [String: HTMLTemplates.Override] = [:]
        for file in theme.templates {
            overrides[file.name] = .init(text: String(decoding: file.bytes, as: UTF8.self), file: file.displayPath)
        }
        do {
            return try HTMLTemplates(overrides: overrides)
        } catch HTMLTemplates.LoadError.invalidOverride(let file, let line, let column, let reason) {
            throw ContentErrors([.error(at: SourceLocation(file: file, line: line, column: column), "the template does not parse: \(reason)")])
        }
    }

    /// Every asset's path below the output root and its bytes, sorted by path.
    func assets() throws -> [(path: String, contents: Data)] {
        var byPath: [String: Data] = [:]
        for asset in try SiteAssets.all() { byPath[asset.path] = asset.contents }
        for file in theme.assets { byPath["assets/" + file.name] = Data(file.bytes) }
        return byPath.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
