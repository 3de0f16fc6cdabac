import Domain
import Testing
@testable import Scenes

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
}
