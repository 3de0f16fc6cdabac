import Domain
import Foundation

/// Renders a note's rich text as the HTML of one Anki field, with cmark's safe defaults (raw HTML
/// omitted, `javascript:` and other dangerous URLs dropped), exactly as the study pages do.
/// Anki shows a card from its flat `collection.media` folder, so an image (or a sound, written
/// as Anki's `[sound:name]`) the site copies to `media/` is referenced by its bare file name and
/// listed in `media` for the user to copy there.
/// Other site-relative links (a deck's page, a linked file) become absolute under the site's
/// `base_url` when it has one; without it they stay relative and do not resolve inside Anki.
public struct AnkiFieldRenderer: NoteFieldRendering {
    public typealias Field = NoteField

    private let baseURL: String?
    /// How the site writes a deck's page, which a link to it names (`SiteSettings.urlStyle`).
    private let style: URLStyle

    /// - Parameter baseURL: the site's absolute URL, ending in `/` (`SiteSettings.baseURL`).
    public init(baseURL: String?, style: URLStyle = .folders) {
        self.baseURL = baseURL
        self.style = style
    }

    /// `text` as field HTML on one line (see `oneLine`), a lone paragraph without its `<p>` (Anki's
    /// editor writes a one-line field as bare text, and its duplicate check compares it that way).
    public func field(_ text: RichText) -> Field {
        guard !text.isEmpty else { return Field(html: "", media: []) }
        let document = MarkdownDocument(text.markdown)
        var media: [String] = []
        for node in document.root.linksAndImages {
            guard let url = node.url, case .relative(let path, let suffix) = LinkTarget(url) else { continue }
            if node.isImage, path.hasPrefix(URLStyle.mediaFolder) {
                let encodedPath = String(path.dropFirst(URLStyle.mediaFolder.count))
                media.append(encodedPath.removingPercentEncoding ?? encodedPath)
                node.url = String(encodedPath.split(separator: "/").last ?? "") + suffix
            } else {
                node.url = (baseURL ?? "") + style.restyled(path) + suffix
            }
        }
        var html = MathText.ankiHTML(ClozeHighlight.html(withExtendedLifetime(document) { document.html() }))
        // Raw HTML (such as an imported note's origin comment) leaves nothing in a field, not even
        // the comment cmark puts in its place.
        html = html.replacingOccurrences(of: "<!-- raw HTML omitted -->\n", with: "").replacingOccurrences(of: "<!-- raw HTML omitted -->", with: "")
        // A sound is Anki's `[sound:name]`, which Anki plays from its media folder.
        html = AudioEmbeds.replacingSounds(in: html) { source, _ in
            let name = String(source).replacingOccurrences(of: "&amp;", with: "&")
            return "[sound:\(name.removingPercentEncoding ?? name)]"
        }
        return Field(html: AnkiFieldRenderer.oneLine(AnkiFieldRenderer.unwrappingLoneParagraph(html)), media: media)
    }

    /// A cloze note's text. Braces and colons inside code, and inside a deletion's own text
    /// (`ClozeMarkup`), become character references, so `` `{{c1::x}}` ``, `` `std::map` `` or
    /// `==std::cout==` is never read as Anki's cloze markup; they render the same.
    public func clozeField(_ text: RichText) -> Field {
        let field = field(text)
        return Field(html: ClozeMarkup.html(AnkiFieldRenderer.escapingClozeMarkupInCode(field.html)), media: field.media)
    }

    static func unwrappingLoneParagraph(_ html: String) -> String {
        let trimmed = html.hasSuffix("\n") ? String(html.dropLast()) : html
        guard trimmed.hasPrefix("<p>"), trimmed.hasSuffix("</p>"),
              !ByteSearch.contains(trimmed.dropFirst(3), "<p>") else { return trimmed }
        return String(trimmed.dropFirst(3).dropLast(4))
    }

    /// The HTML on one line, rendering the same, so each note is one line of the import file:
    /// the line break cmark puts between blocks is dropped, a soft break in text becomes a space
    /// (CommonMark renders it as either), and a line break or tab in a code block becomes a
    /// character reference (`&#10;`, `&#9;`), which the browser reads back as that character.
    /// Read as UTF-8 in one pass: each of these is an ASCII byte, and every `<` in cmark's HTML
    /// starts one of its tags (text has `&lt;`), so a tag is recognised by its bytes.
    static func oneLine(_ html: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            var inPre = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "<"):
                    if ByteSearch.starts(bytes, at: index - 1, with: "<pre") { inPre = true } else if ByteSearch.starts(bytes, at: index - 1, with: "</pre>") { inPre = false }
                    result.append(byte)
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    // `\r\n` is one line break.
                    if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                    if inPre {
                        result.append(contentsOf: "&#10;".utf8)
                    } else if index < bytes.count, !blockTags.contains(where: { ByteSearch.starts(bytes, at: index, with: $0) }) {
                        result.append(UInt8(ascii: " "))
                    }
                case UInt8(ascii: "\t"): result.append(contentsOf: inPre ? "&#9;".utf8 : " ".utf8)
                default: result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The tags of cmark's block elements, before which a line break is never part of the content.
    private static let blockTags: [StaticString] = [
        "<p>", "<p ", "</p>", "<li>", "<li ", "</li>", "<ol>", "<ol ", "</ol>", "<ul>", "<ul ", "</ul>",
        "<blockquote>", "<blockquote ", "</blockquote>", "<pre>", "<pre ", "</pre>",
        "<h1>", "<h1 ", "</h1>", "<h2>", "<h2 ", "</h2>", "<h3>", "<h3 ", "</h3>",
        "<h4>", "<h4 ", "</h4>", "<h5>", "<h5 ", "</h5>", "<h6>", "<h6 ", "</h6>", "<hr />",
    ]

    /// cmark writes code as escaped text between `<code…>` and `</code>`, never with tags inside.
    static func escapingClozeMarkupInCode(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<code"), let tagEnd = rest[open.upperBound...].firstIndex(of: ">"),
              let close = rest[tagEnd...].range(of: "</code>") {
            let contentStart = rest.index(after: tagEnd)
            result += rest[..<contentStart]
            for character in rest[contentStart..<close.lowerBound] {
                switch character {
                case "{": result += "&#123;"
                case "}": result += "&#125;"
                case ":": result += "&#58;"
                default: result.append(character)
                }
            }
            result += "</code>"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
