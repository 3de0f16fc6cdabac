/// Every state a study session can reach from its start, and where each action leads from each.
/// A static page cannot run the interactor, so the interactor explores its own rules ahead of time
/// and the browser script only follows these edges.
public struct StudySessionGraph: Sendable, Hashable {
    /// Where each action leads from one state: the index of the next state, or nil when the
    /// action is not possible there. Four fields rather than a dictionary: a deck of 10,000
    /// cards has 20,001 states.
    public struct Edges: Sendable, Hashable {
        private var targets: (flip: Int?, next: Int?, previous: Int?, restart: Int?) = (nil, nil, nil, nil)

        public init() {}

        public subscript(action: StudySession.Action) -> Int? {
            get {
                switch action {
                case .flip: targets.flip
                case .next: targets.next
                case .previous: targets.previous
                case .restart: targets.restart
                }
            }
            set {
                switch action {
                case .flip: targets.flip = newValue
                case .next: targets.next = newValue
                case .previous: targets.previous = newValue
                case .restart: targets.restart = newValue
                }
            }
        }

        public static func == (left: Edges, right: Edges) -> Bool {
            StudySession.Action.allCases.allSatisfy { left[$0] == right[$0] }
        }

        public func hash(into hasher: inout Hasher) {
            for action in StudySession.Action.allCases { hasher.combine(self[action]) }
        }
    }

    /// The states in discovery order; `states[0]` is the start.
    public let states: [StudySession]
    /// For each state (same index), the state each possible action leads to.
    public let transitions: [Edges]

    public init(start: StudySession) {
        var states = [start]
        var indexOf = [start: 0]
        var transitions: [Edges] = []
        // A deck's session has two states per card and one finished view.
        states.reserveCapacity(2 * start.cardCount + 2)
        indexOf.reserveCapacity(2 * start.cardCount + 2)
        transitions.reserveCapacity(2 * start.cardCount + 2)
        var cursor = 0
        while cursor < states.count {
            var edges = Edges()
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
