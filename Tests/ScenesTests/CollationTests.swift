@testable import Domain
import Foundation
import Testing
import TestSupport

/// Listings sort by collation keys computed once per name. These tests hold the keys' order to
/// Foundation's comparison in the same locale (what every listing used before keys) for names in
/// Latin letters, to the dictionary for other scripts and where Foundation's comparison strays,
/// and check the keys' bytes themselves.
@Suite struct CollationTests {
    /// Pieces of Latin names and titles: ASCII letters, accented and special Latin letters,
    /// digits, spaces and punctuation.
    static let latin = [
        "a", "A", "b", "B", "m", "N", "z", "Z", "y", "i", "0", "1", "9", "10", " ", "-", "'", ".", ",", "&",
        "ch", "aa", "ss", "Smith", "smith", "van", "é", "É", "è", "ê", "ë", "á", "à", "â", "í", "ó", "ú",
        "ç", "ł", "ž", "ø", "æ", "œ",
    ]

    func compareByKeys(_ keys: [CollationKey], _ a: Int, _ b: Int) -> ComparisonResult {
        keys[a] == keys[b] ? .orderedSame : (keys[a] < keys[b] ? .orderedAscending : .orderedDescending)
    }

    /// Random names, each beside a near twin (one piece changed, added or dropped), so that
    /// accents and case decide as often as letters do.
    static func namesAndTwins(seed: UInt64, pieces: [String]) -> [String] {
        var random = SeededRandom(seed: seed)
        var names: [String] = []
        for _ in 0..<1_500 {
            var parts = (0..<(1 + random.below(5))).map { _ in random.pick(pieces) }
            names.append(parts.joined())
            switch random.below(3) {
            case 0: parts[random.below(parts.count)] = random.pick(pieces)
            case 1: parts.insert(random.pick(pieces), at: random.below(parts.count + 1))
            default: parts.remove(at: random.below(parts.count))
            }
            names.append(parts.joined())
        }
        return names
    }

    @Test(arguments: ["en", "fr", "de", "it", "pt", "nl", "en-GB", "de_AT", "xx-unknown"], [UInt64(11), 12, 13])
    func latinNames_orderAsFoundationOrdersThem(language: String, seed: UInt64) {
        let collation = Collation(language: language)
        let names = Self.namesAndTwins(seed: seed, pieces: Self.latin)
        let keys = collation.sortKeys(names) { [$0] }
        var random = SeededRandom(seed: seed)
        for index in stride(from: 0, to: names.count, by: 2) {
            for (a, b) in [(index, index + 1), (index, random.below(names.count))] {
                let foundation = names[a].compare(names[b], options: [.caseInsensitive], range: nil, locale: collation.locale)
                #expect(compareByKeys(keys, a, b) == foundation, "\(language): '\(names[a])' vs '\(names[b])'")
            }
        }
    }

    /// Other scripts, in their own languages, as their dictionaries order them.
    @Test func otherScripts_orderAsTheirDictionaries() {
        #expect(Collation(language: "ru").sorted(["Яков", "борис", "Ёжик", "Евгений", "Жанна", "Борис"]) { [$0] }
            == ["борис", "Борис", "Евгений", "Ёжик", "Жанна", "Яков"])
        #expect(Collation(language: "el").sorted(["Ωμέγα", "άλφα", "Βήτα", "αλφα"]) { [$0] } == ["αλφα", "άλφα", "Βήτα", "Ωμέγα"])
        #expect(Collation(language: "ja").sorted(["さくら", "あお", "カキ", "アオ"]) { [$0] }.prefix(2).sorted() == ["あお", "アオ"])
        #expect(Collation(language: "en").sorted(["Zoë", "Яков", "日本", "Adam"]) { [$0] } == ["Adam", "Zoë", "Яков", "日本"])
    }

    /// Every key ICU makes ends in one zero byte and holds no other, so the key of several
    /// strings orders as their tuple: the first string's key decides wherever the two differ.
    @Test(arguments: ["en", "sv", "ja", "ar"])
    func keys_endInTheirOneZero_andOrderAsTuples(language: String) {
        let collation = Collation(language: language)
        var random = SeededRandom(seed: 3)
        let pieces = Self.latin + ["Ж", "ё", "日", "の", "ا", "😀", "\u{301}", "\u{0}", "\u{AD}", ""]
        let pairs = (0..<600).map { _ in [(0..<random.below(4)).map { _ in random.pick(pieces) }.joined(), random.pick(pieces)] }
        let firsts = collation.sortKeys(pairs) { [$0[0]] }
        let seconds = collation.sortKeys(pairs) { [$0[1]] }
        let tuples = collation.sortKeys(pairs) { $0 }
        for key in firsts { #expect(key.bytes.last == 0 && key.bytes.dropLast().allSatisfy { $0 != 0 }) }
        for a in pairs.indices { for b in pairs.indices where (a + b).isMultiple(of: 5) {
            let tuple = compareByKeys(firsts, a, b) != .orderedSame ? compareByKeys(firsts, a, b) : compareByKeys(seconds, a, b)
            #expect(compareByKeys(tuples, a, b) == tuple, "\(pairs[a]) vs \(pairs[b])")
        } }
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

    #if os(Linux)
    /// The ranks Apple's platforms use (no ICU collator linked there) give the keys' order.
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

    #endif

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
