/// Which characters of a paragraph's source are verbatim text, never card syntax: code spans
/// (`` `std::vector` ``), link destinations (`[site](http://[::1]:8080/)`), autolinks
/// (`<https://example.org/?a==b>`) and bare URLs (`https://example.org/?q==x`). A `::` or
/// `==` inside one of these is part of the text, not a separator or a cloze.
/// Code spans follow CommonMark: a run of N backticks opens a span closed by the next run of
/// exactly N backticks; a backslash does not escape inside a span, but escapes a backtick outside one.
struct VerbatimMask {
    let characters: [Character]
    /// `true` for every character inside a code span (backticks included) or a URL.
    let isVerbatim: [Bool]

    init(_ text: String) {
        let characters = Array(text)
        var verbatim = [Bool](repeating: false, count: characters.count)
        var index = 0
        while index < characters.count {
            if characters[index] == "\\" {   // a backslash escape (`\:`, `\=`) is never syntax
                if index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                    verbatim[index] = true
                    verbatim[index + 1] = true
                }
                index += 2
                continue
            }
            let end: Int?
            switch characters[index] {
            case "`": end = VerbatimMask.codeSpanEnd(in: characters, at: index)
            case "<": end = VerbatimMask.autolinkEnd(in: characters, at: index)
            case "]" where index + 1 < characters.count && characters[index + 1] == "(":
                end = VerbatimMask.destinationEnd(in: characters, at: index + 2)
            case "h", "H": end = VerbatimMask.bareURLEnd(in: characters, at: index)
            default: end = nil
            }
            if let end {
                for covered in index..<end { verbatim[covered] = true }
                index = end
            } else {
                index += characters[index] == "`" ? VerbatimMask.run(in: characters, at: index) : 1
            }
        }
        self.characters = characters
        self.isVerbatim = verbatim
    }

    /// Offsets where `token` starts outside verbatim text.
    func occurrences(of token: String) -> [Int] {
        let pattern = Array(token)
        guard !pattern.isEmpty, characters.count >= pattern.count else { return [] }
        return (0...(characters.count - pattern.count)).filter { start in
            (0..<pattern.count).allSatisfy { characters[start + $0] == pattern[$0] && !isVerbatim[start + $0] }
        }
    }

    /// The end (exclusive) of the code span opened at `index`, or `nil` when it is never closed.
    private static func codeSpanEnd(in characters: [Character], at index: Int) -> Int? {
        let open = run(in: characters, at: index)
        var search = index + open
        while search < characters.count {
            if characters[search] == "`" {
                let close = run(in: characters, at: search)
                if close == open { return search + close }
                search += close
            } else {
                search += 1
            }
        }
        return nil
    }

    /// `<scheme:…>` with no space or `<` inside (CommonMark's URI autolink), or `<a@b.c>`.
    private static func autolinkEnd(in characters: [Character], at index: Int) -> Int? {
        var cursor = index + 1
        var sawColonOrAt = false
        while cursor < characters.count {
            let character = characters[cursor]
            if character == ">" { return sawColonOrAt ? cursor + 1 : nil }
            if character == "<" || character.isWhitespace { return nil }
            if character == ":" || character == "@" { sawColonOrAt = true }
            cursor += 1
        }
        return nil
    }

    /// The end of a link destination starting at `index` (just after `](`): up to the `)` that
    /// balances, or the `>` of a `<…>` destination. The title after a space is not verbatim.
    private static func destinationEnd(in characters: [Character], at index: Int) -> Int? {
        var cursor = index
        if cursor < characters.count, characters[cursor] == "<" {
            while cursor < characters.count, characters[cursor] != ">", characters[cursor] != "\n" { cursor += 1 }
            return cursor < characters.count && characters[cursor] == ">" ? cursor + 1 : nil
        }
        var depth = 0
        while cursor < characters.count {
            let character = characters[cursor]
            if character.isWhitespace { return cursor }
            if character == "\\" { cursor += 2; continue }
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { return cursor }
                depth -= 1
            }
            cursor += 1
        }
        return min(cursor, characters.count)
    }

    /// A bare `http://` or `https://` URL: up to the next white space.
    private static func bareURLEnd(in characters: [Character], at index: Int) -> Int? {
        let prefixes: [[Character]] = [Array("http://"), Array("https://")]
        guard prefixes.contains(where: { prefix in
            index + prefix.count <= characters.count
                && zip(characters[index..<(index + prefix.count)], prefix).allSatisfy { $0.lowercased() == String($1) }
        }) else { return nil }
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
        var cursor = index
        while cursor < characters.count, !characters[cursor].isWhitespace { cursor += 1 }
        return cursor
    }

    private static func run(in characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end - index
    }
}
