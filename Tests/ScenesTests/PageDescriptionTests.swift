import Domain
import Testing
@testable import Scenes
import TestSupport

@Suite struct PageDescriptionTests {
    @Test(arguments: ["", "Short.", String(repeating: "a", count: PageDescription.limit), String(repeating: "é", count: PageDescription.limit)])
    func aTextWithinTheLimitIsKeptWhole(_ text: String) {
        #expect(PageDescription.of(text) == text)
    }

    @Test func aLongerTextEndsAtTheLastSpaceBeforeTheLimit() {
        let words = Array(repeating: "harbor", count: 40).joined(separator: " ")   // 279 characters
        let description = PageDescription.of(words)
        #expect(description.count <= PageDescription.limit)
        #expect(description.hasSuffix("harbor…"))
        #expect(words.hasPrefix(String(description.dropLast())))
        // 22 words and their spaces are 153 characters; a 23rd would pass 159.
        #expect(description == Array(repeating: "harbor", count: 22).joined(separator: " ") + "…")
    }

    @Test func oneCharacterOverTheLimitIsCut() {
        let text = String(repeating: "x", count: PageDescription.limit) + "y"
        #expect(PageDescription.of(text) == String(repeating: "x", count: PageDescription.limit - 1) + "…")
    }

    @Test func aTextWithoutSpacesIsCutAtTheLimitByCharacters() {
        // Written without spaces, and each flag is one character of two scalars.
        let text = String(repeating: "東京🇯🇵", count: 100)
        let description = PageDescription.of(text)
        #expect(description.count == PageDescription.limit)
        #expect(text.hasPrefix(String(description.dropLast())))
        #expect(description.last == "…")
    }

    @Test func aSpaceRightAfterTheCutIsNotKept() {
        let text = String(repeating: "w", count: 100) + " " + String(repeating: "v", count: 58) + "  " + String(repeating: "z", count: 10)
        #expect(PageDescription.of(text) == String(repeating: "w", count: 100) + " " + String(repeating: "v", count: 58) + "…")
    }

    @Test func whiteSpaceAtTheEdgesIsNotCounted() {
        // A YAML block (`description: >`) keeps its last line break.
        let text = String(repeating: "a", count: PageDescription.limit)
        #expect(PageDescription.of(text + "\n") == text)
        #expect(PageDescription.of("  \t" + text + " \u{00A0}") == text)
        #expect(PageDescription.of(String(repeating: " ", count: 200)) == "")
    }

    @Test func aSpaceEarlyInTheTextIsNoPlaceToCut() {
        // The only space is among the first 80 characters: cutting there would drop most of the text.
        let text = "See " + String(repeating: "x", count: 300)
        #expect(PageDescription.of(text) == "See " + String(repeating: "x", count: PageDescription.limit - 5) + "…")
    }

    @Test func spacesBeforeTheCutAreNotKept() {
        let text = String(repeating: "w", count: 100) + " " + String(repeating: "v", count: 55) + "     " + String(repeating: "z", count: 10)
        // The cut falls among the spaces after the v's: the word is whole, the spaces go.
        #expect(PageDescription.of(text) == String(repeating: "w", count: 100) + " " + String(repeating: "v", count: 55) + "…")
    }

    @Test func aCombiningMarkAfterTheLimitsLastByteBelongsToItsCharacter() {
        // 161 bytes of ASCII and a combining accent on the 160th letter: 160 characters, kept whole.
        let accented = String(repeating: "a", count: PageDescription.limit) + "\u{301}"
        #expect(accented.count == PageDescription.limit)
        #expect(PageDescription.of(accented) == accented)
        // One more letter after it makes 161 characters: cut, the accented letter with its mark.
        #expect(PageDescription.of(accented + "b") == String(repeating: "a", count: PageDescription.limit - 1) + "…")
    }

    @Test func aCarriageReturnAndLineFeedAreOneCharacter() {
        let text = String(repeating: "a", count: PageDescription.limit - 1) + "\r\n" + "b"   // 161 characters
        #expect(PageDescription.of(text) == String(repeating: "a", count: PageDescription.limit - 1) + "…")
        let fits = String(repeating: "a", count: PageDescription.limit - 2) + "\r\n" + "b"   // 160 characters
        #expect(PageDescription.of(fits) == fits)
    }

    @Test func thePageChromeCarriesTheCutDescriptionAndTheSitesWhenThereIsNone() {
        let context = PageContext(site: SiteSettings(title: "Site", description: "The site."), route: .home)
        let long = Array(repeating: "velvet", count: 60).joined(separator: " ")
        #expect(context.chrome(title: "Movie", description: long).description == PageDescription.of(long))
        #expect(context.chrome(title: "Movie", description: long).description.count <= PageDescription.limit)
        #expect(context.chrome(title: "Movie", description: "").description == "The site.")
        #expect(context.chrome(title: "Movie").description == "The site.")
        #expect(context.chrome(title: "Movie", description: " \n ").description == "The site.")
    }

    /// The cut by bytes of an ASCII text gives what the cut by characters gives: seeded texts of
    /// words, runs of spaces, tabs and line breaks, with now and then a letter outside ASCII, a
    /// combining accent or a carriage return (which send the cut back to characters).
    @Test func theCutByBytesIsTheCutByCharacters() {
        var random = SeededRandom(seed: 19)
        let pieces = ["harbor", "a", "velvet", "x", "  ", " ", "\t", "\n", "é", "e\u{301}", "\r\n", "東京", "\u{00A0}"]
        for _ in 0..<3_000 {
            var text = ""
            let length = 150 + random.below(60)
            while text.unicodeScalars.count < length {
                // Mostly ASCII: the pieces outside it come one time in eight.
                let piece = pieces[random.below(8) == 0 ? random.below(pieces.count) : random.below(8)]
                text += piece + (random.below(3) == 0 ? " " : "")
            }
            #expect(Array(PageDescription.of(text).utf8) == Array(Self.cutByCharacters(text).utf8), "\(text.debugDescription)")
        }
        // A combining accent on the character at the cut, on a letter and on a space.
        for last in ["e\u{301}", " \u{301}", "e\u{301} more", " \u{301} more"] {
            let text = String(repeating: "a", count: PageDescription.limit - 1) + last
            #expect(Array(PageDescription.of(text).utf8) == Array(Self.cutByCharacters(text).utf8), "\(last.debugDescription)")
        }
        // The last space at half the limit, just before it and just after it.
        for before in (PageDescription.limit / 2 - 1)...(PageDescription.limit / 2 + 1) {
            let text = String(repeating: "x", count: before) + " " + String(repeating: "y", count: 120)
            #expect(Array(PageDescription.of(text).utf8) == Array(Self.cutByCharacters(text).utf8), "a space after \(before) letters")
        }
    }

    /// `PageDescription.of` by characters alone, as it was before its cut by bytes.
    private static func cutByCharacters(_ text: String) -> String {
        let text = text.trimmingWhitespace
        guard text.count > PageDescription.limit else { return text }
        let cut = text.index(text.startIndex, offsetBy: PageDescription.limit - 1)
        var kept = text[..<cut]
        if !text[cut].isWhitespace, let space = kept.lastIndex(where: \.isWhitespace),
           kept.distance(from: kept.startIndex, to: space) >= PageDescription.limit / 2 {
            kept = kept[..<space]
        }
        while let last = kept.last, last.isWhitespace { kept = kept.dropLast() }
        return kept + "…"
    }
}
