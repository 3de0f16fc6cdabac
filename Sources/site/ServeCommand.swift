import ArgumentParser
import Foundation
import SiteCommandLine

/// `site serve`: a preview that rebuilds on save and reloads open pages. Run by `site-serve`,
/// the program beside this one, with the same arguments: see `SiteServeCommand`.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: ServeOptions.abstract, discussion: ServeOptions.discussion
    )

    /// Parsed here too, so that `site serve --help` and a mistyped option answer as any command does.
    @OptionGroup var options: ServeOptions

    /// The preview program's name; `swift build` builds it beside `site`, and
    /// scripts/install.sh installs it there.
    static let programName = "site-serve"

    func run() throws {
        let here = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let program = URL(fileURLWithPath: here).deletingLastPathComponent().appendingPathComponent(ServeCommand.programName).path
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw StandardError.failure(
                "cannot serve: '\(program)' is missing; `site serve` runs it from beside `site` "
                    + "(`swift build` builds both, scripts/install.sh installs both, and `swift run site-serve` is `site serve`)"
            )
        }
        // The arguments as they were typed, after the subcommand's name (`site` takes no option
        // before it but --help and --version, which never get here).
        let arguments = CommandLine.arguments
        let rest = arguments.firstIndex(of: "serve").map { Array(arguments[($0 + 1)...]) } ?? []
        var argv: [UnsafeMutablePointer<CChar>?] = ([program] + rest).map { strdup($0) } + [nil]
        execv(program, &argv)
        let reason = String(cString: strerror(errno))
        throw StandardError.failure("cannot serve: cannot run '\(program)': \(reason)")
    }
}
