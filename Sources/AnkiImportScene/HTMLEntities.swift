/// HTML character references (`&amp;`, `&#39;`, `&#x1F600;`) decoded as a browser decodes them in
/// the text of Anki's fields: the numeric ones and the named ones Anki's editor and shared decks
/// write; an unknown name stays as written. Without its `;`, a numeric reference and one of
/// HTML's legacy names (`&nbsp`, `&amp`, the Latin-1 ones) are decoded too, as a browser does.
enum HTMLEntities {
    static let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "ensp": "\u{2002}",
        "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwsp": "\u{200B}", "ndash": "–", "mdash": "—", "hellip": "…",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»", "bull": "•",
        "middot": "·", "copy": "©", "reg": "®", "trade": "™", "deg": "°", "plusmn": "±", "times": "×",
        "divide": "÷", "micro": "µ", "para": "¶", "sect": "§", "euro": "€", "pound": "£", "yen": "¥",
        "cent": "¢", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "rArr": "⇒",
        "lArr": "⇐", "hArr": "⇔", "le": "≤", "ge": "≥", "ne": "≠", "asymp": "≈", "infin": "∞", "minus": "−",
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "lambda": "λ", "mu": "μ",
        "pi": "π", "sigma": "σ", "omega": "ω", "Delta": "Δ", "Sigma": "Σ", "Omega": "Ω", "shy": "\u{00AD}",
        "iexcl": "¡", "iquest": "¿", "frac12": "½", "frac14": "¼", "frac34": "¾", "sup2": "²", "sup3": "³",
    ]

    /// Read by scalars, as a browser reads: a combining mark after a `;` is the text's.
    static func decoded(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains("&") else { return text }
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while let amp = scalars[index...].firstIndex(of: "&") {
            result.append(contentsOf: scalars[index..<amp])
            let rest = scalars[scalars.index(after: amp)...]
            if let semicolon = rest.prefix(32).firstIndex(of: ";"), let character = character(Substring(rest[rest.startIndex..<semicolon])) {
                result.append(contentsOf: character.unicodeScalars)
                index = scalars.index(after: semicolon)
            } else if let (character, length) = unterminated(rest) {
                result.append(contentsOf: character.unicodeScalars)
                index = scalars.index(amp, offsetBy: 1 + length)
            } else {
                result.append("&")
                index = scalars.index(after: amp)
            }
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }

    /// Names a browser reads without their `;` (HTML's legacy ones among `named`), longest first.
    private static let legacy: [Substring] = [
        "amp", "lt", "gt", "quot", "nbsp", "copy", "reg", "deg", "plusmn", "times", "divide", "micro", "para",
        "sect", "pound", "yen", "cent", "laquo", "raquo", "middot", "shy", "iexcl", "iquest", "frac12",
        "frac14", "frac34", "sup2", "sup3",
    ].sorted { $0.count > $1.count }

    /// A reference without its `;` at the start of `rest` (after the `&`): its character and
    /// length in scalars.
    private static func unterminated(_ rest: Substring.UnicodeScalarView) -> (String, Int)? {
        if rest.first == "#" {
            let hex = rest.dropFirst().first.map { $0 == "x" || $0 == "X" } ?? false
            let digits = rest.dropFirst(hex ? 2 : 1).prefix(8).prefix { hex ? $0.properties.isASCIIHexDigit : ("0"..."9").contains($0) }
            guard !digits.isEmpty, let character = character(Substring(rest.prefix((hex ? 2 : 1) + digits.count))) else { return nil }
            return (character, (hex ? 2 : 1) + digits.count)
        }
        guard let name = legacy.first(where: { rest.starts(with: $0.unicodeScalars) }), let character = named[name] else { return nil }
        return (character, name.unicodeScalars.count)
    }

    private static func character(_ name: Substring) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return value == nil ? nil : "\u{FFFD}" }
            return String(Character(scalar))
        }
        return named[name]
    }
}
