@testable import SiteBuilder
import Testing

/// The names an Anki import writes media under: their own, unless awkward.
@Suite struct MediaFileNamesTests {
    @Test(arguments: [
        ("cell.png", "cell.png"), ("ünïcode name.png", "ünïcode name.png"), ("a\u{7}b\u{85}.png", "a_b_.png"),
        ("CON.png", "_CON.png"), ("lpt1", "_lpt1"), (".hidden.png", "_.hidden.png"), ("dots...", "dots.._"),
    ])
    func awkwardNamesAreMadeSafe(_ name: String, _ expected: String) {
        #expect(MediaFileNames([name])[name] == expected)
    }

    @Test func aLongNameIsCutWithItsDigest_andNamesMadeAlikeStayApart() {
        let long = String(repeating: "x", count: 300) + ".png"
        let names = MediaFileNames([long, "a\u{1}.png", "a\u{2}.png"])
        #expect(names[long]!.utf8.count <= MediaFileNames.longest)
        #expect(names[long]!.hasSuffix(".png"))
        #expect(names["a\u{1}.png"] != names["a\u{2}.png"])
    }
}
