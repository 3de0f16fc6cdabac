import ArgumentParser
import Domain
import FileSafety
import Foundation
import SiteBuilder
import SiteServer

/// `site serve`: a preview that rebuilds on save and reloads open pages.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on this machine, and rebuild and reload pages whenever the content changes.",
        discussion: """
            Open pages reload by themselves after each build. When a build fails, the terminal and \
            the open pages show its errors, and the last good site keeps being served. Pages are \
            served exactly as `site build` writes them, plus a live-reload script that only the \
            preview adds. Ctrl-C stops.

            Examples:
              site serve
              site serve --content ~/vault --port 8080
            """
    )

    @Option(name: .long, help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    @Option(name: .long, help: ArgumentHelp("The output directory, rebuilt on every change.", valueName: "dir"))
    var output = "Public"

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    var port: UInt16 = 8000

    @Option(name: .long, help: "The address to listen on: loopback unless you mean to share the preview.")
    var host = "127.0.0.1"

    @Flag(help: "Watch the content by polling it rather than with inotify (network and container file systems).")
    var poll = false

    @Flag(help: "Print how long each step of each build took (read, derive, pages, …) on standard error.")
    var timings = false

    func run() async throws {
        do {
            let buildDate = try BuildDate.resolve(option: nil, environment: ProcessInfo.processInfo.environment)
            let contentURL = URL(fileURLWithPath: content)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: content, isDirectory: &isFolder), isFolder.boolValue else {
                StandardError.print("error: content directory '\(Printable.escaped(content))' does not exist")
                throw ExitCode.failure
            }
            let build = SiteBuild(
                content: contentURL, contentDisplayPath: content,
                output: try OutputDirectory(URL(fileURLWithPath: output), content: contentURL), buildDate: buildDate
            )
            let preview = SitePreview(build: build, host: host, port: port, poll: poll)
            let (output, timings) = (self.output, self.timings)
            let running = Task {
                try await preview.run { event in ServeCommand.show(event, output: output, timings: timings) }
            }
            let interruption = Interruption { running.cancel() }
            defer { interruption.stop() }
            do {
                try await running.value
            } catch where running.isCancelled {
                // Ctrl-C stops the preview whatever the build it cut short threw: the output is the
                // last whole build's, and stopping is what was asked for.
            }
            StandardError.print("stopped")
        } catch let error as BuildDate.Error {
            StandardError.print("error: \(error)")
            throw ExitCode.failure
        } catch let error as OutputDirectoryError {
            StandardError.print("error: \(error)")
            throw ExitCode.failure
        } catch is CancellationError {
            StandardError.print("stopped")
        } catch let exit as ExitCode {
            throw exit
        } catch let error as ServeError {
            StandardError.print("error: cannot serve on \(host):\(port): \(error)")
            throw ExitCode.failure
        } catch {
            StandardError.print("error: cannot serve on \(host):\(port): \(Printable.escaped(String(describing: error)))")
            throw ExitCode.failure
        }
    }

    private static func show(_ event: SitePreview.Event, output: String, timings: Bool) {
        switch event {
        case .built(let report):
            StandardError.print(report.warnings.map(\.description))
            if timings { StandardError.print(report.timings) }
            say("\(report.summary) → \(output)")
        case .failed(let problem, let count):
            StandardError.print(problem)
            StandardError.print("error: build failed with \(count) error\(count == 1 ? "" : "s"); serving the last good build")
        case .listening(let url):
            say("Serving \(output) at \(url) (Ctrl-C to stop)")
        case .watching(.inotify):
            break
        case .watching(.polling(let reason)):
            StandardError.print("note: watching the content by polling: \(reason)")
        }
    }

    /// A line on standard output at once (a pipe would hold it back), for whoever waits for it.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
