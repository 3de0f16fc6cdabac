/// A vCard 4.0 (RFC 6350) as a presenter prepares it: which properties, in which order, with
/// display-ready values and the value type each one has.
/// Writing it out (`BEGIN`/`VERSION`/`END`, backslash escaping of text, line folding, CRLF) is the
/// vCard view's job, just as HTML escaping is the HTML view's; see `VCardWriter` in HTMLView.
public struct VCard: Sendable, Hashable {
    public struct Parameter: Sendable, Hashable {
        public let name: String
        public let value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public enum Value: Sendable, Hashable {
        /// One text (`FN`, `TITLE`, `NOTE`, `EMAIL`).
        case text(String)
        /// Structured text: components separated by `;`, each a list of texts separated by `,` (`N`, `ADR`, `ORG`).
        case components([[String]])
        /// A list of texts separated by `,` (`CATEGORIES`).
        case list([String])
        /// A URI, written as is (`URL`, `TEL;VALUE=uri`).
        case uri(String)
        /// A date or partial date in RFC 6350 form (`18151210`, `--1210`).
        case date(String)
    }

    public struct Property: Sendable, Hashable {
        public let name: String
        public let parameters: [Parameter]
        public let value: Value

        public init(_ name: String, _ value: Value) {
            self.init(name, [], value)
        }

        public init(_ name: String, _ parameters: [Parameter], _ value: Value) {
            self.name = name
            self.parameters = parameters
            self.value = value
        }
    }

    public let properties: [Property]
}
