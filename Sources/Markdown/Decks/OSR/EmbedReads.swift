import Domain
import Foundation

/// The notes a reading of one Obsidian note read to show its embeds (`NoteEmbeds`), nested
/// ones too, each with its text (nil: it could not be read): with the note's own
/// text, its settings and the content's layout, all that reading depends on. A reading kept
/// from an earlier build (`PartCache`) is used only while every one of these is the same.
final class EmbedReads: @unchecked Sendable {   // `texts` is only touched under `lock`
    private let lock = NSLock()
    /// By the path's bytes: two notes whose names differ only in normalization are two notes.
    private var texts: [[UInt8]: EmbeddedText] = [:]

    /// Writes down that the note at `path` was read, with its text.
    func record(_ path: String, text: String?) {
        lock.withLock { texts[Array(path.utf8)] = EmbeddedText(path: path, text: text) }
    }

    /// What was written down, in the order of the paths' bytes.
    var embedded: [EmbeddedText] {
        lock.withLock { texts.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value) }
    }
}

/// A note read for an embed, and its text then (nil: it could not be read).
struct EmbeddedText: Sendable, Equatable {
    let path: String
    let text: String?

    /// Equal when the paths and the texts are the same byte for byte (`String` holds NFC and
    /// NFD spellings equal; an embed shows them as they are).
    static func == (lhs: EmbeddedText, rhs: EmbeddedText) -> Bool {
        lhs.path.utf8.elementsEqual(rhs.path.utf8) && sameBytes(lhs.text, rhs.text)
    }

    /// Whether the note at `path` reads the same in `tree` now.
    func isUnchanged(in tree: any ContentTree) -> Bool {
        Self.sameBytes(tree.embeddedText(path), text)
    }

    private static func sameBytes(_ lhs: String?, _ rhs: String?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs.utf8.elementsEqual(rhs.utf8)
        default: false
        }
    }
}
