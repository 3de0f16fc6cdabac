import ArgumentParser
import Domain
import Foundation
import SiteCommandLine
import SiteBuilder

/// `site check`: validates the content and the pages it makes, writing nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the content and every page it makes, without writing anything.",
        discussion: """
            Reports everything 'site build' reports (errors and warnings at file:line:column), \
            then renders every page in memory and checks that each of its links and images \
            points at a file the site has. Exit status: 0 when there is no error, 1 otherwise \
            (with --strict, warnings count as errors).

            Examples:
              site check
              site check --strict --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: ArgumentHelp("The content directory.", valueName: "dir"))
    var content = "Content"

    @Option(name: .long, help: ArgumentHelp("How the output's files are named in messages.", valueName: "dir"))
    var output = "Public"

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: ArgumentHelp("text (compiler-style lines on standard error) or json (on standard output).", valueName: "format"))
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("The date (YYYY-MM-DD) for release windows; defaults to SOURCE_DATE_EPOCH, else today (UTC).", valueName: "date"))
    var date: String?

    func run() throws {
        let buildDate: CalendarDate
        do {
            buildDate = try BuildDate.resolve(option: date, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw StandardError.failure("\(error)")
        }
        let report = SiteCheck(content: URL(fileURLWithPath: content), contentDisplayPath: content, buildDate: buildDate)
            .run(outputDisplayPath: output)
        let failed = report.errors > 0 || (strict && report.warnings > 0)
        switch format {
        case .text:
            StandardError.print(report.diagnostics.map(\.description))
            let summary = "Checked \(report.pages) pages: \(report.errors) error\(report.errors == 1 ? "" : "s"), "
                + "\(report.warnings) warning\(report.warnings == 1 ? "" : "s")"
            if failed { StandardError.print(summary) } else { print(summary) }
        case .json:
            print(CheckJSON.render(report))
        }
        if failed { throw ExitCode.failure }
    }
}

/// `site check --format json`: `{"pages": N, "errors": N, "warnings": N, "diagnostics":
/// [{"file", "line", "column", "severity", "message"}, …]}`, for editors and other tools.
enum CheckJSON {
    struct Entry: Encodable {
        let file: String
        let line: Int
        let column: Int
        let severity: String
        let message: String
    }

    struct Document: Encodable {
        let pages: Int
        let errors: Int
        let warnings: Int
        let diagnostics: [Entry]
    }

    static func render(_ report: SiteCheck.Report) -> String {
        let document = Document(pages: report.pages, errors: report.errors, warnings: report.warnings, diagnostics: report.diagnostics.map {
            Entry(file: $0.location.file, line: $0.location.line, column: $0.location.column, severity: $0.severity.rawValue, message: $0.message)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
