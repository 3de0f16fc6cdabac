import Domain
import FileSafety

extension FileSystemContentTree {
    /// The file at `path` decoded as UTF-8, or the diagnostic (refused, unreadable, the first
    /// bad byte, or a noncharacter the readers keep for themselves) shown as `file`.
    func text(of path: String, file: String) -> Result<String, Diagnostic> {
        do {
            var text: Result<String, Diagnostic> = switch try utf8Text(of: path) {
            case .text(let text): .success(text)
            case .invalid(let bytes): ContentFile.decode(bytes, file: file)
            }
            if case .success(let decoded) = text, let problem = ContentFile.noncharacterProblem(in: decoded, file: file) {
                text = .failure(problem)
            }
            if let textDigests, case .success(let decoded) = text { textDigests.record(decoded, path: path) }
            return text
        } catch {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let location = SourceLocation(file: file, line: 1, column: 1)
            return .failure(.error(at: location, "\(name) \(error.reason)"))
        }
    }

    func embeddableNote(_ path: String) -> EmbeddableNote? {
        embeddedNotes.note(at: path) {
            guard case .success(let text) = text(of: path, file: path) else { return (nil, nil) }
            return (EmbeddableNote(text), text)
        }
    }

    func embeddedText(_ path: String) -> String? {
        embeddedNotes.text(at: path) { try? text(of: path, file: path).get() }
    }
}
