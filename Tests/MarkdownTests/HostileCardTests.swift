import Domain
import Foundation
import Testing
import TestSupport
@testable import Markdown

/// Card syntax written thousands of times over, as the fuzzer and a sweep of hostile notes
/// wrote it (each once took seconds to minutes, read again from its start for every mark):
/// what each gives is what the rule gives, checked against the plain ways of counting, and a
/// cloze paragraph whose cards would repeat it thousands of times is an error at its line.
/// The inputs themselves are in `Fuzz/regressions/deck/`, which the fuzzer runs with its
/// 25-second limit for a hang (`Fuzz/run.sh`).
@Suite struct HostileCardTests {
    @Test func unclosedAnkiDeletions_areText_andTheOneClosedLaterTakesTheRest() throws {
        let opened = String(repeating: "{{c1::a ", count: 3_000)
        let outcome = readDeck("# D\n\n" + opened + "b}} end\n")
        #expect(outcome.diagnostics.isEmpty)
        let note = try #require(outcome.deck?.notes.first)
        #expect(outcome.deck?.notes.count == 1)
        #expect(note.cards.count == 1)
        // The first `{{c1::` closes at the only `}}`: its text is up to the next `::`, its hint
        // every later one.
        #expect(note.cards.first?.answer.markdown.contains("a {{c1") == true)
        #expect(note.cards.first?.question.markdown.contains("a {{c1::a {{c1::a") == true)
    }

    @Test func aClozeParagraphWhoseCardsWouldHoldTooMuch_isAnErrorAtItsLine_andOneJustUnderIsRead() {
        // 2,000 deletions of a 16,000-character paragraph: 32 million characters of cards.
        let tooMany = readDeck("# D\n\nIntro.\n\n" + String(repeating: "==a== b ", count: 2_000) + "\n")
        #expect(lines(tooMany.diagnostics) == [
            "Content/decks/capitals.md:5:1: error: cloze paragraph would make 2000 cards of 16000 characters each; each card repeats "
                + "the paragraph, and one paragraph's cards may hold 1000000 characters in all: split it into shorter paragraphs",
        ])
        #expect(tooMany.deck?.notes.isEmpty ?? true)
        // 350 deletions of 2,800 characters: 980,000, read as ever.
        let fine = readDeck("# D\n\n" + String(repeating: "==a== b ", count: 350) + "\n")
        #expect(fine.diagnostics.isEmpty)
        #expect(fine.deck?.notes.first?.cards.count == 350)
    }

    @Test func anObsidianClozeCardWhoseCardsWouldHoldTooMuch_isAnErrorAtItsLine() {
        let note = "---\ntags: flashcards\n---\n\nA card::its answer\n\n" + String(repeating: "==a== ", count: 1_000) + "\n"
        let outcome = readDeck(note, contentPath: "vault/note.md")
        #expect(lines(outcome.diagnostics) == [
            "Content/vault/note.md:7:1: error: cloze paragraph would make 1000 cards of 5999 characters each; each card repeats "
                + "the paragraph, and one paragraph's cards may hold 1000000 characters in all: split it into shorter paragraphs",
        ])
        // The other card of the note is read.
        #expect(outcome.filedNotes.map(\.note.cards.count) == [1])
    }

    @Test func manySeparatorLinesAfterTextOutsideASCII_makeOneMultiLineCard() {
        let note = "#flashcards\n\né\n" + String(repeating: "??\n", count: 3_000)
        let outcome = readDeck(note, contentPath: "vault/note.md")
        #expect(outcome.filedNotes.count == 1)
        #expect(outcome.filedNotes.first?.note.cards.count == 2)
    }

    @Test func twoUTF16Units_areFoundFromTheStart_asCountingThemAllFindsThem() {
        for text in OSRTextShortcutsTests.texts(seed: 22) + ["", "a", "é", "😀", "e\u{0301}", "ab"] {
            #expect(OSRCardFinder.holdsTwoUTF16Units(text) == (text.utf16.count > 1), "\(text.debugDescription)")
        }
    }

    @Test func matchesCountedInOneWalk_areWhereCountingFromTheStartPutsThem() throws {
        let patterns = try ["==(.+?)==", "[\\u0301e]+", ".", "\\[\\[", "(?<=a)"].map { try NSRegularExpression(pattern: $0) }
        for text in OSRTextShortcutsTests.texts(seed: 23) {
            for pattern in patterns {
                let ranges = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
                let counted = ranges.map { range in
                    let start = text.distance(from: text.startIndex, to: range.lowerBound)
                    return start..<(start + text.distance(from: range.lowerBound, to: range.upperBound))
                }
                #expect(OSRQuestion.characterOffsets(of: ranges, in: text) == counted, "\(pattern.pattern) in \(text.debugDescription)")
            }
        }
    }

    @Test func numberedDeletionsByTheHundred_eachAskTheirOwn() {
        let note = "#flashcards\n\n" + (1...250).map { "==\($0);;w\($0)==" }.joined(separator: " ") + "\n"
        let outcome = readDeck(note, contentPath: "vault/note.md")
        #expect(outcome.diagnostics.isEmpty)
        let cards = outcome.filedNotes.first?.note.cards ?? []
        #expect(cards.count == 250)
        #expect(cards.last?.answer.markdown.contains("w250") == true)
    }

    @Test func tagLinesBetweenThousandsOfCards_fileEachCardUnderTheLineAboveIt() {
        let note = "#flashcards/start\n\n" + (0..<1_500).map { "#flashcards/d\($0)\n\nQ\($0)::A\($0)\n" }.joined(separator: "\n")
        let outcome = readDeck(note, contentPath: "vault/note.md")
        let decks = outcome.filedNotes.map(\.deck)
        #expect(decks.count == 1_500)
        #expect(decks.first == ["flashcards", "d0"])
        #expect(decks.last == ["flashcards", "d1499"])
    }

    @Test func cardLines_areTheLinesSomeCardHolds() {
        var random = SeededRandom(seed: 24)
        for _ in 0..<200 {
            var first = 0
            let cards = (0..<random.below(12)).map { _ -> OSRCardFinder.Card in
                first += random.below(4)
                return OSRCardFinder.Card(kind: .singleLineBasic, text: "", firstLine: first, lastLine: first + random.below(5) - 1)
            }
            let inCard = CardLines(cards)
            for line in -1..<(first + 6) {
                #expect(inCard.contains(line) == cards.contains { $0.firstLine <= line && line <= $0.lastLine })
            }
        }
    }

    @Test func aPartitioningIndex_isTheFirstIndexPastTheValue() {
        var random = SeededRandom(seed: 25)
        for _ in 0..<300 {
            let sorted = (0..<random.below(20)).map { _ in random.below(30) }.sorted()
            for value in -1...31 {
                #expect(sorted.partitioningIndex(where: { $0 > value }) == (sorted.firstIndex { $0 > value } ?? sorted.endIndex))
            }
        }
    }

    @Test func lineBreakTagsByTheThousand_areEachALineBreak() {
        let text = String(repeating: "a<br>b</br>", count: 2_000)
        #expect(OSRQuestion.lineBreakTags(text) == String(repeating: "a\nb\n", count: 2_000))
    }
}
