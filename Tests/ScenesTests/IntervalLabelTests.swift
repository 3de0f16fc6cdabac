import Scenes
import Testing

/// The table `FSRS.formatInterval` is held to (Tests/browser/test_fsrs_equivalence.py, LABELS):
/// the terminal and the study page write each interval alike.
@Suite struct IntervalLabelTests {
    static let second: Int64 = 1_000, minute = 60 * second, hour = 60 * minute, day = 24 * hour

    static let table: [(Int64, String)] = [
        (0, "1 min"), (-5 * minute, "1 min"), (30 * second, "1 min"), (minute, "1 min"), (89 * second, "1 min"),
        (90 * second, "2 min"), (330 * second, "6 min"), (10 * minute, "10 min"), (59 * minute, "59 min"),
        (59 * minute + 29 * second, "59 min"), (59 * minute + 30 * second, "1 h"), (hour, "1 h"),
        (90 * minute, "2 h"), (5 * hour, "5 h"), (23 * hour + 29 * minute, "23 h"), (23 * hour + 30 * minute, "1 d"),
        (day, "1 d"), (3 * day, "3 d"), (29 * day, "29 d"), (29 * day + 12 * hour, "1 mo"), (30 * day, "1 mo"),
        (44 * day, "1 mo"), (45 * day, "2 mo"), (60 * day, "2 mo"), (364 * day, "12 mo"), (365 * day, "1 y"),
        (383 * day, "1 y"), (384 * day, "1.1 y"), (475 * day, "1.3 y"), (730 * day, "2 y"), (36_500 * day, "100 y"),
    ]

    @Test(arguments: table)
    func label(_ milliseconds: Int64, _ expected: String) {
        #expect(IntervalLabel.text(milliseconds: milliseconds) == expected)
    }
}
