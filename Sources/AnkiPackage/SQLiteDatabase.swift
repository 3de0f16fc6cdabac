import CSQLite
import Foundation

/// An SQLite database, just enough of it for Anki collections: one in memory to write (run
/// statements, insert rows with bound values, hand the finished database over as the bytes of its
/// file), or a file to read (query rows).
public final class SQLiteDatabase {
    /// A column value to bind.
    public enum Value {
        case integer(Int64)
        case text(String)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private var handle: OpaquePointer?

    public init() throws(Failure) {
        guard sqlite3_open(":memory:", &handle) == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw Failure(description: "cannot open an SQLite database: \(message)")
        }
    }

    /// Opens the SQLite file at `path` to read only. Anki's own collation `unicase` (which a
    /// current collection's name columns use) is defined, so queries that compare those work.
    /// The file comes from anyone: its schema is not trusted (a view or trigger in it may call no
    /// function with side effects) and each page's cells are checked before they are read.
    init(readingFileAt path: String) throws(Failure) {
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            handle = nil
            throw Failure(description: message)
        }
        sqlite3_create_collation_v2(handle, "unicase", SQLITE_UTF8, nil, { _, leftCount, left, rightCount, right in
            let compare = { (bytes: UnsafeRawPointer?, count: Int32) in
                String(decoding: UnsafeRawBufferPointer(start: bytes, count: Int(count)), as: UTF8.self).lowercased()
            }
            let (a, b) = (compare(left, leftCount), compare(right, rightCount))
            return a < b ? -1 : (a == b ? 0 : 1)
        }, nil)
        try execute("PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON")
    }

    /// A row of a query's result.
    struct Row {
        fileprivate let statement: OpaquePointer?

        func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

        /// The column as text; a blob's bytes read as UTF-8 (invalid bytes replaced).
        func text(_ column: Int32) -> String {
            guard let bytes = sqlite3_column_blob(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
        }

        func blob(_ column: Int32) -> [UInt8] {
            guard let bytes = sqlite3_column_blob(statement, column) else { return [] }
            return Array(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))))
        }
    }

    /// Runs `sql` and calls `body` with each row, one at a time; an error `body` throws ends
    /// the query and is rethrown.
    func query(_ sql: String, _ body: (Row) throws -> Void) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: lastError)
        }
        defer { sqlite3_finalize(statement) }
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return }
            guard step == SQLITE_ROW else { throw Failure(description: lastError) }
            try body(Row(statement: statement))
        }
    }

    /// Whether the database has a table named `name`.
    func hasTable(_ name: String) -> Bool {
        var found = false
        let sql = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '\(name)'"
        try? query(sql) { _ in found = true }
        return found
    }

    deinit {
        sqlite3_close(handle)
    }

    /// Runs one or more statements without parameters.
    public func execute(_ sql: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? lastError
            sqlite3_free(error)
            throw Failure(description: "SQLite: \(message)")
        }
    }

    /// Runs `sql` once per row of `rows`, each row's values bound to its `?` parameters in order.
    public func insert(_ sql: String, rows: some Sequence<[Value]>) throws(Failure) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: "SQLite: \(lastError)")
        }
        defer { sqlite3_finalize(statement) }
        // SQLite copies each text before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for row in rows {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
            for (offset, value) in row.enumerated() {
                let index = Int32(offset + 1)
                switch value {
                case .integer(let number): sqlite3_bind_int64(statement, index, number)
                case .text(let text): sqlite3_bind_text(statement, index, text, -1, transient)
                }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else {
                throw Failure(description: "SQLite: \(lastError)")
            }
        }
    }

    /// The database as the bytes of an SQLite file.
    public func serialized() throws(Failure) -> Data {
        var size: sqlite3_int64 = 0
        guard let bytes = sqlite3_serialize(handle, "main", &size, 0) else {
            throw Failure(description: "SQLite: cannot serialize the database")
        }
        defer { sqlite3_free(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }

    private var lastError: String {
        String(cString: sqlite3_errmsg(handle))
    }
}
