/// A contact's job in one line: `Countess, Analytical Society`, or either part alone.
enum ContactJob {
    static func text(title: String?, company: String?) -> String? {
        let parts = [title, company].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
