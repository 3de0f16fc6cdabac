import CSQLite
import Foundation

/// An SQLite database in memory, just enough of it to write an Anki collection: run statements,
/// insert rows with bound values, and hand the finished database over as the bytes of its file.
final class SQLiteDatabase {
    /// A column value to bind.
    enum Value {
        case integer(Int64)
        case text(String)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var handle: OpaquePointer?

    init() throws(Failure) {
        guard sqlite3_open(":memory:", &handle) == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw Failure(description: "cannot open an SQLite database: \(message)")
        }
    }

    deinit {
        sqlite3_close(handle)
    }

    /// Runs one or more statements without parameters.
    func execute(_ sql: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? lastError
            sqlite3_free(error)
            throw Failure(description: "SQLite: \(message)")
        }
    }

    /// Runs `sql` once per row of `rows`, each row's values bound to its `?` parameters in order.
    func insert(_ sql: String, rows: some Sequence<[Value]>) throws(Failure) {
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
    func serialized() throws(Failure) -> Data {
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
