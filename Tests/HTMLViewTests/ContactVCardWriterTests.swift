import Testing
@testable import HTMLView
@testable import Scenes

@Suite struct ContactVCardWriterTests {
    @Test func card_isWrappedInBeginVersionEnd_withCRLFLineEnds() {
        let text = VCardWriter.text(VCard(properties: [.init("FN", .text("Ada Lovelace"))]))
        #expect(text == "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n")
    }

    @Test func textValues_escapeBackslashCommaSemicolonAndLineBreaks() {
        #expect(VCardWriter.escape("a\\b, c; d\ne\r\nf") == "a\\\\b\\, c\\; d\\ne\\nf")
        let line = VCardWriter.contentLine(.init("N", .components([["O;Brien"], ["Ann", "Marie"], [], [], []])))
        #expect(line == "N:O\\;Brien;Ann,Marie;;;")
        #expect(VCardWriter.contentLine(.init("CATEGORIES", .list(["a,b", "c"]))) == "CATEGORIES:a\\,b,c")
    }

    @Test func everyLineBreak_isEscaped_andOtherControlCharactersAreLeftOut() {
        #expect(VCardWriter.escape("a\u{0B}b\u{0C}c\u{85}d\u{2028}e") == "a\\nb\\nc\\nd\\ne")
        #expect(VCardWriter.escape("n\u{0}u\u{1B}[31ml\u{7F}l\u{9B}\tend") == "nu[31mll\tend")
        #expect(VCardWriter.parameterValue("x\u{0C}y\u{0}z") == "x^nyz")
        #expect(VCardWriter.contentLine(.init("URL", .uri("https://e.org/\u{0B}a\u{1B}"))) == "URL:https://e.org/a")
    }

    /// Text with nothing to escape is returned without looking at each character: every scalar
    /// of the first 12,288 (all of Latin, the C1 controls, the separators of U+2028 and U+2029),
    /// alone between two letters, is escaped exactly as the rule says. U+037E, which Swift holds
    /// equal to `;`, is not a delimiter to a vCard reader and stays as written.
    @Test func everyScalar_isEscapedByTheRule_whetherOrNotTheFastPathTakesIt() {
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            let expected: String
            switch scalar {
            case "\\", ",", ";": expected = "x\\\(character)y"
            case _ where character.isNewline: expected = "x\\ny"
            case _ where (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value): expected = "xy"
            default: expected = "x\(character)y"
            }
            #expect(VCardWriter.escape("x\(character)y") == expected, "U+\(String(value, radix: 16))")
        }
        // Beside a character that is escaped too (the slow path).
        #expect(VCardWriter.escape("a\u{37E}b,c") == "a\u{37E}b\\,c")
    }

    @Test func urisAndDates_areNotEscaped_butLoseLineBreaks() {
        #expect(VCardWriter.contentLine(.init("URL", .uri("https://example.org/a,b;c"))) == "URL:https://example.org/a,b;c")
        #expect(VCardWriter.contentLine(.init("BDAY", .date("--1216\n"))) == "BDAY:--1216")
    }

    @Test func parameterValues_areQuotedWhenNeeded_withCaretEscapes() {
        let line = VCardWriter.contentLine(.init("ADR", [.init("LABEL", "1 \"Main\" St, Town^\nX")], .components([[], [], ["1 Main St"], [], [], [], []])))
        #expect(line == "ADR;LABEL=\"1 ^'Main^' St, Town^^^nX\":;;1 Main St;;;;")
        #expect(VCardWriter.parameterValue("uri") == "uri")
    }

    @Test func aLineOfExactly75Octets_isNotFolded_and76AreFoldedAt75() {
        let exact = "NOTE:" + String(repeating: "a", count: 70)
        #expect(exact.utf8.count == 75)
        #expect(VCardWriter.fold(exact) == exact)
        let longer = exact + "b"
        #expect(VCardWriter.fold(longer) == exact + "\r\n b")
    }

    @Test func folding_neverSplitsAUTF8Sequence_andKeepsEveryLineWithin75Octets() {
        // 72 ASCII octets, then "é" (2 octets) fits (74), then "€" (3 octets) would make 77: it moves whole.
        let line = "NOTE:" + String(repeating: "a", count: 67) + "é€" + String(repeating: "ü", count: 60)
        let folded = VCardWriter.fold(line)
        let lines = folded.components(separatedBy: "\r\n")
        #expect(lines[0] == "NOTE:" + String(repeating: "a", count: 67) + "é")
        #expect(lines[1].hasPrefix(" €"))
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(lines[0] + lines.dropFirst().map { String($0.dropFirst()) }.joined() == line)
    }

    @Test func everyLineOfACard_isWithin75Octets() {
        let card = VCard(properties: [.init("NOTE", .text(String(repeating: "Zoë, Łódź; ", count: 40)))])
        let lines = VCardWriter.text(card).components(separatedBy: "\r\n").dropLast()
        #expect(lines.count > 5)
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    }
}

@Suite struct ContactHTMLViewTests {
    static func row(_ name: String, search: String = "x") -> ListContacts.ViewModel.Row {
        .init(fullName: name, givenName: "<b>Ada</b>", sortName: name, url: "../../contacts/people/a/index.html?x=1&y=\"2\"",
              summary: "Countess & co", searchText: search)
    }

    static func book(groups: [ListContacts.ViewModel.Group], empty: String? = nil) -> ListContacts.ViewModel {
        ListContacts.ViewModel(
            page: ViewFixtures.chrome(title: "People · Cards"), title: "People <3", introductionHTML: nil, count: "1 contact",
            jumpBarLabel: "Jump to letter",
            jumpBar: [.init(letter: "A", url: nil, label: "No contacts under A"), .init(letter: "L", url: "#letter-L", label: "Contacts under L")],
            groups: groups,
            filter: empty == nil ? .init(label: "Filter contacts", placeholder: "Name", noMatches: "None.", oneMatch: "1 match",
                                         manyMatches: "{count} match", allShown: "All") : nil,
            emptyMessage: empty,
            download: empty == nil ? .init(url: "../../contacts/people/people.vcf", fileName: "people.vcf", label: "Download") : nil
        )
    }

    func render(_ viewModel: ListContacts.ViewModel) throws -> String {
        let html = String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(viewModel), as: UTF8.self)
        return html
    }

    @Test func listPage_rendersGroupsJumpBarAndAHiddenFilter_escapingEveryValue() throws {
        let html = try render(ContactHTMLViewTests.book(groups: [
            .init(letter: "L", anchor: "letter-L", headingID: "heading-letter-L", rows: [ContactHTMLViewTests.row("Lovelace", search: "\" onmouseover=\"x")]),
        ]))
        #expect(html.contains("<h1 id=\"book-title\">People &lt;3</h1>"))
        #expect(html.contains("<li><span class=\"jump-disabled\" title=\"No contacts under A\">A</span></li>"))
        #expect(html.contains("<li><a href=\"#letter-L\" title=\"Contacts under L\">L</a></li>"))
        #expect(html.contains("<section class=\"contact-group\" id=\"letter-L\" aria-labelledby=\"heading-letter-L\" data-contact-group>"))
        #expect(html.contains("<li data-contact data-search=\"&quot; onmouseover=&quot;x\"><a href=\"../../contacts/people/a/index.html?x=1&amp;y=&quot;2&quot;\">&lt;b&gt;Ada&lt;/b&gt; <strong>Lovelace</strong></a> <span class=\"contact-summary\">Countess &amp; co</span></li>"))
        #expect(html.contains("<div class=\"contact-filter\" role=\"search\" data-contact-filter hidden>"))
        #expect(html.contains("data-many=\"{count} match\""))
        #expect(html.contains("<a href=\"../../contacts/people/people.vcf\" download=\"people.vcf\" type=\"text/vcard\">Download</a>"))
        #expect(html.contains("<script src=\"../../assets/contacts.js\"></script>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"../../assets/contacts.css\">"))
    }

    @Test func anEmptyBook_showsItsMessage_withoutFilterListOrScript() throws {
        let html = try render(ContactHTMLViewTests.book(groups: [], empty: "No contacts yet."))
        #expect(html.contains("<p class=\"empty-state\">No contacts yet.</p>"))
        #expect(!html.contains("data-contact-filter") && !html.contains("contacts.js") && !html.contains("jump-bar"))
    }

    @Test func contactPage_rendersLinksTimeNotesAndDownload() throws {
        let html = String(decoding: try TemplateView(templates: HTMLTemplates()).bytes(ShowContact.ViewModel(
            page: ViewFixtures.chrome(title: "Ada", root: "../../../"), name: "Ada <Lovelace>", job: "Countess & co",
            details: [
                .init(label: "Email", values: [.init(text: "a@example.org", url: "mailto:a@example.org", datetime: nil)]),
                .init(label: "Birthday", values: [.init(text: "10 December 1815", url: nil, datetime: "1815-12-10")]),
                .init(label: "Address", values: [.init(text: "1 <Main> St", url: nil, datetime: nil)]),
            ],
            notesHeading: "Notes", notesHTML: "<p>Hi <em>there</em></p>",
            download: .init(url: "a.vcf", fileName: "a.vcf", label: "Download"),
            back: .init(url: "../index.html", label: "All contacts in People")
        )), as: UTF8.self)
                #expect(html.contains("<h1 id=\"contact-name\">Ada &lt;Lovelace&gt;</h1>"))
        #expect(html.contains("<p class=\"meta\">Countess &amp; co</p>"))
        #expect(html.contains("<dt>Email</dt>\n<dd><a href=\"mailto:a@example.org\">a@example.org</a></dd>"))
        #expect(html.contains("<dd><time datetime=\"1815-12-10\">10 December 1815</time></dd>"))
        #expect(html.contains("<dd>1 &lt;Main&gt; St</dd>"))
        #expect(html.contains("<div class=\"prose\">\n<p>Hi <em>there</em></p>\n</div>"))
        #expect(html.contains("<a href=\"a.vcf\" download=\"a.vcf\" type=\"text/vcard\">Download</a>"))
        #expect(html.contains("<a href=\"../index.html\">All contacts in People</a>"))
    }

    @Test func vCardViews_writeThePreparedCards() throws {
        let card = VCard(properties: [.init("FN", .text("Ada"))])
        let text = AddressBookVCardView().render([card, card])
        #expect(text == String(repeating: "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD\r\n", count: 2))
    }
}

@Suite struct VCardDelimiterTests {
    /// A delimiter is escaped even where an accent follows it and Swift reads the two as one
    /// character: a vCard reader splits on the byte.
    @Test func aDelimiterFollowedByAnAccent_isStillEscaped() {
        #expect(VCardWriter.escape("a,\u{301}b;\u{301}c\\\u{301}") == "a\\,\u{301}b\\;\u{301}c\\\\\u{301}")
        #expect(VCardWriter.escape("x\r\ny\r") == "x\\ny\\n")
    }
}

extension VCardDelimiterTests {
    @Test func aDelimiterInsideALongerCharacter_isEscapedToo() {
        // Built outside `#expect`, whose expansion cannot quote a backslash after U+0600.
        let numberSign = String(Unicode.Scalar(0x600)!), joiner = String(Unicode.Scalar(0x200D)!)
        let escaped = (VCardWriter.escape(numberSign + ",x"), VCardWriter.escape("a;" + joiner + "b"))
        #expect(escaped.0 == numberSign + "\\,x")
        #expect(escaped.1 == "a\\;" + joiner + "b")
    }
}

/// The byte-level shortcuts give what the character-by-character code gives: every ASCII byte,
/// alone and between letters, and the non-ASCII characters the shortcuts must hand over.
@Suite struct VCardWriterShortcutTests {
    static let samples: [String] = {
        let ascii = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        let others = ["\u{85}", "\u{9B}", "\u{A0}", "é", "\u{2028}", "\u{2029}", "\u{37E}", "\u{301}", "\r\n"]
        return [""] + (ascii + others).flatMap { [$0, "a\($0)b", "\($0)\u{301}x", "x;\($0)"] }
    }()

    @Test func parameterValues_byteShortcut_isTheCharacterAnswer() {
        for text in Self.samples {
            #expect(VCardWriter.parameterValue(text) == VCardWriter.characterParameterValue(text), "\(Array(text.utf8))")
        }
    }

    @Test func valuesWithoutLineBreaks_byteShortcut_isTheCharacterAnswer() {
        for text in Self.samples {
            #expect(VCardWriter.withoutLineBreaks(text) == VCardWriter.characterWithoutLineBreaks(text), "\(Array(text.utf8))")
        }
    }

    @Test func aCard_isItsLinesFolded_eachEndingInCRLF() {
        let long = String(repeating: "é", count: 60)
        let card = VCard(properties: [.init("FN", .text(long)), .init("NOTE", .text("short"))])
        let expected = ["BEGIN:VCARD", "VERSION:4.0", "FN:" + long, "NOTE:short", "END:VCARD"].map { VCardWriter.fold($0) + "\r\n" }.joined()
        #expect(VCardWriter.text(card) == expected)
        #expect(VCardWriter.fold("FN:" + long).contains("\r\n "))
    }
}

extension VCardWriter {
    /// `line` folded as a card's lines are (`appendFolded`).
    static func fold(_ line: String) -> String {
        guard line.utf8.count > lineLimit else { return line }
        var folded: [UInt8] = []
        appendFolded(line, to: &folded)
        return String(decoding: folded, as: UTF8.self)
    }
}
