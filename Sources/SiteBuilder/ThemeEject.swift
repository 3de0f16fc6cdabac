import Foundation
import HTMLView
import Markdown

/// `site theme eject`: the built-in templates and the readable assets copied into the site's
/// theme folder (`Content/theme/templates/`, `Content/theme/assets/`), a starting point to
/// restyle or re-lay-out the site without recompiling. A file already there is kept as it is.
public enum ThemeEject {
    public struct Report: Sendable, Equatable {
        /// Written, below the content directory.
        public let written: [String]
        /// Already there, and kept.
        public let kept: [String]
    }

    public static func run(content: URL) throws -> Report {
        let files = try HTMLTemplates.builtIn().map { ("\(ThemeFiles.templates)/\($0.fileName)", Data($0.text.utf8)) }
            + SiteAssets.readable().map { ("\(ThemeFiles.assets)/\($0.path.dropFirst("assets/".count))", $0.contents) }
        var written: [String] = [], kept: [String] = []
        for (path, data) in files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try data.write(to: url, options: .withoutOverwriting)
                written.append(path)
            } catch CocoaError.fileWriteFileExists {
                kept.append(path)
            }
        }
        return Report(written: written.sorted(), kept: kept.sorted())
    }
}
