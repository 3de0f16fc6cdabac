@testable import Domain
import Foundation
import Testing
import TestSupport

/// Listings sort by collation keys computed once per name; these tests hold the keys' order to
/// Foundation's comparison in the same locale (what every listing used before keys), and to a
/// dictionary's where Foundation's comparison strays.
@Suite struct CollationTests {
    /// Letters a name or title holds: ASCII, accented Latin, Cyrillic, Greek, kana and CJK,
    /// digits, spaces and punctuation. Not `ß`, ligatures or combining marks: those are where
    /// Foundation differs (below).
    static let pieces = [
        "a", "A", "b", "B", "m", "N", "z", "Z", "y", "i", "0", "1", "9", "10", " ", "-", "'", ".", ",", "&",
        "ch", "aa", "ss", "Smith", "smith", "van", "é", "É", "è", "ê", "ë", "á", "à", "â", "í", "ó", "ú", "ñ", "Ñ",
        "ç", "ł", "ž", "ё", "ж", "Ж", "α", "Ω", "日", "本", "の", "ア", "あ", "😀",
    ]

    func compareByKeys(_ keys: [CollationKey], _ a: Int, _ b: Int) -> ComparisonResult {
        keys[a] == keys[b] ? .orderedSame : (keys[a] < keys[b] ? .orderedAscending : .orderedDescending)
    }

    @Test(arguments: ["en", "fr", "de", "it", "pt", "nl", "es", "en-GB", "de_AT", "ru", "el", "ja", "xx-unknown"])
    func keys_orderNamesAsFoundationDoes(language: String) {
        let collation = Collation(language: language)
        var random = SeededRandom(seed: 11)
        let names = (0..<2_000).map { _ in (0..<random.below(6)).map { _ in random.pick(Self.pieces) }.joined() }
        let keys = collation.sortKeys(names) { [$0] }
        for _ in 0..<6_000 {
            let (a, b) = (random.below(names.count), random.below(names.count))
            let foundation = names[a].compare(names[b], options: [.caseInsensitive], range: nil, locale: collation.locale)
            #expect(compareByKeys(keys, a, b) == foundation, "\(language): '\(names[a])' vs '\(names[b])'")
        }
    }

    /// Foundation compares from the first character that differs: it takes "Å" for "a" with a
    /// ring, and files Danish "Åse" among the a's and Swedish "Ögon" among the o's. Keys order
    /// the whole name, as the language's dictionary does.
    @Test func keys_followTheDictionary_whereFoundationSplitsALetterFromItsAccent() {
        #expect(Collation(language: "sv").sorted(["Ögon", "Zorn", "oçő", "Åsa", "Ärla", "Olle"]) { [$0] }
            == ["oçő", "Olle", "Zorn", "Åsa", "Ärla", "Ögon"])
        #expect(Collation(language: "da").sorted(["Åse", "aü", "Zahle", "Aagaard", "Æble", "Øre"]) { [$0] }
            == ["aü", "Zahle", "Æble", "Øre", "Aagaard", "Åse"])
        #expect(Collation(language: "de").sorted(["Öl", "Ozean", "Oase"]) { [$0] } == ["Oase", "Öl", "Ozean"])
    }

    @Test func keys_ofLanguagesWithLettersOfTheirOwn() {
        #expect(Collation(language: "es").sorted(["ñu", "nz", "oa", "na"]) { [$0] } == ["na", "nz", "ñu", "oa"])
        #expect(Collation(language: "cs").sorted(["ch", "h", "i", "c"]) { [$0] } == ["c", "h", "ch", "i"])
        #expect(Collation(language: "pl").sorted(["łza", "lz", "ma"]) { [$0] } == ["lz", "łza", "ma"])
        #expect(Collation(language: "en").sorted(["ch", "h", "i", "c"]) { [$0] } == ["c", "ch", "h", "i"])
    }

    /// Case is ignored (equal names keep their order), accents are not, spellings Unicode calls
    /// equal are equal, and a name that begins another sorts first.
    @Test func keys_ignoreCase_weighAccents_andEquateCanonicalSpellings() {
        let collation = Collation(language: "en")
        #expect(collation.sorted(["smith", "Smith", "SMITH", "Smithson", "Smit"]) { [$0] } == ["Smit", "smith", "Smith", "SMITH", "Smithson"])
        #expect(collation.sorted(["Émile", "Emile", "Emil", "Emilia"]) { [$0] } == ["Emil", "Emile", "Émile", "Emilia"])
        let keys = collation.sortKeys(["Am\u{E9}lie", "Ame\u{301}lie"]) { [$0] }
        #expect(keys[0] == keys[1])
    }

    /// Several strings make one key: the first decides, the next breaks its ties, and fewer
    /// strings sort before more.
    @Test func keysOfSeveralStrings_orderAsTheirTuples() {
        let people = [["Smithson", "Adam"], ["Smith", "Zoe"], ["smith", "Anna"], ["Smith"], ["Ångström", "Ada"], ["Angstrom", "Bo"]]
        let sorted = Collation(language: "en").sorted(people) { $0 }
        #expect(sorted == [["Angstrom", "Bo"], ["Ångström", "Ada"], ["Smith"], ["smith", "Anna"], ["Smith", "Zoe"], ["Smithson", "Adam"]])
    }

    /// The ranks Apple's platforms use (no ICU headers there) give the keys' order.
    @Test(arguments: ["en", "sv", "ja"])
    func rankKeys_orderAsCollationKeys(language: String) {
        let collation = Collation(language: language)
        var random = SeededRandom(seed: 5)
        let names = (0..<400).map { _ in [random.pick(["Berg", "berg", "Zorn", "Ola", "Émile", "日本", "Ж"]), random.pick(["a", "B", "ё", ""])] }
        let (ranks, keys) = (collation.rankKeys(names), collation.sortKeys(names) { $0 })
        for a in names.indices { for b in names.indices where b.isMultiple(of: 7) {
            #expect(compareByKeys(ranks, a, b) == compareByKeys(keys, a, b), "\(names[a]) vs \(names[b])")
        } }
    }

    @Test func aKey_thatBeginsAnother_sortsFirst() {
        #expect(CollationKey(bytes: [3, 4]) < CollationKey(bytes: [3, 4, 1]))
        #expect(!(CollationKey(bytes: [3, 5]) < CollationKey(bytes: [3, 4, 1])))
        #expect(CollationKey(bytes: []) < CollationKey(bytes: [0]))
        #expect(!(CollationKey(bytes: []) < CollationKey(bytes: [])))
    }

    @Test func indexLetters_ofASCIIAndAccentedNames() {
        let collation = Collation(language: "en")
        #expect(collation.indexLetter(of: "ada") == "A")
        #expect(collation.indexLetter(of: "  Zoë") == "Z")
        #expect(collation.indexLetter(of: "Émile") == "E")
        #expect(collation.indexLetter(of: "Ørsted") == "Ø")
        #expect(collation.indexLetter(of: "42") == "#")
    }
}
