/// Which characters of a paragraph's source sit inside a code span, so card syntax inside
/// `` `std::vector` `` is never read as a separator.
///
/// CommonMark's rule: a run of N backticks opens a span closed by the next run of exactly N
/// backticks; a backslash does not escape inside a span, but escapes a backtick outside one.
struct CodeSpanMask {
    let characters: [Character]
    /// `true` for every character inside a code span, backticks included.
    let inCode: [Bool]

    init(_ text: String) {
        let characters = Array(text)
        var inCode = [Bool](repeating: false, count: characters.count)
        var index = 0
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let open = CodeSpanMask.run(in: characters, at: index)
            var search = index + open
            var closed = false
            while search < characters.count {
                if characters[search] == "`" {
                    let close = CodeSpanMask.run(in: characters, at: search)
                    if close == open {
                        for covered in index..<(search + close) { inCode[covered] = true }
                        index = search + close
                        closed = true
                        break
                    }
                    search += close
                } else {
                    search += 1
                }
            }
            if !closed { index += open }
        }
        self.characters = characters
        self.inCode = inCode
    }

    /// Offsets where `token` starts outside code spans.
    func occurrences(of token: String) -> [Int] {
        let pattern = Array(token)
        guard !pattern.isEmpty, characters.count >= pattern.count else { return [] }
        return (0...(characters.count - pattern.count)).filter { start in
            (0..<pattern.count).allSatisfy { characters[start + $0] == pattern[$0] && !inCode[start + $0] }
        }
    }

    private static func run(in characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end - index
    }
}
