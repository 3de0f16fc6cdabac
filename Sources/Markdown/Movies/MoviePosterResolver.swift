import Domain

/// Resolves a movie's `Poster` field: an image file under `Content/` (relative to the catalog file,
/// copied to `media/` like a linked image) or an https URL. Anything else is an error.
struct MoviePosterResolver {
    let tree: any ContentTree
    /// The catalog file's path below the content root.
    let contentPath: String

    static let imageExtensions = ["svg", "png", "jpg", "jpeg", "webp", "gif", "avif"]
    static let expected = "an image file under Content/ (relative to this file) or an https URL"

    enum Resolution: Equatable {
        case poster(Movie.Poster, media: String?)
        case failure(String)
    }

    func resolve(_ value: String) -> Resolution {
        if value.contains(":") {
            guard EntryFields.parseURL(value, schemes: ["https"]) != nil else {
                return .failure("malformed Poster '\(value)': expected \(Self.expected)")
            }
            return .poster(.remote(value), media: nil)
        }
        guard !value.hasPrefix("/"), let target = ContentPath.resolve(value, in: ContentPath.directory(of: contentPath)) else {
            return .failure("Poster '\(value)' points outside the content directory; give a path relative to this file")
        }
        let fileExtension = target.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard target.contains("."), Self.imageExtensions.contains(fileExtension) else {
            let names = Self.imageExtensions.map { "." + $0 }.joined(separator: ", ")
            return .failure("malformed Poster '\(value)': expected an image file (\(names))")
        }
        if let problem = tree.linkProblem(target) {
            return .failure("Poster '\(value)' \(problem)")
        }
        return .poster(.file(LinkResolver.mediaURL(forContentFile: target)), media: target)
    }
}
