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
        var kept: BuildMemory?
        do {
            let buildDate = try BuildDate.resolve(option: date, environment: ProcessInfo.processInfo.environment)
            let contentURL = URL(fileURLWithPath: content)
            let outputDirectory = try OutputDirectory(URL(fileURLWithPath: output), content: contentURL)
            let build = SiteBuild(content: contentURL, contentDisplayPath: content, output: outputDirectory, buildDate: buildDate)
            let progress = TerminalProgress()
            let output = self.output
            let memory = BuildMemory(persistedIn: outputDirectory.memoryFolder, rebuilds: false)
            kept = memory
            let running = Task {
                try await build.run(memory: memory, progress: progress.show) {
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
            // What the build holds (a large site's movies and readings, in `memory`) is the
            // system's to take back at once: ending here, rather than freeing it value by value
            // on the way out, saves about 20 ms after an edit of a 10,000-movie catalog.
            withExtendedLifetime(memory) { Foundation.exit(EXIT_SUCCESS) }
        } catch let errors as ContentErrors {
            StandardError.report(errors, failed: "build", outcome: Self.outcome(output: output, memory: kept))
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

    /// What a build that failed on the content did to the disk: the output kept as it was, or (a
    /// first build) never made; and the readings of this build's catalogs, address books, decks
    /// and notes, kept in the memory folder when it wrote any (the build after the fix then parses only
    /// what changed).
    static func outcome(output: String, memory: BuildMemory?) -> String {
        if FileManager.default.fileExists(atPath: output) { return "\(output) was left unchanged" }
        guard let memory, let folder = memory.folder, memory.parts.archivedThisBuild else { return "nothing was written" }
        let parent = (output as NSString).deletingLastPathComponent
        let shown = parent.isEmpty ? folder.lastPathComponent : parent + "/" + folder.lastPathComponent
        return "\(output) was not made; what was read is kept in \(shown) for the next build"
    }
}
