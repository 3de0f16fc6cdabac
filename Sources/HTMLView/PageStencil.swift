import Foundation
import Mustache

/// A page template's output for view models of one shape, cut where their texts go: the pages
/// of that shape are written by placing their texts, not by swift-mustache looking up each
/// `{{key}}`. Without it, builds of most corpora take 1.5 to 2 times as long (docs/PERFORMANCE.md).
///
/// A view model's *shape* is all a template can branch on (`TemplateShape`); its texts are
/// everything else, so two view models of one shape render the same bytes around their texts.
/// The stencil is learned from swift-mustache itself: a probe of the shape whose every text is a
/// marker naming it (`StencilMarker`) renders, the output is cut at the markers (each placed
/// escaped or as it is), and a second probe, numbered the other way, must cut the same. Nothing
/// here reads Mustache syntax: an output not made of the shape's texts (a transform that spoils a
/// marker, a value the walk cannot describe) has no stencil, and swift-mustache renders its pages.
/// A worker learns a shape the second time it sees a page of it (a large page's the first time,
/// `PageStencils.largePage`) and adopts a shape another worker learned (`SharedPageStencils`).
struct PageStencil: Sendable, Equatable {
    /// The texts between the values, one more than `slots`, as bytes (`render` places them
    /// from there).
    let pieces: WalkTexts
    let slots: [Slot]
    /// One more than the largest text number a slot places: a walk of the stencil's shape has
    /// as many texts, and `render` checks it, as it reads them unchecked.
    private let textsPlaced: Int

    init(pieces: [String], slots: [Slot]) {
        var bytes = WalkTexts()
        for var piece in pieces { piece.withUTF8 { bytes.append($0) } }
        self.pieces = bytes
        self.slots = slots
        textsPlaced = (slots.map(\.text).max() ?? -1) + 1
    }

    struct Slot: Sendable, Equatable {
        /// Which of the shape's texts, in walk order.
        let text: Int
        let escaped: Bool
        /// The text ends a line, and the line break after it is the stencil's.
        let endsLine: Bool
    }

    /// The bytes of the page whose texts, in walk order, are `texts`, in one buffer of the page's
    /// size (escapes aside). The texts and pieces are read as bytes where they are.
    func render(_ texts: WalkTexts) -> [UInt8] {
        precondition(textsPlaced <= texts.count, "a stencil placed with the texts of another shape")
        var html: [UInt8] = []
        texts.withTexts { bytes, ends in
            pieces.withTexts { pieceBytes, pieceEnds in
                slots.withUnsafeBufferPointer { slots in
                    let hasLarge = !texts.large.isEmpty
                    var size = pieces.byteCount + 256
                    for slot in slots {
                        size += (hasLarge ? texts.large[slot.text]?.utf8.count : nil) ?? WalkTexts.text(slot.text, in: bytes, ends: ends).count
                    }
                    html.reserveCapacity(size)
                    html.place(WalkTexts.text(0, in: pieceBytes, ends: pieceEnds), escaped: false, droppingLastByte: false)
                    for index in slots.indices {
                        let slot = slots[index]
                        if hasLarge, let text = texts.large[slot.text] {
                            html.place(text, escaped: slot.escaped, droppingLastByte: slot.endsLine)
                        } else {
                            html.place(WalkTexts.text(slot.text, in: bytes, ends: ends), escaped: slot.escaped, droppingLastByte: slot.endsLine)
                        }
                        html.place(WalkTexts.text(index + 1, in: pieceBytes, ends: pieceEnds), escaped: false, droppingLastByte: false)
                    }
                }
            }
        }
        return html
    }

    /// The stencil of `shape` (as `TemplateShape.Walk.code`) under `render`, or nil.
    static func learn(_ code: [Int], render: (Any) -> String) -> PageStencil? {
        let cuts = StencilMarker.Numbering.allCases.map { numbering -> PageStencil? in
            var probe = TemplateShape.Probe(code: code, numbering: numbering)
            guard let root = probe.build(), probe.isComplete else { return nil }
            return cut(render(root), numbering, texts: probe.texts, lineTexts: probe.lineTexts)
        }
        guard let first = cuts[0], let second = cuts[1], first == second else { return nil }
        return first
    }

    /// `output` cut at the markers numbered `numbering`'s way for `texts` texts.
    private static func cut(_ output: String, _ numbering: StencilMarker.Numbering, texts: Int, lineTexts: Set<Int>) -> PageStencil? {
        guard let (pieces, marks) = StencilMarker.cut(output, numbering, count: texts) else { return nil }
        var slots: [Slot] = []
        for (index, mark) in marks.enumerated() {
            let endsLine = lineTexts.contains(mark.number)
            // A text that ends a line was placed with its line break: the piece after it begins with it.
            guard !endsLine || [UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(pieces[index + 1].utf8.first) else { return nil }
            slots.append(Slot(text: mark.number, escaped: mark.escaped, endsLine: endsLine))
        }
        return PageStencil(pieces: pieces, slots: slots)
    }
}

/// The stencils one rendering worker learned or adopted so far, by template and shape
/// (`HTMLTemplates.worker()`; the cores of a large page share them, under the lock).
final class PageStencils: @unchecked Sendable {
    private enum Entry {
        case seenOnce
        case learned(PageStencil?)
    }

    /// How often a template's pages were walked, and how many came out by a stencil: a
    /// template whose shapes hardly repeat (each movie's page has its own) stops being walked.
    private struct Tally {
        var pages = 0, stencilled = 0
        /// After 64 pages, at least one in four must have come out by a stencil.
        var isWorthWalking: Bool { pages < 64 || stencilled * 4 >= pages }
        /// Shapes seen by this worker, at most `maximumShapes`: past it, new shapes are rendered
        /// and not kept (nor shared).
        var shapes = 0
        /// Which keys of each object the template mentions (`TemplateShape.Walk.masks`).
        var masks: [Int: [Bool]] = [:]
        /// `TemplateShape.Walk.numbersAreTexts` of the template's mentions, once known.
        var numbersAreTexts: Bool?
    }

    /// The most shapes kept for one template: each learned stencil holds its page's HTML but
    /// its texts (a few kilobytes).
    static let maximumShapes = 2_048

    /// Texts of this many bytes, this many a text on average, make a page whose stencil is
    /// learned the first time its shape is seen: swift-mustache copies a text once for each
    /// section around it (the cards of a deck of 10,000, 8 MB, four times over, on one core),
    /// while the probes a stencil is learned from, a marker for each text, stay small. A page
    /// of many small texts (an address book's 10,000 rows) would be probed at its own size,
    /// twice: it waits for its second sighting like any other.
    static let largePage = 256 * 1024, largeText = 256

    private let lock = NSLock()
    private var entries: [StencilKey: Entry] = [:]
    private var tallies: [Template: Tally] = [:]
    /// What the other workers of the build learned.
    private let shared: SharedPageStencils

    /// `body` on the tally of `template`, found once (call under `lock`).
    private func withTally<Result>(of template: Template, _ body: (inout Tally) -> Result) -> Result {
        body(&tallies[template, default: Tally()])
    }

    init(shared: SharedPageStencils = SharedPageStencils()) {
        self.shared = shared
    }

    /// Stencils for another worker: its own, and what this one learned shared.
    func worker() -> PageStencils {
        PageStencils(shared: shared)
    }

    /// How many shapes have a stencil (for tests).
    var learned: Int {
        lock.withLock { entries.values.filter { if case .learned(.some) = $0 { true } else { false } }.count }
    }

    /// `context` rendered through the stencil of its shape when there is one; `render` (by
    /// swift-mustache) otherwise, and to learn it.
    /// `mentions` is what the template mentions (`TemplateShape.mentions`): nil, no stencil.
    func render<Sink: HTMLSink>(
        _ context: TemplateObject, template: Template, mentions: Set<String>?, as _: Sink.Type, render: (Any) -> String
    ) -> Sink {
        /// swift-mustache's page, as this kind of output.
        func mustache() -> Sink { Sink.of(render(context)) }
        guard let mentions, let (masks, numbersAreTexts) = lock.withLock({
            withTally(of: template) { tally -> ([Int: [Bool]], Bool)? in
                guard tally.isWorthWalking else { return nil }
                let numbersAreTexts = tally.numbersAreTexts ?? TemplateShape.Walk.numbersAreTexts(mentions)
                tally.numbersAreTexts = numbersAreTexts
                return (tally.masks, numbersAreTexts)
            }
        }) else { return mustache() }
        var walk = TemplateShape.Walk(mentions: mentions, masks: masks, numbersAreTexts: numbersAreTexts)
        walk.visit(context)
        if walk.masks.count > masks.count {
            lock.withLock { tallies[template, default: Tally()].masks.merge(walk.masks) { known, _ in known } }
        }
        guard walk.isDescribed else {
            lock.withLock { tallies[template, default: Tally()].pages += 1 }
            return mustache()
        }
        let key = StencilKey(template: template, code: walk.code)
        let bytes = walk.texts.byteCount
        // Large, and made of few texts: the probes, a marker for each text, stay small.
        let isLarge = bytes >= PageStencils.largePage && walk.texts.count * PageStencils.largeText <= bytes
        // `kept`: the shape is in this worker's table (not past `maximumShapes`).
        let (entry, kept): (Entry?, Bool) = lock.withLock {
            let entry = entries[key]
            let kept = withTally(of: template) { tally in
                tally.pages += 1
                if case .learned(.some) = entry { tally.stencilled += 1 }
                guard entry == nil else { return true }
                guard tally.shapes < PageStencils.maximumShapes else { return false }
                tally.shapes += 1
                return true
            }
            if entry == nil, kept { entries[key] = .seenOnce }
            return (entry, kept)
        }
        switch entry {
        case .learned(let stencil?):
            return Sink.of(bytes: stencil.render(walk.texts))
        case .learned(nil):
            return mustache()
        case .seenOnce, nil:
            // A shape this worker keeps, and has not learned: what another worker learned of it,
            // asked at its first two sightings here at most.
            if kept, let learned = shared.stencil(template: template, code: walk.code) {
                lock.withLock {
                    if entries[key] != nil { entries[key] = .learned(learned) }
                    if learned != nil { tallies[template, default: Tally()].stencilled += 1 }
                }
                return learned.map { Sink.of(bytes: $0.render(walk.texts)) } ?? mustache()
            }
            if entry == nil, !isLarge { return mustache() }
            let stencil = PageStencil.learn(walk.code, render: render)
            lock.withLock { if entries[key] != nil { entries[key] = .learned(stencil) } }
            if kept { shared.learned(stencil, template: template, code: walk.code) }
            return stencil.map { Sink.of(bytes: $0.render(walk.texts)) } ?? mustache()
        }
    }
}
