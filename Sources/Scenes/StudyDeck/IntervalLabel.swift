/// How long until a card is due, in words: what each grade shows ("Again 1 min · Good 10 min ·
/// Easy 8 d"). The study page writes the same words with `FSRS.formatInterval` (`assets/fsrs.js`),
/// rule for rule: whole minutes below an hour, whole hours below a day, whole days below 30 days,
/// months of 30 days below 365 days, then years of 365 days with one decimal ("1.3 y", "2 y").
/// Each unit rounds half up (JavaScript's Math.round) and hands over to the next unit when the
/// rounded count reaches it; anything under 1.5 minutes, 0 and negative spans too, is "1 min".
public enum IntervalLabel {
    public static func text(milliseconds: Int64) -> String {
        let span = Double(milliseconds)
        let minute = 60_000.0, hour = 60 * minute, day = 24 * hour
        let minutes = roundedHalfUp(span / minute)
        if minutes < 60 { return "\(Int64(max(minutes, 1))) min" }
        let hours = roundedHalfUp(span / hour)
        if hours < 24 { return "\(Int64(hours)) h" }
        let days = roundedHalfUp(span / day)
        if days < 30 { return "\(Int64(days)) d" }
        if days < 365 { return "\(Int64(roundedHalfUp(span / (30 * day)))) mo" }
        let tenths = roundedHalfUp(span / (365 * day) * 10)
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int64(tenths / 10)) y" : "\(tenths / 10) y"
    }

    /// JavaScript's Math.round: the nearest integer, halves up (towards +∞).
    private static func roundedHalfUp(_ value: Double) -> Double {
        let floor = value.rounded(.down)
        return value - floor >= 0.5 ? floor + 1 : floor
    }
}
