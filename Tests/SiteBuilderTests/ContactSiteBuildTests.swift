import Domain
import Foundation
import SiteBuilder
import Testing
import TestSupport

@Suite struct ContactSiteBuildTests {
    static let book = """
    ---
    title: Friends
    ---
    # Ignored

    People I write to.

    ## émile zola

    - Email: emile@example.fr
    - Phone: +33 1 23 45 67 89
    - Birthday: 1840-04-02
    - Company: L'Aurore, Paris; France

    Wrote *J'accuse*.

    ## Ada Lovelace

    - Email: ada@example.com
    - Birthday: --12-10
    """

    func build(_ site: TemporaryDirectory) async throws -> BuildReport {
        let content = site.url.appendingPathComponent("Content")
        let output = try OutputDirectory(site.url.appendingPathComponent("Public"), content: content)
        return try await SiteBuild(content: content, contentDisplayPath: "Content", output: output, buildDate: CalendarDate(year: 2026, month: 1, day: 1)!).run()
    }

    @Test func build_writesTheBookPageEachContactPageAndTheirVCards() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write(ContactSiteBuildTests.book, to: "Content/contacts/friends.md")
        _ = try await build(site)

        let files = try site.snapshot("Public").keys.filter { $0.hasPrefix("contacts/") }.sorted()
        #expect(files == [
            "contacts/friends/ada-lovelace/ada-lovelace.vcf", "contacts/friends/ada-lovelace/index.html",
            "contacts/friends/emile-zola/emile-zola.vcf", "contacts/friends/emile-zola/index.html",
            "contacts/friends/friends.vcf", "contacts/friends/index.html", "contacts/index.html",
        ])
        let list = try site.read("Public/contacts/friends/index.html")
        #expect(list.contains("<h1 id=\"book-title\">Friends</h1>"))
        #expect(list.contains("<p>People I write to.</p>"))
        #expect(list.range(of: "<strong>Lovelace</strong>")!.lowerBound < list.range(of: "<strong>Zola</strong>")!.lowerBound)
        #expect(list.contains("<a href=\"../../contacts/friends/emile-zola/index.html\">Émile <strong>Zola</strong></a>"))
        let zola = try site.read("Public/contacts/friends/emile-zola/index.html")
        #expect(zola.contains("<h1 id=\"contact-name\">Émile Zola</h1>"))
        #expect(zola.contains("<a href=\"tel:+33123456789\">+33 1 23 45 67 89</a>"))
        #expect(zola.contains("<time datetime=\"1840-04-02\">2 April 1840</time>"))
        #expect(zola.contains("<p>Wrote <em>J'accuse</em>.</p>"))
        let home = try site.read("Public/index.html")
        #expect(home.contains("contacts/friends/index.html"))
        let all = try site.read("Public/contacts/friends/friends.vcf")
        #expect(all.components(separatedBy: "BEGIN:VCARD\r\n").count == 3)
        #expect(all.contains("FN:Ada Lovelace\r\n") && all.contains("BDAY:--1210\r\n"))
        let one = try site.read("Public/contacts/friends/emile-zola/emile-zola.vcf")
        #expect(one.contains("ORG:L'Aurore\\, Paris\\; France\r\n"))
        #expect(one.contains("NOTE:Wrote *J'accuse*.\r\n"))
        #expect(one.contains("TEL;VALUE=uri:tel:+33123456789\r\n"))
    }

    @Test func contactErrors_failTheBuild_withFileLineAndColumn() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("## Ada\n\n- Emial: ada@example.com\n", to: "Content/contacts/people.md")
        await #expect {
            _ = try await build(site)
        } throws: { error in
            (error as? ContentErrors)?.diagnostics.map(\.description).first?.hasPrefix("Content/contacts/people.md:3:3: error: unknown field 'Emial'") == true
        }
        #expect(!site.exists("Public"))
    }
}

@Suite struct ContactCommandsTests {
    static let book = "---\ntitle: People # keep me\n---\n\n## Ada Lovelace\n\n- Email: ada@example.com\n- Phone: +44 20 7946 0000\n\nNotes.\n\n## Alan Turing\n\n- Email: alan@example.org\n"

    func commands(_ site: TemporaryDirectory) -> ContactCommands {
        ContactCommands(content: site.url.appendingPathComponent("Content"), contentDisplayPath: "Content")
    }

    @Test func add_thenEdit_changeOnlyTheirLines() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write(ContactCommandsTests.book, to: "Content/contacts/people.md")

        let added = commands(site).add(name: "Grace Hopper", fields: ContactChanges(emails: ["grace@example.com"], birthday: "1906-12-09"), book: nil)
        #expect(added.succeeded)
        #expect(added.lines == ["Added Grace Hopper to address book 'people' as 'grace-hopper'."])
        let edited = commands(site).edit(contact: "ada-lovelace", changes: ContactChanges(emails: ["new@example.com"]), book: nil)
        #expect(edited.succeeded)
        #expect(edited.lines == ["Updated 'ada-lovelace' in address book 'people': Email."])

        let expected = ContactCommandsTests.book.replacingOccurrences(of: "ada@example.com", with: "new@example.com")
            + "\n## Grace Hopper\n\n- Email: grace@example.com\n- Birthday: 1906-12-09\n"
        #expect(try site.read("Content/contacts/people.md") == expected)
    }

    @Test func refusals_leaveEveryFileAsItWas() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write(ContactCommandsTests.book, to: "Content/contacts/people.md")
        try site.write("## Alan Turing\n", to: "Content/contacts/work.md")
        let before = try site.snapshot("Content")

        let duplicate = commands(site).add(name: "Ada Lovelace", fields: ContactChanges(), book: "people")
        #expect(duplicate.succeeded == false)
        #expect(duplicate.lines.first == "error: address book 'people' already has a contact named \"Ada Lovelace\" ('ada-lovelace'); edit it with 'site contacts edit ada-lovelace'")
        let ambiguous = commands(site).edit(contact: "alan-turing", changes: ContactChanges(title: "Dr"), book: nil)
        #expect(ambiguous.lines.first == "error: contact 'alan-turing' is in several address books (people, work); choose one with --book")
        let invalid = commands(site).edit(contact: "ada-lovelace", changes: ContactChanges(emails: ["ada@"]), book: nil)
        #expect(invalid.lines == ["error: malformed Email 'ada@': expected an address like name@example.org", "error: nothing was written"])
        let outside = commands(site).add(name: "Eve", fields: ContactChanges(), book: "../../etc")
        #expect(outside.succeeded == false)

        #expect(try site.snapshot("Content") == before)
    }
}

/// Runs the built `site` binary, as a user would.
@Suite struct ContactCLITests {
    static var binary: URL? {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [ProcessInfo.processInfo.environment["SITE_BIN"].map(URL.init(fileURLWithPath:)),
                          repository.appendingPathComponent(".build/debug/site")]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = try #require(ContactCLITests.binary, "build the site binary first (swift build)")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: ContactCLITests.binary != nil))
    func cli_addsAndEditsInTheContentDirectory_preservingCRLFBytes() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        let original = "# People\r\n\r\n## Ada Lovelace\r\n\r\n- Email: ada@example.com\r\n\r\nNotes, *kept*.\r\n"
        try site.write(original, to: "Notes/contacts/people.md")

        let add = try run(["contacts", "add", "Tim Berners-Lee", "--email", "tim@example.org", "--phone", "+44 20 7946 0999", "--content", "Notes"], in: site.url)
        #expect(add.status == 0)
        #expect(add.stdout == "Added Tim Berners-Lee to address book 'people' as 'tim-berners-lee'.\n")
        let edit = try run(["contacts", "edit", "ada-lovelace", "--email", "new@example.com", "--email", "ada@work.example", "--content", "Notes"], in: site.url)
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(try site.read("Notes/contacts/people.md") == original.replacingOccurrences(
            of: "- Email: ada@example.com\r\n", with: "- Email: new@example.com\r\n- Email: ada@work.example\r\n"
        ) + "\r\n## Tim Berners-Lee\r\n\r\n- Email: tim@example.org\r\n- Phone: +44 20 7946 0999\r\n")
    }

    @Test(.enabled(if: ContactCLITests.binary != nil))
    func cli_refusesInvalidValues_withAFailureStatus_andWritesNothing() async throws {
        let site = try TemporaryDirectory()
        defer { site.remove() }
        try site.write("## Ada Lovelace\n", to: "Content/contacts/people.md")
        let before = try site.snapshot("Content")
        let result = try run(["contacts", "edit", "ada-lovelace", "--birthday", "1815-12-32", "--website", "ftp://x"], in: site.url)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: malformed Birthday '1815-12-32': expected YYYY-MM-DD or --MM-DD
            error: malformed Website 'ftp://x': expected an absolute https or http URL like https://example.org/
            error: nothing was written

            """)
        #expect(try site.snapshot("Content") == before)
    }
}
