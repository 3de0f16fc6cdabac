import Domain

/// A template and a shape of its view models (`TemplateShape.Walk.code`): what a stencil is
/// kept under (`PageStencils`, `SharedPageStencils`).
/// It hashes as the template and one word folded from the code when it is made, not as every
/// word of the code (a movie page's shape is over a hundred words, hashed at every lookup
/// otherwise). Equal keys still compare their whole codes.
struct StencilKey: Hashable {
    let template: Template
    let code: [Int]
    private let folded: UInt64

    init(template: Template, code: [Int]) {
        self.template = template
        self.code = code
        // The same shapes fold alike, and a collision only costs a comparison of two codes.
        var folded = FNV1a()
        for word in code { folded.add(word: UInt64(bitPattern: Int64(word))) }
        self.folded = folded.value
    }

    static func == (lhs: StencilKey, rhs: StencilKey) -> Bool {
        lhs.folded == rhs.folded && lhs.template == rhs.template && lhs.code == rhs.code
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(folded)
    }
}
