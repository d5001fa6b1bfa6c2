#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a file the user named (a scenario, a log to open or follow) so that every way
/// it can be unusable gives one plain reason and a fix instead of a system error
/// domain, and so that a FIFO never blocks in `open()` waiting for a writer.
public enum InputFile {
    /// What kinds of file a caller takes besides regular files.
    public struct Accepts: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Named pipes and character devices: read until their writer ends.
        public static let streams = Accepts(rawValue: 1)
    }

    /// An open descriptor (blocking reads, close it when done) and the file's size
    /// (0 for a stream).
    public struct Opened: Sendable {
        public let descriptor: Int32
        public let size: Int
        public let isRegularFile: Bool
    }

    /// Opens `path` for reading. `maximumBytes` refuses a larger regular file before any
    /// of it is read. `fix` ends each message (e.g. "give the path of a log file").
    public static func open(_ path: String, accepts: Accepts = [], maximumBytes: Int? = nil,
                            fix: String) throws(InputFileError) -> Opened {
        let shown = VisibleText.make(path)
        // O_NONBLOCK: opening a FIFO without a writer returns at once instead of waiting.
        #if canImport(Darwin)
        let descriptor = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #else
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #endif
        guard descriptor >= 0 else {
            throw InputFileError(message: "cannot read '\(shown)': \(reason(errno)); \(fix)")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let message = "cannot read '\(shown)': \(reason(errno)); \(fix)"
            close(descriptor)
            throw InputFileError(message: message)
        }
        let type = info.st_mode & S_IFMT
        let failure: String?
        switch type {
        case S_IFREG:
            if let maximumBytes, Int(info.st_size) > maximumBytes {
                failure = "'\(shown)' is \(Int(info.st_size)) bytes, more than the \(maximumBytes) bytes allowed"
            } else {
                failure = nil
            }
        case S_IFDIR:
            failure = "'\(shown)' is a directory, not a file"
        case S_IFIFO, S_IFCHR:
            failure = accepts.contains(.streams) ? nil
                : "'\(shown)' is a \(type == S_IFIFO ? "named pipe (FIFO)" : "device"), not a regular file"
        default:
            failure = "'\(shown)' is not a regular file"
        }
        if let failure {
            close(descriptor)
            throw InputFileError(message: failure + "; " + fix)
        }
        // Reads block again from here on (a FIFO's reader then waits for data, as `cat` does).
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return Opened(descriptor: descriptor, size: type == S_IFREG ? Int(info.st_size) : 0,
                      isRegularFile: type == S_IFREG)
    }

    /// The system's reason in plain words, for the errors a user can fix.
    public static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EIO: return "input/output error"
        default: return VisibleText.make(String(cString: strerror(code)))
        }
    }
}

/// One plain line for the user: the file, the real reason, the fix.
public struct InputFileError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
