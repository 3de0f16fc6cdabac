import HTMLView
import Scenes

/// Where a route's file goes: a page sink for HTML, or raw bytes for other files (vCards, scripts).
protocol RouteOutput: PageSink {
    func write(bytes: [UInt8]) throws
}
