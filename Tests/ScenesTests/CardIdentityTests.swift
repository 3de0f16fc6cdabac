import Domain
import Testing

@Suite struct CardIdentityTests {
    @Test func identity_dependsOnTheQuestionOnly() {
        let here = Fixtures.here
        let original = [Fixtures.card("Q1", "A1"), Fixtures.card("Q2", "A2")]
        let edited = [Fixtures.card("Q2", "A2 changed"), Fixtures.card("Q1", "A1")]
        let ids = CardIdentity.identities(of: original), editedIDs = CardIdentity.identities(of: edited)
        #expect(ids[0] == editedIDs[1] && ids[1] == editedIDs[0])
        let rewritten = CardIdentity.identities(of: [FlashCard(question: RichText(markdown: "Q1?"), answer: RichText(markdown: "A1"), location: here)])
        #expect(rewritten[0] != ids[0])
    }

    @Test func identity_isSixteenHexDigitsOfFNV1a() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c.
        #expect(CardIdentity.identities(of: [Fixtures.card("a", "x")]) == ["af63dc4c8601ec8c"])
    }

    @Test func repeatedQuestions_areToldApartByOrder() {
        let ids = CardIdentity.identities(of: [Fixtures.card("Same", "1"), Fixtures.card("Same", "2"), Fixtures.card("Same", "3")])
        #expect(ids[1] == ids[0] + "-2" && ids[2] == ids[0] + "-3")
    }
}
