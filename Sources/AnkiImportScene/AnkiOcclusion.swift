import Foundation

/// The masks of an Anki Image Occlusion note, read from its occlusion field
/// (`{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1:oi=1}}`, one deletion per mask,
/// its number the card that asks for it), and written for each card as the image title the site
/// draws masks from (`occlusion: rect 10 20 30 10 ask; …`, in percent of the image).
///
/// As Anki shows them: on card N's question its masks are `ask`ed and each other mask marked
/// "occlude inactive" (`oi=1`, the note's "hide all, guess one") is `hide`; on its answer its own
/// are tinted (`show`) and those others still hidden. Text labels are left out; a mask that is
/// rotated or placed in pixels (Anki 23.10's first notes) makes the masks unreadable (nil).
struct AnkiOcclusion {
    struct Mask: Equatable {
        enum Shape: String { case rect, ellipse, polygon }
        let card: Int
        let shape: Shape
        /// In percent of the image: rect left, top, width, height; ellipse centre and radii;
        /// polygon x, y of each point.
        let values: [Double]
        let hidesOnOtherCards: Bool
    }

    let masks: [Mask]

    init?(field: String) {
        var masks: [Mask] = []
        for deletion in AnkiCloze.deletions(in: field) {
            let parts = AnkiFieldText.plain(String(deletion.text)).split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count >= 2, parts[0] == "image-occlusion" else { continue }
            if parts[1] == "text" { continue }
            guard let shape = Mask.Shape(rawValue: parts[1]) else { return nil }
            var properties: [String: String] = [:]
            for part in parts.dropFirst(2) {
                let pair = part.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { properties[String(pair[0])] = String(pair[1]) }
            }
            guard (properties["angle"].flatMap(Double.init) ?? 0) == 0,
                  let values = Self.values(of: shape, properties) else { return nil }
            masks.append(Mask(card: deletion.number, shape: shape, values: values, hidesOnOtherCards: properties["oi"] == "1"))
        }
        guard !masks.isEmpty else { return nil }
        self.masks = masks
    }

    /// Whether `title` is one `title(card:isAnswer:)` writes: `occlusion:`, then only lowercase
    /// letters, digits, spaces and `.,;-`.
    static func isMasksTitle(_ title: String) -> Bool {
        title.hasPrefix("occlusion: ") && title.utf8.dropFirst(11).allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || " .,;-".utf8.contains(byte)
        }
    }

    /// The field `image` (HTML) with its first image titled with card `number`'s masks.
    func image(_ image: String, card number: Int, isAnswer: Bool) -> String {
        guard let start = image.range(of: "<img", options: .caseInsensitive) else { return image }
        return image.replacingCharacters(in: start, with: "<img title=\"\(title(card: number, isAnswer: isAnswer))\"")
    }

    /// The image title of card `number`'s question (`isAnswer` false) or answer.
    func title(card number: Int, isAnswer: Bool) -> String {
        let shown = masks.compactMap { mask -> String? in
            let state = mask.card == number ? (isAnswer ? "show" : "ask") : (mask.hidesOnOtherCards ? "hide" : nil)
            guard let state else { return nil }
            let values: [String] = switch mask.shape {
            case .rect, .ellipse: mask.values.map(Self.written)
            case .polygon: stride(from: 0, to: mask.values.count - 1, by: 2).map { "\(Self.written(mask.values[$0])),\(Self.written(mask.values[$0 + 1]))" }
            }
            return ([mask.shape.rawValue] + values + [state]).joined(separator: " ")
        }
        return "occlusion: " + shown.joined(separator: "; ")
    }

    /// Anki's normalised properties (fractions of the image) in percent; nil for pixels.
    private static func values(of shape: Mask.Shape, _ properties: [String: String]) -> [Double]? {
        let fraction = { (key: String) -> Double? in
            guard let value = properties[key].flatMap(Double.init), value.isFinite, value.magnitude <= 1.5 else { return nil }
            return value * 100
        }
        switch shape {
        case .rect:
            guard let left = fraction("left"), let top = fraction("top"), let width = fraction("width"), let height = fraction("height") else { return nil }
            return [left, top, width, height]
        case .ellipse:
            // Anki places an ellipse by its bounding box's top left corner.
            guard let left = fraction("left"), let top = fraction("top"), let rx = fraction("rx"), let ry = fraction("ry") else { return nil }
            return [left + rx, top + ry, rx, ry]
        case .polygon:
            let points = (properties["points"] ?? "").split(separator: " ").map { $0.split(separator: ",") }
            var values: [Double] = []
            for point in points {
                guard point.count == 2, let x = Double(point[0]), let y = Double(point[1]), x.isFinite, y.isFinite,
                      x.magnitude <= 1.5, y.magnitude <= 1.5 else { return nil }
                values += [x * 100, y * 100]
            }
            return values.count >= 6 ? values : nil
        }
    }

    /// A percentage to two decimals, without a trailing `.0`.
    private static func written(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        let text = "\(rounded == 0 ? 0 : rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
