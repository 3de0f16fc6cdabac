import Domain
import Foundation

/// The entries of one part of a collection file: as its reader made them, or as the part
/// archive kept them, read back only when they are needed. A catalog whose movies are reused
/// from the archive needs only how many entries each part has; an address book, or a part whose
/// movies must be made again, asks for the entries themselves.
///
/// Entries read back later than the rest of their reading may turn out damaged (the archive was
/// checked only for its shape): `entries(orRead:)` then parses the part's text again.
final class EntryBatch: @unchecked Sendable {   // `decoded` is only touched under `lock`
    let count: Int
    private let lock = NSLock()
    private var decoded: [EntryDraft]?
    /// The archived entries, and how many lines their part moved since they were written.
    private let archived: (block: ArchiveBlock, shift: Int)?

    init(_ entries: [EntryDraft]) {
        count = entries.count
        decoded = entries
        archived = nil
    }

    /// `count` entries written by `archive(_:)` into `block`, `shift` lines above where they are now.
    init(archived block: ArchiveBlock, count: Int, shift: Int = 0) {
        self.count = count
        archived = (block, shift)
    }

    /// `count` entries the archive did not keep (`EntryCollectionReader.archivesEntries`): made
    /// again from the part's text, where it is now, if they are ever asked for.
    init(unkept count: Int) {
        self.count = count
        archived = nil
    }

    /// Whether the entries are neither made nor kept in an archive: read again when asked for.
    private var isUnkept: Bool { archived == nil && decoded == nil }

    /// The entries; `read` makes them again from the part's text if the archive's do not read back.
    func entries(orRead read: () -> [EntryDraft]) -> [EntryDraft] {
        lock.withLock {
            let entries = decoded ?? readBack() ?? read()
            decoded = entries
            return entries
        }
    }

    /// The entries, when they are made or kept in an archive that reads back (not kept: for
    /// comparing readings); nil for entries the archive did not keep.
    var known: [EntryDraft]? {
        lock.withLock { decoded ?? readBack() }
    }

    /// The archived entries, moved to where they are now; nil when there are none or they do
    /// not read back whole.
    private func readBack() -> [EntryDraft]? {
        guard let (block, shift) = archived, let bytes = block.bytes() else { return nil }
        var reader = ArchiveReader(bytes)
        guard let entries = try? reader.read([EntryDraft].self), reader.isAtEnd, entries.count == count else { return nil }
        return shift == 0 ? entries : entries.map { $0.shifted(by: shift) }
    }

    /// The same entries `lines` lines further down the file.
    func shifted(by lines: Int) -> EntryBatch {
        if let (block, shift) = archived, lock.withLock({ decoded == nil }) {
            return EntryBatch(archived: block, count: count, shift: shift + lines)
        }
        // Read again, they are read where the part is then.
        if lock.withLock({ isUnkept }) { return EntryBatch(unkept: count) }
        return EntryBatch(entries { [] }.map { $0.shifted(by: lines) })
    }

    /// The bytes that keep `entries` in an archive (their own strings: they are read on their own).
    static func archive(_ entries: [EntryDraft]) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.write(entries)
        return writer.bytes
    }
}
