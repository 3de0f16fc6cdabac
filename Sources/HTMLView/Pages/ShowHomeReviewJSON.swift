import Scenes

/// The home page's review data (`<script id="home-review">`): the bytes `ScriptJSON.encode`
/// gives for it, written with `JSONWriter`, since it holds every card identity of the site
/// (`homeReviewJSON_isWhatJSONEncoderWrites` holds the two equal). Keys in ascending byte order,
/// nil fields left out.
extension ShowHome.Review {
    func json() -> String {
        var json = JSONWriter(capacity: 64 + decks.values.reduce(0) { $0 + $1.count } * 24)
        json.object { json in
            json.key("counts")
            json.string(counts)
            json.key("decks")
            json.object(decks) { json, ids in json.array(ids) { $0.string($1) } }
            if let earlierDecks {
                json.key("earlierDecks")
                json.object(earlierDecks) { json, earlier in json.string(earlier) }
            }
            json.key("newCardsPerDay")
            json.number(newCardsPerDay)
            json.key("siblings")
            json.object(siblings) { json, groups in json.array(groups) { $0.number($1) } }
        }
        return json.json
    }
}
