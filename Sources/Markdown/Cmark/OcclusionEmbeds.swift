/// An image with masks drawn over it, as Anki's Image Occlusion shows one (what `site import
/// anki` writes for those notes): the image's title lists the masks,
/// `![Cell](cell.png "occlusion: rect 10 20 30 15 ask; ellipse 60 50 10 5 hide")`, each a shape in
/// percent of the image (`rect` left top width height, `ellipse` centre x y and radii x y,
/// `polygon` x,y x,y …) and what it is: `ask` the part the card asks for, `hide` another part
/// still hidden, `show` the part asked for, revealed (tinted). The page draws them as an SVG
/// laid over the image, which needs no script and works offline.
enum OcclusionEmbeds {
    struct Mask: Equatable {
        enum Shape: String { case rect, ellipse, polygon }
        enum State: String { case ask, hide, show }

        let shape: Shape
        let values: [Double]
        let state: State
    }

    static let prefix = "occlusion:"
    /// More masks than any image needs: a title past it is no occlusion.
    static let mostMasks = 1_000

    /// The masks a title lists, or nil when it is not an occlusion or any mask is malformed.
    static func masks(inTitle title: Substring) -> [Mask]? {
        guard title.hasPrefix(prefix) else { return nil }
        let parts = title.dropFirst(prefix.count).split(separator: ";")
        guard !parts.isEmpty, parts.count <= mostMasks else { return nil }
        var masks: [Mask] = []
        for part in parts {
            let words = part.split(whereSeparator: { $0 == " " })
            guard words.count >= 2, let shape = Mask.Shape(rawValue: String(words[0])),
                  let state = Mask.State(rawValue: String(words[words.count - 1])) else { return nil }
            let numbers = words.dropFirst().dropLast()
            var values: [Double] = []
            switch shape {
            case .rect, .ellipse:
                guard numbers.count == 4 else { return nil }
                for word in numbers {
                    guard let value = number(word) else { return nil }
                    values.append(value)
                }
            case .polygon:
                guard numbers.count >= 3 else { return nil }
                for point in numbers {
                    let xy = point.split(separator: ",")
                    guard xy.count == 2, let x = number(xy[0]), let y = number(xy[1]) else { return nil }
                    values += [x, y]
                }
            }
            masks.append(Mask(shape: shape, values: values, state: state))
        }
        return masks
    }

    /// cmark's HTML with each image whose title lists masks drawn with them.
    static func html(_ html: String) -> String {
        guard html.contains(" title=\"\(prefix)") else { return html }
        return ImageTags.replacing(in: html) { image in
            guard let title = image.title, let masks = masks(inTitle: title) else { return nil }
            return "<span class=\"occlusion\"><img src=\"\(image.source)\" alt=\"\(image.alt)\" />"
                + "<svg viewBox=\"0 0 100 100\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
                + masks.map(svg).joined() + "</svg></span>"
        }
    }

    private static func svg(_ mask: Mask) -> String {
        let v = mask.values.map(written)
        let shape = switch mask.shape {
        case .rect: "rect x=\"\(v[0])\" y=\"\(v[1])\" width=\"\(v[2])\" height=\"\(v[3])\""
        case .ellipse: "ellipse cx=\"\(v[0])\" cy=\"\(v[1])\" rx=\"\(v[2])\" ry=\"\(v[3])\""
        case .polygon: "polygon points=\"" + stride(from: 0, to: v.count, by: 2).map { "\(v[$0]),\(v[$0 + 1])" }.joined(separator: " ") + "\""
        }
        return "<\(shape) class=\"\(mask.state.rawValue)\"/>"
    }

    /// A number of the title: finite, and no further than ten images away.
    private static func number(_ word: Substring) -> Double? {
        guard word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }), let value = Double(word),
              value.magnitude <= 1_000 else { return nil }
        return value
    }

    /// The number as SVG writes it: to four decimals, without a trailing `.0`.
    private static func written(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        let text = "\(rounded == 0 ? 0 : rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
