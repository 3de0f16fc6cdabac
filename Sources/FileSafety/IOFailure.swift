import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file-system call as one line a user can act on: what could not be done, to which
/// file, the system's reason, and what to do about it.
///
/// `cannot create 'Public/…/x.html': File name too long (shorten the name of the file or folder)`
public struct IOFailure: Error, Equatable, CustomStringConvertible, Sendable {
    /// The `errno` value, or 0 when the failure did not come from a system call.
    public let code: Int32
    public let description: String

    /// `what` is the action, such as "cannot read"; `path` the file as the user would name it.
    public init(_ code: Int32, _ what: String, _ path: String) {
        self.code = code
        var line = "\(what) '\(Printable.escaped(path))': \(String(cString: strerror(code)))"
        if let advice = IOFailure.advice[code] { line += " (\(advice))" }
        description = line
    }

    /// Describes any error thrown while reading or writing `path`: an `IOFailure` as it is, a
    /// Foundation file error by its POSIX reason, anything else by its description, always on one line.
    public static func describing(_ error: any Error, _ what: String, _ path: String) -> IOFailure {
        if let failure = error as? IOFailure { return failure }
        if let code = posixCode(of: error) { return IOFailure(code, what, path) }
        return IOFailure(message: "\(what) '\(Printable.escaped(path))': \(Printable.escaped(String(describing: error)))")
    }

    public init(message: String) {
        code = 0
        description = message
    }

    /// The POSIX error code behind a Foundation error, if there is one.
    public static func posixCode(of error: any Error) -> Int32? {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        guard error.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        case .fileReadTooLarge: return EFBIG
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: return ENAMETOOLONG
        default: return nil
        }
    }

    private static let advice: [Int32: String] = [
        ENAMETOOLONG: "shorten the name of the file or folder",
        EACCES: "check the permissions of the file and its folders",
        EPERM: "check the permissions of the file and its folders",
        ENOSPC: "free some disk space and build again",
        EDQUOT: "free some space within your disk quota and build again",
        EROFS: "the file system is read-only: choose a folder you can write to",
        EMFILE: "too many open files: raise the limit (ulimit -n) and build again",
        ENOENT: "the file or a folder on its path does not exist",
        ELOOP: "a symbolic link on its path points back at itself",
        ENOTDIR: "a part of the path is a file, not a folder",
        EISDIR: "it is a folder, not a file",
        EIO: "the disk reported an error: check it and build again",
    ]
}
