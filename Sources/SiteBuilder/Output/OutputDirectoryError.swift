/// Why the build refused an output directory or could not write to it.
public enum OutputDirectoryError: Error, Equatable, CustomStringConvertible {
    case isRoot
    case isHome(String)
    case isContent(String)
    case containsContent(output: String, content: String)
    case insideContent(output: String, content: String)
    case notADirectory(String)
    case notBuiltBySite(String)
    case pathEscapes(String)
    case io(String)

    public var description: String {
        switch self {
        case .isRoot:
            "refusing to write the site to '/': choose an output directory such as 'Public'"
        case .isHome(let path):
            "refusing to write the site to your home directory (\(path)): choose a directory inside it such as 'Public'"
        case .isContent(let path):
            "refusing to write the site into the content directory itself (\(path)): choose another output directory"
        case .containsContent(let output, let content):
            "refusing to use \(output) as output: it contains the content directory \(content), which a build replaces"
        case .insideContent(let output, let content):
            "refusing to use \(output) as output: it is inside the content directory \(content)"
        case .notADirectory(let path):
            "output \(path) exists and is not a directory"
        case .notBuiltBySite(let path):
            "refusing to replace \(path): it holds files that 'site build' did not write; empty it or choose another output directory"
        case .pathEscapes(let path):
            "refusing to write '\(path)': it is outside the output directory"
        case .io(let message):
            message
        }
    }
}
