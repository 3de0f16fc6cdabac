import Domain
import Foundation
import Testing
@testable import Markdown

/// Obsidian Spaced Repetition's scheduling comments, read as each card's imported schedule: the
/// formats OSR's `CommentParser` reads, and OSR's own SM-2 → FSRS conversion.
@Suite struct ImportedScheduleTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    @Test func anSM2Segment_becomesAReviewCard_asOSRConvertsIt() {
        let schedule = ImportedSchedule.sm2(due: Self.day("2026-01-10"), interval: 3, ease: 250)
        #expect(schedule.state == .review && schedule.step == nil)
        #expect(schedule.stability == 3)
        #expect(schedule.difficulty == 5.5)  // ease 250 is half way from 130 (10) to 370 (1)
        #expect(schedule.due == .day(Self.day("2026-01-10")))
        #expect(schedule.lastReview == .day(Self.day("2026-01-07")))
        #expect(ImportedSchedule.sm2(due: Self.day("2026-01-10"), interval: 0, ease: 1000).difficulty == 1)
        #expect(ImportedSchedule.sm2(due: Self.day("2026-01-10"), interval: 0, ease: 50).difficulty == 10)
        #expect(ImportedSchedule.sm2(due: Self.day("2026-01-10"), interval: 0, ease: 250).stability == 1)
    }

    @Test func aCommentGivesOneScheduleForEachCardOfItsNote_inOrder() {
        let schedules = SchedulingComments.schedules(in: "Paris:::France <!--SR:!2026-01-10,3,250!2026-02-01,20,270-->")
        #expect(schedules == [
            .sm2(due: Self.day("2026-01-10"), interval: 3, ease: 250),
            .sm2(due: Self.day("2026-02-01"), interval: 20, ease: 270),
        ])
    }

    @Test(arguments: [
        ("<!--SR:!10-01-2026,3,250-->", "2026-01-10"),
        ("<!--SR:!Sat Jan 10 2026,3,250-->", "2026-01-10"),
        ("<!--SR:!2026-01-10,3,250-->", "2026-01-10"),
    ])
    func theDayFormatsOSRAccepts_areRead(comment: String, due: String) {
        #expect(SchedulingComments.schedules(in: "Q::A " + comment) == [.sm2(due: Self.day(due), interval: 3, ease: 250)])
    }

    @Test func aNewCardsPlaceholder_andSegmentsThatDoNotRead_haveNoSchedule() {
        // OSR writes 2000-01-01 for a card of a note it has not scheduled yet.
        let schedules = SchedulingComments.schedules(in: "Q::A <!--SR:!2000-01-01,1,250!2026-13-40,3,250!x!2026-01-10,3,250-->")
        #expect(schedules == [nil, nil, nil, .sm2(due: Self.day("2026-01-10"), interval: 3, ease: 250)])
        #expect(SchedulingComments.schedules(in: "No comment here") == [])
        #expect(SchedulingComments.schedules(in: "Unclosed <!--SR:!2026-01-10,3,250") == [])
    }

    @Test func anFSRSSegment_keepsItsStateAndTimes() {
        let schedules = SchedulingComments.schedules(
            in: "Q::A <!--SR:!fsrs,2026-01-10T09:30:00.000Z,5,4.25,6.5,2,4,1,0,2026-01-05T09:30:00.000Z!fsrs,2026-01-10T09:30:00Z,0,0.5,7,1,1,0,1,- -->"
        )
        #expect(schedules == [
            ImportedSchedule(state: .review, step: nil, stability: 4.25, difficulty: 6.5,
                             due: .time(millisecondsSince1970: 1_768_037_400_000), lastReview: .time(millisecondsSince1970: 1_767_605_400_000)),
            ImportedSchedule(state: .learning, step: 1, stability: 0.5, difficulty: 7,
                             due: .time(millisecondsSince1970: 1_768_037_400_000), lastReview: nil),
        ])
        // State 0 is FSRS's New: nothing to carry on from.
        #expect(SchedulingComments.schedules(in: "<!--SR:!fsrs,2026-01-10T09:30:00.000Z,0,1,5,0,0,0,0,- -->") == [nil])
    }

    @Test func anObsidianNote_givesItsCardsTheirSchedules() throws {
        let note = """
        #flashcards

        Capital of France::Paris <!--SR:!2026-01-10,3,250-->

        Paris:::France
        <!--SR:!2026-01-11,4,230!2026-01-12,5,290-->

        Not scheduled yet::No comment
        """
        let deck = try #require(readDeck(note).notesDeck)
        #expect(deck.cards.map(\.importedSchedule) == [
            .sm2(due: Self.day("2026-01-10"), interval: 3, ease: 250),
            .sm2(due: Self.day("2026-01-11"), interval: 4, ease: 230),
            .sm2(due: Self.day("2026-01-12"), interval: 5, ease: 290),
            nil,
        ])
        #expect(!deck.cards[0].answer.markdown.contains("SR:"), "the comment is not part of the card")
    }
}
