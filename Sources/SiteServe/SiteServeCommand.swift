import ArgumentParser
import Domain
import FileSafety
import Foundation
import SiteBuilder
import SiteCommandLine
import SiteServer

/// `site-serve`: the preview server that `site serve` runs (it is `site serve` itself, with its
/// arguments). A program of its own, so that `site`, which every build starts, does not load
/// the web server's libraries: FlyingFox brings Foundation's networking, and with it libcurl
/// and thirty libraries more, loaded at every start (docs/PERFORMANCE.md).
@main
struct SiteServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site serve", abstract: ServeOptions.abstract, discussion: ServeOptions.discussion
    )

    @OptionGroup var options: ServeOptions

    func run() async throws {
        do {
            let buildDate = try BuildDate.resolve(option: nil, environment: ProcessInfo.processInfo.environment)
            let (content, output, host, port) = (options.content, options.output, options.host, options.port)
            let contentURL = URL(fileURLWithPath: content)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: content, isDirectory: &isFolder), isFolder.boolValue else {
                throw StandardError.failure("content directory '\(Printable.escaped(content))' does not exist")
            }
            let build = SiteBuild(
                content: contentURL, contentDisplayPath: content,
                output: try OutputDirectory(URL(fileURLWithPath: output), content: contentURL), buildDate: buildDate
            )
            let preview = SitePreview(build: build, host: host, port: port, poll: options.poll)
            let timings = options.timings
            let running = Task {
                try await preview.run { event in SiteServeCommand.show(event, output: output, timings: timings) }
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
            throw StandardError.failure("\(error)")
        } catch let error as OutputDirectoryError {
            throw StandardError.failure("\(error)")
        } catch is CancellationError {
            StandardError.print("stopped")
        } catch let exit as ExitCode {
            throw exit
        } catch let error as ServeError {
            throw StandardError.failure("cannot serve on \(options.host):\(options.port): \(error)")
        } catch {
            throw StandardError.failure("cannot serve on \(options.host):\(options.port): \(Printable.escaped(String(describing: error)))")
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
