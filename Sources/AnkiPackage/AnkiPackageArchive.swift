import Foundation
import AnkiImportScene
import SwiftProtobuf
import ZIPFoundation

/// An Anki package (`.apkg`, `.colpkg`) opened to read: a ZIP holding the collection (the
/// current `collection.anki21b`, zstd-compressed, else `collection.anki21`, else the legacy
/// `collection.anki2`), the media list (`media`: JSON in legacy packages, zstd-compressed protocol
/// buffers in current ones) and the media files, stored as `0`, `1`, ….
///
/// Nothing is trusted: the entries, the sizes they unpack to and the ratio of the two are limited
/// (`Limits`), counted as they unpack, so a ZIP that lies about a size stops where it lied; a
/// media name with a path separator, `.` or `..` refuses the whole package.
public final class AnkiPackageArchive {
    /// What a package may hold (stated in README.md).
    public struct Limits: Sendable {
        /// Entries in the ZIP.
        public var entries = 100_000
        /// Bytes the package unpacks to, in all.
        public var unpackedBytes: Int64 = 8 << 30
        /// How many times its packed size an entry may unpack to (once past 1 MiB).
        public var ratio: Int64 = 1_000

        public init() {}
    }

    /// Which collection the package holds.
    public enum Format: String, Sendable {
        case anki2 = "collection.anki2"
        case anki21 = "collection.anki21"
        case anki21b = "collection.anki21b"
    }

    public let format: Format
    /// The media files the package holds, by name, and their ZIP entries.
    public private(set) var media: [String: String]
    private let archive: Archive
    /// The entries by path, looked up once each (the archive's own lookup reads every entry).
    private let entries: [String: Entry]
    private let limits: Limits
    private var unpacked: Int64 = 0

    public init(file: URL, limits: Limits = Limits()) throws(AnkiPackageError) {
        self.limits = limits
        let archive: Archive
        do {
            archive = try Archive(url: file, accessMode: .read, pathEncoding: .utf8)
        } catch {
            throw AnkiPackageError("it is not an Anki package: it is not a ZIP file")
        }
        self.archive = archive
        var count = 0
        var declared: Int64 = 0
        var entries: [String: Entry] = [:]
        for entry in archive {
            count += 1
            entries[entry.path] = entry
            guard count <= limits.entries else {
                throw AnkiPackageError("it holds more than \(limits.entries.formatted()) entries, the most a package may hold")
            }
            declared += Int64(exactly: entry.uncompressedSize) ?? .max / 2
            guard declared <= limits.unpackedBytes else { throw AnkiPackageError(AnkiPackageArchive.tooLarge(limits)) }
        }
        self.entries = entries
        guard let format = [Format.anki21b, .anki21, .anki2].first(where: { entries[$0.rawValue] != nil }) else {
            throw AnkiPackageError("it is not an Anki package: it holds no collection (collection.anki21b, collection.anki21 or collection.anki2)")
        }
        self.format = format
        media = [:]
        let list = try entryBytes("media", limit: 256 << 20) ?? []
        media = try AnkiPackageArchive.mediaList(list, current: format == .anki21b)
    }

    /// Unpacks the collection into the file at `path`.
    public func extractCollection(to path: URL) throws(AnkiPackageError) {
        try extract(format.rawValue, zstd: format == .anki21b, to: path)
    }

    /// Unpacks the media file `name` (a key of `media`) into the file at `path`.
    public func extractMedia(_ name: String, to path: URL) throws(AnkiPackageError) {
        guard let entry = media[name] else { throw AnkiPackageError("it has no media file '\(name)'") }
        try extract(entry, zstd: format == .anki21b, to: path)
    }

    // MARK: Unpacking, counted

    private func extract(_ name: String, zstd: Bool, to path: URL) throws(AnkiPackageError) {
        guard FileManager.default.createFile(atPath: path.path, contents: nil), let handle = FileHandle(forWritingAtPath: path.path) else {
            throw AnkiPackageError("cannot write '\(path.path)'")
        }
        defer { try? handle.close() }
        do {
            try unpack(name, zstd: zstd) { piece in try handle.write(contentsOf: piece) }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError("cannot write '\(path.path)': \(error.localizedDescription)")
        }
    }

    private func entryBytes(_ name: String, limit: Int) throws(AnkiPackageError) -> [UInt8]? {
        guard entries[name] != nil else { return nil }
        var bytes: [UInt8] = []
        do {
            try unpack(name, zstd: false) { piece in
                bytes += piece
                guard bytes.count <= limit else { throw AnkiPackageError("its entry '\(name)' is larger than \(limit >> 20) MiB") }
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError("its entry '\(name)' cannot be read: \(error)")
        }
        return bytes
    }

    /// Unpacks the entry `name` (and its zstd frames, when `zstd`), in pieces, each counted
    /// against the limits.
    private func unpack(_ name: String, zstd: Bool, _ body: (Data) throws -> Void) throws {
        guard let entry = entries[name] else { throw AnkiPackageError("it has no entry '\(name)'") }
        let packed = Int64(exactly: entry.compressedSize) ?? .max
        let declared = Int64(exactly: entry.uncompressedSize) ?? .max
        let (product, overflow) = max(packed, 1).multipliedReportingOverflow(by: limits.ratio)
        let allowed = overflow ? Int64.max : product &+ (1 << 20)
        var produced: Int64 = 0
        let decoder = zstd ? try ZstdDecoder() : nil
        let count = { [self] (piece: Int) throws in
            produced += Int64(piece)
            unpacked += Int64(piece)
            guard produced <= allowed, produced <= declared || zstd else {
                throw AnkiPackageError("its entry '\(name)' unpacks to more than it declares or than \(limits.ratio) times its packed size: it may be a ZIP bomb")
            }
            guard unpacked <= limits.unpackedBytes else { throw AnkiPackageError(AnkiPackageArchive.tooLarge(limits)) }
        }
        do {
            _ = try archive.extract(entry, bufferSize: 1 << 16, skipCRC32: false) { data in
                if let decoder {
                    try data.withUnsafeBytes { raw in
                        try decoder.decode(raw) { piece in
                            try count(piece.count)
                            try body(Data(piece))
                        }
                    }
                } else {
                    try count(data.count)
                    try body(data)
                }
            }
            try decoder?.finish()
        } catch let error as AnkiPackageError {
            throw error
        } catch let error as ZstdDecoder.Failure {
            throw AnkiPackageError("its entry '\(name)' is \(error.description)")
        } catch {
            throw AnkiPackageError("its entry '\(name)' is damaged: \(error)")
        }
    }

    private static func tooLarge(_ limits: Limits) -> String {
        "it unpacks to more than \(limits.unpackedBytes >> 30) GiB, the most a package may unpack to"
    }

    // MARK: The media list

    /// The media list: `{"0": "cell.png", …}` in a legacy package, a zstd-compressed
    /// `MediaEntries` (entry N is the ZIP entry `N`) in a current one.
    static func mediaList(_ bytes: [UInt8], current: Bool) throws(AnkiPackageError) -> [String: String] {
        guard !bytes.isEmpty else { return [:] }
        var pairs: [(entry: String, name: String)] = []
        if current {
            var decoded: [UInt8] = []
            do {
                let decoder = try ZstdDecoder()
                try bytes.withUnsafeBytes { raw in
                    try decoder.decode(raw) { piece in
                        decoded += piece
                        guard decoded.count <= 256 << 20 else { throw AnkiPackageError("its media list is larger than 256 MiB") }
                    }
                }
                try decoder.finish()
                let list = try SiteAnki_MediaEntries(serializedBytes: decoded)
                pairs = list.entries.enumerated().map { (String($0.offset), $0.element.name) }
            } catch let error as AnkiPackageError {
                throw error
            } catch {
                throw AnkiPackageError("its media list cannot be read: \(error)")
            }
        } else {
            guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let list = object as? [String: Any] else {
                throw AnkiPackageError("its media list is not the JSON object Anki writes")
            }
            for (entry, name) in list {
                guard let name = name as? String else { throw AnkiPackageError("its media list names entry '\(entry)' with no file name") }
                pairs.append((entry, name))
            }
        }
        var media: [String: String] = [:]
        for (entry, name) in pairs {
            guard AnkiMediaReferences.isFileName(name) else {
                throw AnkiPackageError("its media list names the file '\(name.debugDescription.dropFirst().dropLast())', which would be written outside the media folder; no Anki package has such a name")
            }
            media[name] = entry
        }
        return media
    }
}
