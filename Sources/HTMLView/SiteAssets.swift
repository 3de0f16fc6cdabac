import Foundation

/// The static files every site ships: stylesheets and scripts from the module's `Assets` folder.
public enum SiteAssets {
    /// Each asset's path below the output root (`assets/site.css`) and its bytes, sorted by path.
    public static func all() throws -> [(path: String, contents: Data)] {
        guard let folder = Bundle.module.url(forResource: "Assets", withExtension: nil) else {
            throw HTMLTemplates.LoadError.missing("Assets")
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { ("assets/\($0.lastPathComponent)", try Data(contentsOf: $0)) }
    }
}
