import ArgumentParser

/// What `site serve` is told: parsed by `site` (for its help and its errors) and again by
/// `site-serve`, the program beside it that `site serve` runs with the same arguments.
public struct ServeOptions: ParsableArguments {
    /// `site serve`'s help, which `site-serve` shows as its own.
    public static let abstract = "Build the site, serve it on this machine, and rebuild and reload pages whenever the content changes."
    public static let discussion = """
        Open pages reload by themselves after each build. When a build fails, the terminal and \
        the open pages show its errors, and the last good site keeps being served. Pages are \
        served exactly as `site build` writes them, plus a live-reload script that only the \
        preview adds. Ctrl-C stops.

        Examples:
          site serve
          site serve --content ~/vault --port 8080
        """

    @Option(name: .long, help: ArgumentHelp("The content directory.", valueName: "dir"))
    public var content = "Content"

    @Option(name: .long, help: ArgumentHelp("The output directory, rebuilt on every change.", valueName: "dir"))
    public var output = "Public"

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    public var port: UInt16 = 8000

    @Option(name: .long, help: "The address to listen on: loopback unless you mean to share the preview.")
    public var host = "127.0.0.1"

    @Flag(help: "Watch the content by polling it rather than with inotify (network and container file systems).")
    public var poll = false

    @Flag(help: "Print how long each step of each build took (read, derive, pages, …) on standard error.")
    public var timings = false

    public init() {}
}
