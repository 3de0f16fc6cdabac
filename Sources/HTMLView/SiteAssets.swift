import Foundation

/// The static files every site ships: the stylesheet and the study script.
public enum SiteAssets {
    public static let names = ["site.css", "study.js"]

    /// Each asset's path below the output root (`assets/site.css`) and its bytes.
    public static func all() throws -> [(path: String, contents: Data)] {
        try names.map { name in
            let parts = name.split(separator: ".")
            guard let url = Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]), subdirectory: "Assets") else {
                throw HTMLTemplates.LoadError.missing(name)
            }
            return ("assets/\(name)", try Data(contentsOf: url))
        }
    }
}
