import Foundation

/// A JSON document as it was written, for reading a file record by record and saying which
/// record is wrong. Every number is a double, as in the browser that writes these files.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let array = try? value.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try value.decode([String: JSONValue].self))
        }
    }

    static func parse(_ data: Data) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: data)
    }

    var object: [String: JSONValue]? {
        if case .object(let fields) = self { fields } else { nil }
    }

    /// An object of fields, none named `__proto__`, as the browser takes a record
    /// (`progress.js`, isRecord: copied there, such a field would set a prototype).
    var record: [String: JSONValue]? {
        object.flatMap { $0["__proto__"] == nil ? $0 : nil }
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    var number: Double? {
        if case .number(let number) = self { number } else { nil }
    }

    /// A whole number a double holds exactly (as JavaScript's Number.isSafeInteger).
    var integer: Int64? {
        guard let number, number.rounded() == number, abs(number) <= 9_007_199_254_740_991 else { return nil }
        return Int64(number)
    }

    /// Milliseconds since 1970, whole, from 1970 to the last time JavaScript's Date holds
    /// (8.64e15 ms, in the year 275760), as the browser checks a time (`progress.js`, isTime).
    var time: Int64? {
        integer.flatMap { (0...8_640_000_000_000_000).contains($0) ? $0 : nil }
    }

    var isNull: Bool { self == .null }
}
