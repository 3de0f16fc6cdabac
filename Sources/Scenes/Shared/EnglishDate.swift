import Domain

/// Dates as the pages write them, in English: "1 March 2024", "10 December".
enum EnglishDate {
    static let months = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// "10 December 1815", or "10 December" without a year.
    static func text(day: Int, month: Int, year: Int?) -> String {
        let dayMonth = "\(day) \(months[month - 1])"
        return year.map { "\(dayMonth) \($0)" } ?? dayMonth
    }
}
