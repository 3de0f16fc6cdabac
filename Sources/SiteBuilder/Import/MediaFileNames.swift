import Domain

/// The file name each media file of a package is written under: its own name, unless that name
/// is awkward on some system: control characters (as `_`), a name Windows reserves (`CON.png`
/// becomes `_CON.png`), a leading dot (a hidden file the site would skip), trailing dots or
/// spaces, or more than 200 bytes (cut, with eight hex digits of the whole name's digest before
/// the extension). Two names made alike get the digest too, so every file keeps a name of its own.
struct MediaFileNames {
    private var names: [String: String] = [:]

    init(_ originals: some Sequence<String>) {
        var taken = Set<String>()
        for original in originals.sorted() {
            var name = MediaFileNames.safe(original)
            if taken.contains(name.lowercased()) { name = MediaFileNames.withDigest(name, of: original) }
            taken.insert(name.lowercased())
            names[original] = name
        }
    }

    subscript(original: String) -> String? { names[original] }

    static let longest = 200

    static func safe(_ name: String) -> String {
        var safe = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "_" : scalar
        }))
        let stem = safe.split(separator: ".", maxSplits: 1).first.map { $0.uppercased() } ?? ""
        if reserved.contains(stem) || safe.hasPrefix(".") { safe = "_" + safe }
        while let last = safe.last, last == "." || last == " " { safe.removeLast(); safe += "_" }
        if safe.utf8.count > longest { safe = withDigest(safe, of: name) }
        return safe
    }

    /// `name` cut to fit, with the digest of `original` before its extension.
    private static func withDigest(_ name: String, of original: String) -> String {
        var hash = FNV1a()
        for byte in original.utf8 { hash.add(byte) }
        let digest = String(String(hash.value, radix: 16).suffix(8))
        let dot = name.lastIndex(of: ".").flatMap { name[$0...].utf8.count <= 16 ? $0 : nil }
        let fileExtension = dot.map { String(name[$0...]) } ?? ""
        var stem = dot.map { String(name[..<$0]) } ?? name
        while !stem.isEmpty, stem.utf8.count + digest.count + 1 + fileExtension.utf8.count > longest { stem.removeLast() }
        return stem + "-" + digest + fileExtension
    }

    private static let reserved = Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })
}
