/// Where a view delivers the page it rendered; the site builder writes it to the output directory.
public protocol PageSink: Sendable {
    func write(_ html: String) throws
}
