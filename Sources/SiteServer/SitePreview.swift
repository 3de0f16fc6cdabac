import Domain
import FileSafety
import FlyingFox
import FlyingSocks
import Foundation
import SiteBuilder

/// `site serve`: builds the site, serves the output on loopback, and rebuilds whenever the
/// content changes, telling open pages to reload (or to show the errors of a failed build over
/// the last good one, which keeps being served).
public struct SitePreview: Sendable {
    /// What the preview tells the terminal.
    public enum Event: Sendable {
        case built(BuildReport)
        case failed(String, count: Int)
        case listening(String)
        case watching(ContentWatcher.Method)
    }

    public let build: SiteBuild
    public let host: String
    public let port: UInt16
    public let poll: Bool

    public init(build: SiteBuild, host: String, port: UInt16, poll: Bool = false) {
        self.build = build
        self.host = host
        self.port = port
        self.poll = poll
    }

    /// Runs until the task is cancelled (Ctrl-C), then stops the watcher, ends every page's
    /// event stream and closes the server. Throws only if the server cannot listen (a
    /// `ServeError`).
    public func run(report: @escaping @Sendable (Event) -> Void) async throws {
        let address = try address()
        let reload = LiveReload()
        let memory = BuildMemory()
        // Watching starts first: an edit saved during the first build makes a second one.
        let watcher = ContentWatcher(folder: build.content, poll: poll) { reason in report(.watching(.polling(reason: reason))) }
        defer { watcher.stop() }
        await rebuild(reload, memory: memory, report: report)
        let server = HTTPServer(
            config: .init(address: address, logger: .disabled),
            handler: PreviewHandler(files: PublishedFiles(root: build.output.url), reload: reload)
        )
        try await withTaskCancellationHandler {
            try await withThrowingTaskGroup(of: Void.self) { group in
                // A server that cannot listen (the port is taken) throws at once and ends the group.
                group.addTask {
                    do {
                        try await server.run()
                    } catch let SocketError.failed(type, code, _) {
                        throw ServeError("\(type): \(String(cString: strerror(code)))\(code == EADDRINUSE ? " (another program listens there: choose another --port)" : "")")
                    }
                }
                group.addTask {
                    try await server.waitUntilListening(timeout: 60)
                    report(.listening(url(of: await server.listeningAddress)))
                    report(.watching(watcher.method))
                    for await _ in watcher.changes {
                        await rebuild(reload, memory: memory, report: report)
                    }
                }
                try await group.next()
                group.cancelAll()
            }
        } onCancel: {
            watcher.stop()
            Task { await reload.finish() }
        }
    }

    private func rebuild(_ reload: LiveReload, memory: BuildMemory, report: @Sendable (Event) -> Void) async {
        do {
            let built = try await build.run(memory: memory)
            // Pages reload only when a file changed (a save of the same bytes changes none).
            switch built.change {
            case .nothing, .files(0, _): await reload.unchanged()
            default: await reload.built()
            }
            report(.built(built))
        } catch let errors as ContentErrors {
            await reload.failed(errors.description)
            report(.failed(errors.description, count: errors.diagnostics.count))
        } catch is CancellationError {
            return
        } catch {
            let failure = IOFailure.describing(error, "cannot build into", build.output.url.path)
            await reload.failed("error: \(failure)")
            report(.failed("error: \(failure)", count: 1))
        }
    }

    private func address() throws -> any SocketAddress {
        let host = self.host == "localhost" ? "127.0.0.1" : self.host
        do {
            if host.contains(":") { return try sockaddr_in6.inet6(ip6: host, port: port) }
            return try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw ServeError("'\(host)' is not an IP address (use 127.0.0.1, ::1, 0.0.0.0 or localhost)")
        }
    }

    private func url(of address: Socket.Address?) -> String {
        switch address {
        case .ip4(let ip, let port): "http://\(ip):\(port)/"
        case .ip6(let ip, let port): "http://[\(ip)]:\(port)/"
        default: "http://\(host):\(port)/"
        }
    }
}
