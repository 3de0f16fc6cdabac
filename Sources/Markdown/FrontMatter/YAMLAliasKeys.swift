// libyaml's C API, the parser under Yams: a module of the Yams package, not one of its products
// (Yams imports it internally too), so imported internally and pinned with Yams in
// Package.resolved.
internal import CYaml

/// Mapping keys that YAML aliases make huge, found before Yams composes the text.
///
/// Yams checks a mapping's keys for repeats by hashing each whole key node, aliases expanded. A
/// key made of aliases of aliases (`? *l9` where each `l` lists ten of the one before: "billion
/// laughs") is small to write and billions of values to hash, ten times more each level. Such
/// a key is never plain text, which is all a front matter key may be, so it is refused before
/// Yams reads it. The keys of one front matter also share one budget, so that
/// thousands of keys each just under the limit (`*k : 1` lines after an anchor of 9,999
/// values) cannot add up to the same cost. Read from libyaml's events (the parser Yams itself
/// uses), in one pass: each anchor's size is known when its node ends, and an alias counts as
/// that size.
enum YAMLAliasKeys {
    /// A mapping key whose node, its aliases expanded, holds more than `limit` values.
    struct Oversized: Error, Equatable {
        /// Where the key starts, from 1.
        let line: Int
        let column: Int
    }

    /// The most values a mapping key may hold once its aliases are expanded; also the most that
    /// all the keys of a front matter may hold beyond one value each.
    static let limit = 10_000

    /// The first mapping key of `yaml` that holds more than `limit` values once its aliases are
    /// expanded, if any. YAML that libyaml cannot parse has none here: Yams reports it.
    static func firstOversizedKey(in yaml: String, limit: Int = limit) -> Oversized? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(yaml.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Oversized? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var walk = Walk(limit: limit)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let oversized = walk.take(event) { return oversized }
            }
        }
    }

    /// The collections open at an event, and each anchor's size.
    private struct Walk {
        struct Collection {
            let isMapping: Bool
            let anchor: String?
            let mark: yaml_mark_t
            var size = 1
            /// In a mapping: whether the next node is a key.
            var nextIsKey = true
        }

        let limit: Int
        /// What the keys read so far may still hold beyond one value each.
        lazy var budget = limit
        var open: [Collection] = []
        var anchorSizes: [String: Int] = [:]

        mutating func take(_ event: yaml_event_t) -> Oversized? {
            switch event.type {
            case YAML_SCALAR_EVENT:
                return ended(size: 1, anchor: Self.name(event.data.scalar.anchor), mark: event.start_mark)
            case YAML_ALIAS_EVENT:
                let size = Self.name(event.data.alias.anchor).flatMap { anchorSizes[$0] } ?? 1
                return ended(size: size, anchor: nil, mark: event.start_mark)
            case YAML_SEQUENCE_START_EVENT:
                open.append(Collection(isMapping: false, anchor: Self.name(event.data.sequence_start.anchor), mark: event.start_mark))
            case YAML_MAPPING_START_EVENT:
                open.append(Collection(isMapping: true, anchor: Self.name(event.data.mapping_start.anchor), mark: event.start_mark))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let collection = open.popLast() else { return nil }
                return ended(size: collection.size, anchor: collection.anchor, mark: collection.mark)
            default:
                break
            }
            return nil
        }

        /// A node of `size` values has ended: its anchor's size is known, its collection grows,
        /// and a key of a mapping is checked.
        private mutating func ended(size: Int, anchor: String?, mark: yaml_mark_t) -> Oversized? {
            if let anchor { anchorSizes[anchor] = size }
            guard !open.isEmpty else { return nil }
            let index = open.count - 1
            open[index].size = open[index].size.addingReportingOverflow(size).overflow ? Int.max : open[index].size + size
            guard open[index].isMapping else { return nil }
            defer { open[index].nextIsKey.toggle() }
            guard open[index].nextIsKey, size > 1 else { return nil }
            budget = size - 1 > budget ? -1 : budget - (size - 1)
            guard size > limit || budget < 0 else { return nil }
            return Oversized(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
    }
}
