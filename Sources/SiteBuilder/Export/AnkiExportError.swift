/// Why `site export anki` wrote nothing (content errors are thrown as `ContentErrors`).
public enum AnkiExportError: Error, Sendable, Equatable, CustomStringConvertible {
    case contentDirectoryMissing(String)
    /// `--deck` named no deck; the slugs there are.
    case unknownDeck(String, available: [String])
    /// The output is inside the content directory, where it could replace a content file.
    case outputInsideContent(String)
    case outputIsDirectory(String)
    /// Two images with one file name, which Anki's flat media folder cannot hold side by side.
    case mediaNameClash(String, paths: [String])
    /// The output exists and is not an earlier export (nor empty), and `--force` was not given.
    case outputNotAnExport(String)
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .contentDirectoryMissing(let path):
            "content directory '\(path)' does not exist"
        case .unknownDeck(let slug, let available) where available.isEmpty:
            "no deck '\(slug)': there are no decks"
        case .unknownDeck(let slug, let available):
            "no deck '\(slug)'; the decks are: \(available.joined(separator: ", "))"
        case .outputInsideContent(let path):
            "refusing to write '\(path)' inside the content directory; choose a file outside it"
        case .outputIsDirectory(let path):
            "'\(path)' is a directory; give the file to write, such as \(path)/decks.txt"
        case .mediaNameClash(let name, let paths):
            "images \(paths.joined(separator: " and ")) are both named '\(name)' and Anki keeps media in one folder; rename one"
        case .outputNotAnExport(let path):
            "refusing to replace '\(path)': it is not a file 'site export anki' wrote; choose another file, or add --force to replace it"
        case .cannotWrite(let message):
            message
        }
    }
}
