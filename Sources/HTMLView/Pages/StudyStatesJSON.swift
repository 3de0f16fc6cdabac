import Scenes

/// The study view's states as the page carries them: compact, since a deck of 10,000 cards has
/// 20,001 states.
///
/// `{"texts": [...], "states": [[card, answerShown, finished, counter, flipLabel, announcement,
/// flip, next, previous, restart], ...]}`: every text appears once in `texts` and a state names
/// it by index; a missing card or edge is -1, a flag 0 or 1. `study.js` (`decodeState`) reads
/// it back into the presenter's `State`. Each repeated text is written once, so a large deck's
/// page stays a fraction of the size one JSON object per state would give.
enum StudyStatesJSON {
    static func encode(_ states: [StudyDeck.ViewModel.State]) -> String {
        var texts: [String] = []
        var indexOf: [String: Int] = [:]
        func text(_ value: String) -> Int {
            if let index = indexOf[value] { return index }
            indexOf[value] = texts.count
            texts.append(value)
            return texts.count - 1
        }
        var rows = JSONWriter(capacity: states.count * 36)
        rows.array(states) { json, state in
            let fields = [
                state.card ?? -1, state.answerShown ? 1 : 0, state.finished ? 1 : 0,
                text(state.counter), text(state.flipLabel), text(state.announcement),
                state.flip ?? -1, state.next ?? -1, state.previous ?? -1, state.restart ?? -1,
            ]
            json.array(fields) { $0.number($1) }
        }
        var textsJSON = JSONWriter()
        textsJSON.array(texts) { $0.string($1) }
        return "{\"texts\":\(textsJSON.json),\"states\":\(rows.json)}"
    }
}
