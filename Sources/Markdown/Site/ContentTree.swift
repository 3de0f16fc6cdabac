/// What a reader needs to know about the files around the one it reads.
protocol ContentTree: Sendable {
    /// True when a regular file exists at `path`, relative to the content root.
    func isFile(_ path: String) -> Bool
}
