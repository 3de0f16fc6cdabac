import Testing
@testable import Scenes

@Suite struct StudySessionTests {
    typealias Position = StudySession.Position

    @Test func newSession_startsOnFirstCardWithAnswerHidden() {
        #expect(StudySession(cardCount: 3).position == .card(index: 0, answerShown: false))
    }

    @Test func newSessionOfEmptyDeck_isEmptyAndAllowsNothing() {
        let session = StudySession(cardCount: 0)
        #expect(session.position == .empty)
        for action in StudySession.Action.allCases {
            #expect(session.applying(action) == nil)
        }
    }

    @Test(arguments: [
        // (position, action, expected position or nil)
        (Position.card(index: 0, answerShown: false), StudySession.Action.flip, Position?.some(.card(index: 0, answerShown: true))),
        (.card(index: 0, answerShown: true), .flip, .card(index: 0, answerShown: false)),
        (.card(index: 0, answerShown: true), .next, .card(index: 1, answerShown: false)),
        (.card(index: 1, answerShown: false), .previous, .card(index: 0, answerShown: false)),
        (.card(index: 0, answerShown: false), .previous, nil),
        (.card(index: 2, answerShown: false), .next, .finished),
        (.card(index: 2, answerShown: true), .next, .finished),
        (.card(index: 1, answerShown: false), .restart, nil),
        (.finished, .next, nil),
        (.finished, .flip, nil),
        (.finished, .previous, .card(index: 2, answerShown: false)),
        (.finished, .restart, .card(index: 0, answerShown: false)),
    ])
    func action_leadsToExpectedPosition(from: Position, action: StudySession.Action, expected: Position?) {
        let session = StudySession(cardCount: 3, position: from)
        #expect(session.applying(action)?.position == expected)
    }

    @Test func nextOnLastCard_showsFinishedState() {
        let last = StudySession(cardCount: 1)
        #expect(last.applying(.next)?.position == .finished)
    }
}

@Suite struct StudySessionGraphTests {
    @Test func graphOfThreeCards_holdsTwoStatesPerCardAndFinished() {
        let graph = StudySessionGraph(start: StudySession(cardCount: 3))
        #expect(graph.states.count == 7)
        #expect(graph.states[0] == StudySession(cardCount: 3))
        #expect(Set(graph.states).count == 7)
    }

    @Test func everyEdge_matchesTheSessionRules() {
        let graph = StudySessionGraph(start: StudySession(cardCount: 4))
        for (index, state) in graph.states.enumerated() {
            for action in StudySession.Action.allCases {
                let expected = state.applying(action)
                let target = graph.transitions[index][action].map { graph.states[$0] }
                #expect(target == expected, "state \(index), action \(action)")
            }
        }
    }

    @Test func emptyDeck_hasOneStateAndNoEdges() {
        let graph = StudySessionGraph(start: StudySession(cardCount: 0))
        #expect(graph.states == [StudySession(cardCount: 0)])
        #expect(graph.transitions.count == 1 && graph.transitions[0] == StudySessionGraph.Edges())
    }
}
