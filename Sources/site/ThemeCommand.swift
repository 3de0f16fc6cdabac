import ArgumentParser
import FileSafety
import Foundation
import SiteCommandLine
import SiteBuilder

/// `site theme`: the site's own look, in `Content/theme/`.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Restyle the site: templates and assets in Content/theme/ replace the built-in ones.",
        discussion: """
            A file Content/theme/templates/<name>.mustache replaces the built-in template of that \\
            name, and Content/theme/assets/<file> the shipped asset of that name (site.css, \\
            study.js, an icon) or adds one. No recompiling: the next build uses them.

            Example:
              site theme eject && $EDITOR Content/theme/assets/site.css && site build
            """,
        subcommands: [ThemeEjectCommand.self]
    )
}

/// `site theme eject`: copies the built-in templates and assets into the theme folder.
struct ThemeEjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Copy the built-in templates and assets into Content/theme/ as a starting point.",
        discussion: """
            Files already in the theme folder are kept as they are.

            Example:
              site theme eject --content Content
            """
    )

    @Option(name: .long, help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    func run() throws {
        do {
            let report = try ThemeEject.run(content: URL(fileURLWithPath: content))
            print("Copied \(report.written.count) files into \(content)/theme"
                  + (report.kept.isEmpty ? "" : "; kept \(report.kept.count) already there"))
        } catch {
            throw StandardError.failure("\(IOFailure.describing(error, "cannot write the theme in", content))")
        }
    }
}
