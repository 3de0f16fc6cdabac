/// One form of an OSR cloze pattern (`OSRClozePattern`), matched as ICU matches the regular
/// expression the plugin makes of it, such as `==(\d+);;(.+?)(?:;;(.+?))?==`: leftmost first,
/// each `(.+?)` (the answer, the hint) as short as lets the rest match, a sequence (`\d+`,
/// `[ash]+`) as long as does, an optional hint taken when it can be; `.` stops at a line
/// terminator (`\n`, `\u{0B}`, `\u{0C}`, `\r`, `\u{85}`, `\u{2028}`, `\u{2029}`), `\d` is any
/// decimal digit (Unicode's `Nd`); over Unicode scalars, as ICU reads code points.
///
/// A backtracking matcher reads a line of `==a;;a;;a…` with no closing `==` again from each
/// `;;` to the line's end, in time quadratic in the line's length. Here, the text is read
/// once from its end: for each piece of the expression and each place, whether the rest of
/// the expression matches from there. Each match is then walked from its start, taking at
/// each choice the first option whose rest matches, which is the one backtracking would have
/// kept. Time and memory are linear in the text (times the pieces, a handful).
/// `OSRTextShortcutsTests` compares it with ICU.
struct ClozeExpression: Sendable {
    /// A piece of the expression.
    enum Piece: Sendable, Equatable {
        case literal([Unicode.Scalar])
        /// `(.+?)`, captured as the answer or the hint.
        case shortest(Capture)
        /// `(\d+)` or `([ash]+)`, captured as the sequence.
        case longest(ScalarClass)
        /// `(?:` … `)?`: the pieces up to its matching `optionalEnd` are tried first, then skipped.
        case optionalStart
        case optionalEnd
    }

    enum Capture: Sendable, Equatable {
        case answer, hint
    }

    enum ScalarClass: Sendable, Equatable {
        /// `\d`: Unicode's decimal digits.
        case decimalDigit
        /// A set written out, such as `[ash]`.
        case oneOf(Set<Unicode.Scalar>)

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            // Below 128 the digits are 0 to 9: Unicode's table is asked only beyond.
            case .decimalDigit: scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.generalCategory == .decimalNumber
            case .oneOf(let scalars): scalars.contains(scalar)
            }
        }

        /// False when no byte of `utf8` can start a scalar of the class (a byte outside ASCII
        /// may start any).
        func mayBeIn(_ utf8: String.UTF8View) -> Bool {
            switch self {
            case .decimalDigit: utf8.contains { (0x30...0x39).contains($0) || $0 >= 0x80 }
            case .oneOf(let scalars): utf8.contains { $0 >= 0x80 ? !scalars.allSatisfy(\.isASCII) : scalars.contains(Unicode.Scalar($0)) }
            }
        }
    }

    /// One match: its range in the text, and what each group captured.
    struct Match: Equatable {
        let range: Range<String.Index>
        var sequence: Range<String.Index>?
        var answer: Range<String.Index>?
        var hint: Range<String.Index>?
    }

    let pieces: [Piece]
    /// For each `optionalStart`, the piece after its `optionalEnd`.
    private let skips: [Int: Int]

    init(_ pieces: [Piece]) {
        self.pieces = pieces
        var skips: [Int: Int] = [:], open: [Int] = []
        for (index, piece) in pieces.enumerated() {
            if piece == .optionalStart { open.append(index) }
            if piece == .optionalEnd, let start = open.popLast() { skips[start] = index + 1 }
        }
        self.skips = skips
    }

    /// True when some match is in `text`.
    func hasMatch(in text: String) -> Bool {
        guard mayMatch(text) else { return false }
        let table = Table(self, text)
        return table.matchesFrom[0].contains(true)
    }

    /// Every match in `text`, from the left, none overlapping (as `NSRegularExpression.matches`).
    func matches(in text: String) -> [Match] {
        guard mayMatch(text) else { return [] }
        let table = Table(self, text)
        var found: [Match] = []
        var start = 0
        while start <= table.count {
            guard table.matchesFrom[0][start], let (match, end) = walk(table, from: start), end > start else {
                start += 1
                continue
            }
            found.append(match)
            start = end
        }
        return found
    }

    /// False when `text` lacks a literal or a sequence's class the expression needs, found by
    /// bytes (a card without a digit has no numbered deletion): most texts are not read further.
    private func mayMatch(_ text: String) -> Bool {
        var optional = 0 // what an optional group holds is not needed
        for piece in pieces {
            switch piece {
            case .literal(let scalars) where optional == 0:
                guard ByteSearch.contains(text, String(String.UnicodeScalarView(scalars))) else { return false }
            case .longest(let scalarClass) where optional == 0:
                guard scalarClass.mayBeIn(text.utf8) else { return false }
            case .optionalStart: optional += 1
            case .optionalEnd: optional -= 1
            default: break
            }
        }
        return true
    }

    /// The match starting at `start` (known to be one), and where it ends.
    private func walk(_ table: Table, from start: Int) -> (Match, end: Int)? {
        var match = Match(range: table.index(start)..<table.index(start))
        var place = start
        var piece = 0
        while piece < pieces.count {
            switch pieces[piece] {
            case .literal(let scalars):
                place += scalars.count
            case .shortest(let capture):
                guard let end = table.firstMatching(piece + 1, after: place) else { return nil }
                let range = table.index(place)..<table.index(end)
                if capture == .answer { match.answer = range } else { match.hint = range }
                place = end
            case .longest:
                guard let end = table.lastMatching(piece + 1, upTo: place + table.run(of: piece, from: place)), end > place else { return nil }
                match.sequence = table.index(place)..<table.index(end)
                place = end
            case .optionalStart:
                if !table.matchesFrom[piece + 1][place] {
                    piece = skips[piece] ?? pieces.count
                    continue
                }
            case .optionalEnd:
                break
            }
            piece += 1
        }
        return (Match(range: table.index(start)..<table.index(place), sequence: match.sequence, answer: match.answer, hint: match.hint), place)
    }

    /// Whether the pieces from each one on match from each place of the text.
    private struct Table {
        let scalars: [Unicode.Scalar]
        let indices: [String.Index]
        /// `matchesFrom[piece][place]`: the pieces from `piece` on match from `place`
        /// (`matchesFrom[pieces.count]` is true everywhere).
        var matchesFrom: [[Bool]]
        /// `next[piece][place]`: the first place at or after `place` where `matchesFrom[piece]`
        /// holds, or `count + 1`; kept only for a piece after a `.shortest` or `.longest` one.
        var next: [Int: [Int]] = [:]
        /// `previous[piece][place]`: the last place at or before `place` where it holds, or -1;
        /// kept only for a piece after a `.longest` one.
        var previous: [Int: [Int]] = [:]
        /// For each place, the first line terminator at or after it (or the text's end).
        let lineEnd: [Int]
        /// For each `.longest` piece and place, how many scalars of its class follow.
        var runs: [Int: [Int]] = [:]

        var count: Int { scalars.count }

        init(_ expression: ClozeExpression, _ text: String) {
            scalars = Array(text.unicodeScalars)
            indices = Array(text.unicodeScalars.indices) + [text.endIndex]
            let count = scalars.count
            var lineEnd = [Int](repeating: count, count: count + 1)
            if count > 0 {
                for place in stride(from: count - 1, through: 0, by: -1) {
                    lineEnd[place] = Self.isLineTerminator(scalars[place]) ? place : lineEnd[place + 1]
                }
            }
            self.lineEnd = lineEnd
            let pieces = expression.pieces
            matchesFrom = [[Bool]](repeating: [], count: pieces.count + 1)
            matchesFrom[pieces.count] = [Bool](repeating: true, count: count + 1)
            index(pieces.count, after: pieces.last)
            for piece in stride(from: pieces.count - 1, through: 0, by: -1) {
                var holds = [Bool](repeating: false, count: count + 1)
                switch pieces[piece] {
                case .literal(let literal):
                    for place in 0...count where place + literal.count <= count && matchesFrom[piece + 1][place + literal.count] {
                        holds[place] = scalars[place..<(place + literal.count)].elementsEqual(literal)
                    }
                case .shortest:
                    // At least one scalar, none a line terminator, then the rest.
                    let next = next[piece + 1]!
                    for place in 0..<count { holds[place] = next[place + 1] <= lineEnd[place] }
                case .longest(let scalarClass):
                    var run = [Int](repeating: 0, count: count + 1)
                    for place in stride(from: count - 1, through: 0, by: -1) where scalarClass.contains(scalars[place]) {
                        run[place] = run[place + 1] + 1
                    }
                    let next = next[piece + 1]!
                    for place in 0..<count where run[place] > 0 { holds[place] = next[place + 1] <= place + run[place] }
                    runs[piece] = run
                case .optionalStart:
                    let skip = expression.skips[piece] ?? pieces.count
                    for place in 0...count { holds[place] = matchesFrom[piece + 1][place] || matchesFrom[skip][place] }
                case .optionalEnd:
                    holds = matchesFrom[piece + 1]
                }
                matchesFrom[piece] = holds
                index(piece, after: piece > 0 ? pieces[piece - 1] : nil)
            }
        }

        /// Fills `next` and `previous` for a piece whose `matchesFrom` is known, if the piece
        /// before it asks them.
        private mutating func index(_ piece: Int, after before: Piece?) {
            let holds = matchesFrom[piece]
            switch before {
            case .shortest, .longest:
                var nextPlaces = [Int](repeating: count + 1, count: holds.count + 1)
                for place in stride(from: holds.count - 1, through: 0, by: -1) {
                    nextPlaces[place] = holds[place] ? place : nextPlaces[place + 1]
                }
                next[piece] = nextPlaces
            default: break
            }
            if case .longest = before {
                var last = -1
                var previousPlaces = [Int](repeating: -1, count: holds.count)
                for place in holds.indices {
                    if holds[place] { last = place }
                    previousPlaces[place] = last
                }
                previous[piece] = previousPlaces
            }
        }

        func index(_ place: Int) -> String.Index { indices[place] }

        /// The first place after `start`, with no line terminator from `start` to it, where the
        /// pieces from `piece` match.
        func firstMatching(_ piece: Int, after start: Int) -> Int? {
            guard start < count, let end = next[piece]?[start + 1], end <= lineEnd[start] else { return nil }
            return end
        }

        /// The last place at or before `upTo` where the pieces from `piece` match.
        func lastMatching(_ piece: Int, upTo place: Int) -> Int? {
            guard let last = previous[piece]?[min(place, count)], last >= 0 else { return nil }
            return last
        }

        /// How many scalars of a `.longest` piece's class follow `place`.
        func run(of piece: Int, from place: Int) -> Int {
            runs[piece]?[place] ?? 0
        }

        /// ICU's line terminators, where `.` stops.
        static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
            (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
        }
    }
}
