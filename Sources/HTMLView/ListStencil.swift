import Foundation
import Mustache

/// A list template's output cut where its items' values go, so that a long list (a deck's
/// cards) is written by placing each item's values, not by swift-mustache looking up each `{{key}}`.
///
/// Learned from swift-mustache itself: the template renders lists of one, two and three probe
/// items whose values are markers (`StencilMarker`). The output must be a head, each item's
/// values with the same texts between them (each always escaped or always not), the same text
/// between items, and a tail, and the stencil must give back the three outputs byte for byte.
/// A template whose output depends on anything else fails that check and is left to
/// swift-mustache, as are lists with a value that is not a non-empty text.
struct ListStencil: Sendable {
    /// One value's place: the key it shows, and whether it is HTML-escaped there.
    struct Slot: Sendable, Equatable {
        let key: Int
        let escaped: Bool
    }

    let keys: [String]
    let head: String
    /// The texts between one item's values: `slots.count - 1` of them.
    let gaps: [String]
    let slots: [Slot]
    /// From an item's last value to the next item's first.
    let between: String
    let tail: String

    /// The stencil of `template` looping over a list under `listKey` whose items answer `keys`
    /// (`MustacheParent`), or nil when its output is not made of its items' values alone.
    static func learn(keys: [String], listKey: String, render: (Any) -> String) -> ListStencil? {
        guard !keys.isEmpty else { return nil }
        func probes(_ count: Int) -> Any {
            ProbeList(key: listKey, items: (0..<count).map { Probe(item: $0, keys: keys) })
        }
        let outputs = (1...3).map { render(probes($0)) }
        guard let (texts, cuts) = StencilMarker.cut(outputs[2], .up, count: 3 * keys.count) else { return nil }
        let pieces = (texts: texts, marks: cuts.map { (item: $0.number / keys.count, slot: Slot(key: $0.number % keys.count, escaped: $0.escaped)) })
        // Three items, one after the other, each showing the same values in the same places.
        let byItem = (0..<3).map { item in pieces.marks.indices.filter { pieces.marks[$0].item == item } }
        guard let first = byItem.first, !first.isEmpty, byItem.joined().elementsEqual(pieces.marks.indices),
              byItem.allSatisfy({ $0.count == first.count }) else { return nil }
        let slots = first.map { pieces.marks[$0].slot }
        let gaps = first.dropFirst().map { pieces.texts[$0] }
        for items in byItem.dropFirst() {
            guard items.map({ pieces.marks[$0].slot }) == slots,
                  Array(items.dropFirst().map { pieces.texts[$0] }) == gaps else { return nil }
        }
        guard pieces.texts[byItem[1][0]] == pieces.texts[byItem[2][0]] else { return nil }
        let stencil = ListStencil(
            keys: keys, head: pieces.texts[0], gaps: gaps, slots: slots,
            between: pieces.texts[byItem[1][0]], tail: pieces.texts[pieces.marks.count]
        )
        // The stencil must make what swift-mustache made, for each length it was shown.
        for (index, output) in outputs.enumerated() {
            let values = (0...index).map { item in keys.indices.map { Probe.marker(item: item, key: $0, keys: keys.count) } }
            guard stencil.render(values) == output else { return nil }
        }
        return stencil
    }

    /// The list of items whose values, by key in `keys`' order, are `values`.
    func render(_ values: [[String]]) -> String {
        head + renderItems(values[...]) + tail
    }

    /// The list of the items `parts` hold (each from `renderItems`, none empty): written once
    /// into a buffer of its size, not copied for its head and again for its tail.
    func joined(_ parts: [String]) -> String {
        var html = ""
        html.reserveCapacity(parts.reduce(head.utf8.count + tail.utf8.count) { $0 + $1.utf8.count + between.utf8.count })
        html += head
        for (index, part) in parts.enumerated() {
            if index > 0 { html += between }
            html += part
        }
        html += tail
        return html
    }

    /// Items one after the other, with `between` between them (no head, no tail): a part of a
    /// long list, to be joined with `between`.
    func renderItems(_ values: ArraySlice<[String]>) -> String {
        let escaping = HTMLEscaping()
        var html = ""
        let fixed = between.utf8.count + gaps.reduce(0) { $0 + $1.utf8.count }
        html.reserveCapacity(values.reduce(0) { size, item in slots.reduce(size + fixed) { $0 + item[$1.key].utf8.count } } + 256)
        for (index, item) in values.enumerated() {
            if index > 0 { html += between }
            for (position, slot) in slots.enumerated() {
                if position > 0 { html += gaps[position - 1] }
                html += slot.escaped ? escaping.escapeText(item[slot.key]) : item[slot.key]
            }
        }
        return html
    }

    /// Each item's values in `keys`' order, when every one is a non-empty text; nil otherwise.
    func values(of objects: ArraySlice<TemplateObject>) -> [[String]]? {
        var values: [[String]] = []
        values.reserveCapacity(objects.count)
        for object in objects {
            guard object.keys.names == keys else { return nil }
            var item: [String] = []
            item.reserveCapacity(keys.count)
            for value in object.values {
                guard case .text(let text) = value, !text.isEmpty else { return nil }
                item.append(text)
            }
            values.append(item)
        }
        return values
    }
}

/// A probe item: each of its keys answers a marker naming the item and the key.
private struct Probe: MustacheParent {
    let item: Int
    let keys: [String]

    func child(named name: String) -> Any? {
        keys.firstIndex(of: name).map { Probe.marker(item: item, key: $0, keys: keys.count) }
    }

    static func marker(item: Int, key: Int, keys: Int) -> String {
        StencilMarker.marker(item * keys + key, .up)
    }
}

/// What a template sees when it renders probes: the list under its key.
private struct ProbeList: MustacheParent {
    let key: String
    let items: [Probe]

    func child(named name: String) -> Any? {
        name == key ? items : nil
    }
}
