import Foundation
import HTMLView

/// A page sink that writes one route's page into the staging directory.
struct StagedPage: PageSink {
    let output: OutputDirectory
    let path: String

    func write(_ html: String) throws {
        try output.write(Data(html.utf8), to: path)
    }
}
