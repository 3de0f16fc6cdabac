/// English counts: "1 card", "3 cards".
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

extension String {
    /// `nil` for an empty string, so a template can leave out an empty section.
    var nonEmpty: String? { isEmpty ? nil : self }
}
