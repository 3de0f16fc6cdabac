@testable import Domain
import Testing

@Suite struct WebAddressTests {
    /// The byte-level check of ASCII addresses agrees with the character-level rules on every
    /// address of a seeded random sample built from the characters that matter.
    @Test func theASCIIFastPath_agreesWithTheCharacterRules() {
        let pieces = ["https", "http", "ftp", "HTTPS", "://", ":", "/", "?", "#", "@", ".", "-", "a", "Z", "9", "example", "org",
                      " ", "\t", "\n", "\u{7F}", "\"", "<", ">", "`", "\\", "{", "}", "|", "^", "[", "]", "%20", "_", "~", "8080"]
        var state: UInt64 = 7
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(1 + Int(state % 9)) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            #expect(WebAddress.isValid(text) == WebAddress.isValidText(text), "\(text.debugDescription)")
        }
        #expect(WebAddress.isValid("https://example.org/a?b#c"))
        #expect(!WebAddress.isValid("https://exa mple.org"))
        #expect(WebAddress.isValid("https://bücher.example/"))   // not ASCII: the character rules
    }
}
