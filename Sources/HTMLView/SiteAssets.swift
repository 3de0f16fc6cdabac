import Foundation

/// The static files every site ships: stylesheets, scripts and icons from the module's `Shipped`
/// folder, which `scripts/minify-assets.sh` makes from the readable sources in `Assets`.
public enum SiteAssets {
    /// Each asset's path below the output root (`assets/site.css`) and its bytes, sorted by path.
    public static func all() throws -> [(path: String, contents: Data)] {
        try files(in: "Shipped")
    }

    /// The readable sources of the same files (scripts and stylesheets not minified), by the
    /// same paths: what `site theme eject` gives a site's author to edit.
    public static func readable() throws -> [(path: String, contents: Data)] {
        try files(in: "Assets")
    }

    private static func files(in resource: String) throws -> [(path: String, contents: Data)] {
        guard let folder = Bundle.module.url(forResource: resource, withExtension: nil) else {
            throw HTMLTemplates.LoadError.missing(resource)
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { ("assets/\($0.lastPathComponent)", try Data(contentsOf: $0)) }
    }
}
