import ArgumentParser
import Domain
import FileSafety
import Foundation
import SiteCommandLine
import SiteBuilder

/// `site build`: reads the content directory and writes the static site.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from the content directory into the output directory.",
        discussion: """
            Errors in the content are printed as file:line:column: error: message, every one of \
            them, and the previous output is left exactly as it was.

            Examples:
              site build
              site build --content ~/vault --output /var/www/cards --timings
            """
    )

    @Option(name: .long, help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    @Option(name: .long, help: ArgumentHelp("The output directory; replaced on success.", valueName: "dir"))
    var output = "Public"

    @Option(name: .long, help: ArgumentHelp(
        "The build's date (YYYY-MM-DD) for release windows; defaults to SOURCE_DATE_EPOCH, else today (UTC).",
        valueName: "date"
    ))
    var date: String?

    @Flag(help: "Print how long each step of the build took (read, derive, pages, …) on standard error.")
    var timings = false

    func run() async throws {
        do {
            let buildDate = try BuildDate.resolve(option: date, environment: ProcessInfo.processInfo.environment)
            let contentURL = URL(fileURLWithPath: content)
            let outputDirectory = try OutputDirectory(URL(fileURLWithPath: output), content: contentURL)
            let build = SiteBuild(content: contentURL, contentDisplayPath: content, output: outputDirectory, buildDate: buildDate)
            let progress = TerminalProgress()
            let output = self.output
            let running = Task {
                try await build.run(endsProcess: true, progress: progress.show) {
                    StandardError.print("waiting for another build of \(Printable.escaped(output)) to finish…")
                }
            }
            let interruption = Interruption { running.cancel() }
            defer { interruption.stop() }
            let report: BuildReport
            do {
                report = try await running.value
            } catch is CancellationError {
                progress.finish()
                StandardError.print("interrupted; \(output) was left unchanged")
                throw ExitCode(interruption.exitStatus)
            }
            progress.finish()
            StandardError.print(report.warnings.map(\.description))
            if timings { StandardError.print(report.timings) }
            print("\(report.summary) → \(output)")
            // What the build holds (`ProcessEnd`) is the system's to take back at once.
            Foundation.exit(EXIT_SUCCESS)
        } catch let errors as ContentErrors {
            StandardError.report(errors, failed: "build", outcome: Self.outcome(output: output))
            throw ExitCode.failure
        } catch let error as BuildDate.Error {
            throw StandardError.failure("\(error)")
        } catch let error as OutputDirectoryError {
            throw StandardError.failure("\(error)")
        } catch let error as IOFailure {
            throw StandardError.failure("\(error); \(output) was left unchanged")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            let failure = IOFailure.describing(error, "cannot build into", output)
            throw StandardError.failure("\(failure); \(output) was left unchanged")
        }
    }

    /// What a build that failed on the content did to the disk: the output kept as it was, or
    /// (a first build) nothing written.
    static func outcome(output: String) -> String {
        FileManager.default.fileExists(atPath: output) ? "\(output) was left unchanged" : "nothing was written"
    }
}
