import Scenes

/// A deck's review data as its page carries it (`<script id="study-review">`): the bytes
/// `ScriptJSON.encode` gives for it, written with `JSONWriter`, since a deck of 10,000 cards has
/// 10,000 siblings (`reviewJSON_isWhatJSONEncoderWrites` holds the two equal).
/// Keys in ascending byte order, nil fields left out.
extension StudyDeck.ViewModel.Review {
    func json() throws -> String {
        var json = JSONWriter(capacity: 1024 + siblings.count * 8)
        try json.object { json in
            json.key("chartDays")
            json.number(chartDays)
            json.key("deck")
            json.string(deck)
            json.key("desiredRetention")
            try json.number(desiredRetention)
            if let earlierDeck {
                json.key("earlierDeck")
                json.string(earlierDeck)
            }
            json.key("earlierIDs")
            json.object(earlierIDs) { json, ids in json.array(ids) { $0.string($1) } }
            json.key("labels")
            labels.write(to: &json)
            json.key("newCardsPerDay")
            json.number(newCardsPerDay)
            if let scheduleOffer {
                json.key("scheduleOffer")
                try scheduleOffer.write(to: &json)
            }
            json.key("siblings")
            json.array(siblings) { $0.number($1) }
            json.key("title")
            json.string(title)
        }
        return json.json
    }
}

extension StudyDeck.ViewModel.Review.Labels {
    fileprivate func write(to json: inout JSONWriter) {
        json.object { json in
            for (key, value) in [
                ("again", again), ("counts", counts), ("doneMessage", doneMessage), ("easy", easy), ("good", good),
                ("graded", graded), ("hard", hard), ("nothingScheduled", nothingScheduled),
            ] {
                json.key(key)
                json.string(value)
            }
            json.key("undone")
            json.string(undone)
        }
    }
}

extension StudyDeck.ViewModel.Review.ScheduleOffer {
    fileprivate func write(to json: inout JSONWriter) throws {
        try json.object { json in
            json.key("schedules")
            try json.array(schedules) { json, schedule in try schedule.write(to: &json) }
            json.key("taken")
            json.string(taken)
            json.key("text")
            json.string(text)
        }
    }
}

extension StudyDeck.ViewModel.Review.Schedule {
    fileprivate func write(to json: inout JSONWriter) throws {
        try json.object { json in
            json.key("card")
            json.number(card)
            json.key("difficulty")
            try json.number(difficulty)
            if let dueDay {
                json.key("dueDay")
                json.string(dueDay)
            }
            if let dueTime {
                json.key("dueTime")
                json.number(dueTime)
            }
            if let lastReviewDay {
                json.key("lastReviewDay")
                json.string(lastReviewDay)
            }
            if let lastReviewTime {
                json.key("lastReviewTime")
                json.number(lastReviewTime)
            }
            json.key("stability")
            try json.number(stability)
            json.key("state")
            json.number(state)
            if let step {
                json.key("step")
                json.number(step)
            }
        }
    }
}
