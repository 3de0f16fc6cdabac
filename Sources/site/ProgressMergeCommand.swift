import ArgumentParser
import Foundation
import SiteBuilder
import SiteCommandLine

/// `site progress merge FILE... --output FILE`.
struct ProgressMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge progress exports (from several devices, or older and newer) into one.",
        discussion: """
            The result holds every review of every file once, and each card's schedule replayed \
            from them with FSRS, as Import progress on a deck page merges a file. A file that is \
            not a progress export is reported as file: record: problem, and nothing is written.

            Example:
              site progress merge phone.json laptop.json --output progress.json
            """
    )

    @Argument(help: ArgumentHelp("The progress exports to merge.", valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp(
        "The file to write; replaced atomically, but only if it is empty or a progress export (it may be one of the files).",
        valueName: "file"
    ))
    var output: String

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Name at least one progress export to merge.") }
    }

    func run() throws {
        do {
            let exported = try BuildDate.instant(environment: ProcessInfo.processInfo.environment)
            let report = try ProgressMerge.run(inputs: files, output: output, exported: exported)
            print("\(report.summary) → \(output)")
        } catch let failure as ProgressMerge.Failure {
            StandardError.print(failure.lines + ["error: nothing was written"])
            throw ExitCode.failure
        } catch let error as BuildDate.Error {
            throw StandardError.failure("\(error)")
        }
    }
}
