import Domain

extension FileSystemContentTree {
    /// The file at `path` decoded as UTF-8, or the diagnostic (unreadable, or the first bad byte) shown as `file`.
    func text(of path: String, file: String) -> Result<String, Diagnostic> {
        do {
            return ContentFile.decode(try bytes(of: path), file: file)
        } catch {
            return .failure(.error(at: SourceLocation(file: file, line: 1, column: 1), "cannot read file: \(error.localizedDescription)"))
        }
    }
}
