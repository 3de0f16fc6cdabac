/// How far a build is: pages written so far, out of how many, after how long.
public struct BuildProgress: Sendable, Equatable {
    public let pagesWritten: Int
    public let pageCount: Int
    public let seconds: Double

    /// "12,000 of 30,048 pages · 5,210 pages/s".
    public var line: String {
        let rate = seconds > 0 ? Int((Double(pagesWritten) / seconds).rounded()) : 0
        return "\(pagesWritten.groupedDigits) of \(pageCount.groupedDigits) pages · \(rate.groupedDigits) pages/s"
    }
}

extension Int {
    /// With thousands separators, the same on every machine: 30048 → "30,048".
    var groupedDigits: String {
        let digits = String(magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (self < 0 ? "-" : "") + grouped
    }
}
