import Foundation
import HTMLView

/// Writes one route's file into the staging directory.
struct StagedPage: RouteOutput {
    let output: OutputDirectory
    let path: String

    func write(_ html: String) throws {
        try output.write(Data(html.utf8), to: path)
    }

    func write(bytes: [UInt8]) throws {
        try output.write(Data(bytes), to: path)
    }
}
