import Domain
@testable import Markdown
import Testing

/// An image titled with masks is drawn with them; any other title leaves it an image.
@Suite struct OcclusionEmbedsTests {
    static func html(_ markdown: String) -> String {
        CmarkRenderer().html(RichText(markdown: markdown), rootPath: "")
    }

    @Test func theMasksAreAnSVGOverTheImage() {
        let html = Self.html(#"![Cell](cell.png "occlusion: rect 10 20 30 15.5 ask; ellipse 60 50 10 5 hide; polygon 1,2 3,4 5,6.25 show")"#)
        #expect(html == "<p><span class=\"occlusion\"><img src=\"cell.png\" alt=\"Cell\" />"
            + "<svg viewBox=\"0 0 100 100\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
            + "<rect x=\"10\" y=\"20\" width=\"30\" height=\"15.5\" class=\"ask\"/>"
            + "<ellipse cx=\"60\" cy=\"50\" rx=\"10\" ry=\"5\" class=\"hide\"/>"
            + "<polygon points=\"1,2 3,4 5,6.25\" class=\"show\"/></svg></span></p>\n")
    }

    @Test(arguments: [
        "a title", "occlusion:", "occlusion: rect 1 2 3 ask", "occlusion: rect 1 2 3 4 shout", "occlusion: circle 1 2 3 4 ask",
        "occlusion: rect 1 2 3 1e9 ask", "occlusion: rect 1 2 3 nan ask", "occlusion: polygon 1,2 3,4 ask",
        "occlusion: rect 1 2 3 4\" onload=\"x ask",
    ])
    func anyOtherTitleLeavesTheImageAsItIs(_ title: String) {
        let markdown = "![Cell](cell.png \"\(title.replacingOccurrences(of: "\"", with: "\\\""))\")"
        #expect(!Self.html(markdown).contains("<svg"), "\(title)")
        #expect(Self.html(markdown).contains("<img src=\"cell.png\" alt=\"Cell\" title=\""))
    }

    @Test func aThousandMasksAtMost() {
        let masks = Array(repeating: "rect 1 1 1 1 ask", count: OcclusionEmbeds.mostMasks + 1).joined(separator: "; ")
        #expect(!Self.html("![x](x.png \"occlusion: \(masks)\")").contains("<svg"))
    }
}
