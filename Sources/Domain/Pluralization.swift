/// English counts: "1 card", "3 cards" (every presenter's, so here, below them all).
public func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// English counts with thousands grouped, for figures that grow large: "1,204 notes".
public func countedGrouped(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    var digits = String(count.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
        index = digits.index(index, offsetBy: -3)
        digits.insert(",", at: index)
    }
    return "\(count < 0 ? "-" : "")\(digits) \(count == 1 ? singular : plural ?? singular + "s")"
}
