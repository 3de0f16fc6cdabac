/// The `<img>` tags cmark writes (`<img src="…" alt="…" />`, with ` title="…"` when the image
/// has one), found in its HTML for the embeds that replace some of them (`AudioEmbeds`,
/// `OcclusionEmbeds`). The attributes stay as cmark escaped them.
enum ImageTags {
    struct Tag {
        let source: Substring
        let alt: Substring
        let title: Substring?
    }

    /// cmark's HTML with each `<img>` that `replacement` gives HTML for replaced by it.
    static func replacing(in html: String, _ replacement: (Tag) -> String?) -> String {
        guard html.contains("<img src=\"") else { return html }
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: "<img src=\"") {
            result += rest[..<start.lowerBound]
            let afterSource = rest[start.upperBound...]
            guard let sourceEnd = afterSource.firstIndex(of: "\""), let end = afterSource.range(of: " />") else {
                result += rest[start.lowerBound...]
                return result
            }
            let tag = rest[start.lowerBound..<end.upperBound]
            let image = Tag(source: afterSource[..<sourceEnd], alt: attribute(" alt=\"", in: tag) ?? "", title: attribute(" title=\"", in: tag))
            result += replacement(image) ?? String(tag)
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    private static func attribute(_ opening: String, in tag: Substring) -> Substring? {
        guard let start = tag.range(of: opening), let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return tag[start.upperBound..<end]
    }
}
