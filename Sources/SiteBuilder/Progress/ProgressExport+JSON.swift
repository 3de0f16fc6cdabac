import Domain
import Foundation
import HTMLView

extension ProgressExport {
    /// The export as a version-2 file, dated `exported`: each deck's cards, history from before
    /// the log (when it has any), log in log order, settings and starts, as the browser writes it.
    public func json(exported: Date) -> String {
        var json = JSONWriter(forScript: false, capacity: 4096)
        json.object { json in
            json.key("decks")
            json.object(decks) { json, deck in
                json.object { json in
                    json.key("cards")
                    json.object(deck.progress.cards) { json, card in Self.write(card, to: &json) }
                    if !deck.progress.history.isEmpty {
                        json.key("history")
                        json.object(deck.progress.history) { json, counts in json.array(counts) { $0.number($1) } }
                    }
                    json.key("reviews")
                    json.array(deck.progress.reviews) { json, review in
                        json.object { json in
                            json.key("card")
                            json.string(review.card)
                            json.key("duration")
                            json.number(review.duration)
                            json.key("rating")
                            json.number(review.rating.rawValue)
                            json.key("time")
                            json.number(review.time)
                        }
                    }
                    json.key("settings")
                    Self.write(deck.settings ?? FSRSScheduler.Settings(), to: &json)
                    if !deck.progress.starts.isEmpty {
                        json.key("starts")
                        json.object(deck.progress.starts) { json, card in Self.write(card, to: &json) }
                    }
                }
            }
            json.key("exported")
            json.string(Self.timestamp(exported))
            json.key("format")
            json.string(Self.format)
            json.key("version")
            json.number(Self.version)
        }
        return json.json + "\n"
    }

    /// As JavaScript's `Date.prototype.toISOString`: `2026-12-07T09:30:00.000Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    private static func write(_ card: CardProgress, to json: inout JSONWriter) {
        json.object { json in
            json.key("difficulty")
            optional(card.difficulty, to: &json)
            json.key("due")
            json.number(card.due)
            json.key("lastReview")
            if let lastReview = card.lastReview { json.number(lastReview) } else { json.null() }
            json.key("stability")
            optional(card.stability, to: &json)
            json.key("state")
            json.number(card.state.rawValue)
            json.key("step")
            if let step = card.step { json.number(step) } else { json.null() }
        }
    }

    /// A number the reader checked to be finite, or null.
    private static func optional(_ value: Double?, to json: inout JSONWriter) {
        if let value { try? json.number(value) } else { json.null() }
    }

    private static func write(_ settings: FSRSScheduler.Settings, to json: inout JSONWriter) {
        json.object { json in
            json.key("desiredRetention")
            try? json.number(settings.desiredRetention)
            json.key("learningSteps")
            json.array(settings.learningSteps) { $0.number($1) }
            json.key("maximumInterval")
            json.number(settings.maximumInterval)
            json.key("parameters")
            json.array(settings.parameters) { json, weight in try? json.number(weight) }
            json.key("relearningSteps")
            json.array(settings.relearningSteps) { $0.number($1) }
        }
    }
}
