/// Every state a study session can reach from its start, and where each action leads from each.
///
/// A static page cannot run the interactor, so the interactor explores its own rules ahead of time
/// and the browser script only follows these edges.
public struct StudySessionGraph: Sendable, Hashable {
    /// The states in discovery order; `states[0]` is the start.
    public let states: [StudySession]
    /// For each state (same index), the state index each possible action leads to.
    public let transitions: [[StudySession.Action: Int]]

    public init(start: StudySession) {
        var states = [start]
        var indexOf = [start: 0]
        var transitions: [[StudySession.Action: Int]] = []
        var cursor = 0
        while cursor < states.count {
            var edges: [StudySession.Action: Int] = [:]
            for action in StudySession.Action.allCases {
                guard let next = states[cursor].applying(action) else { continue }
                if let known = indexOf[next] {
                    edges[action] = known
                } else {
                    indexOf[next] = states.count
                    edges[action] = states.count
                    states.append(next)
                }
            }
            transitions.append(edges)
            cursor += 1
        }
        self.states = states
        self.transitions = transitions
    }
}
