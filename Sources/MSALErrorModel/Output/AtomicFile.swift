#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the program writes a file (the session export, `messages --output`, a saved
/// handler): into a temporary file created `mkstemp`-style next to the target (a fresh random
/// name, `O_CREAT | O_EXCL | O_NOFOLLOW`, so a link planted in a shared folder is never
/// followed and no file is opened that this call did not create), flushed with `fsync`, then
/// renamed over the target in one step. A failure at any point removes the temporary file:
/// the target is either as it was or whole, never partial.
public enum AtomicFile {
    /// A write that failed: the system's error number and the step.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let code: Int32
        /// The reason in the user's words: "no space left on device", "permission denied"…
        public var reason: String { AtomicFile.reason(code) }
        public var description: String { reason }
    }

    /// Writes the bytes `produce` hands to its sink into `path`. With `replacing` false
    /// an existing file at `path` is left alone and the call fails with `EEXIST`.
    /// `writeFunction` is `write(2)`, replaceable so that a test can fail it (a full disk).
    public static func write(to path: String, mode: mode_t = 0o644, replacing: Bool = true,
                             writeFunction: (Int32, UnsafeRawPointer, Int) -> Int = systemWrite,
                             _ produce: (_ sink: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) -> Void)
        throws(Failure) {
        let (descriptor, temporary) = try createTemporary(near: path, mode: mode)
        var isOpen = true
        do throws(Failure) {
            try withoutActuallyEscaping(writeFunction) { writeFunction throws(Failure) in
                try produce { bytes throws(Failure) in
                    try writeAll(bytes, to: descriptor, using: writeFunction)
                }
            }
            guard fsync(descriptor) == 0 else { throw Failure(code: errno) }
            isOpen = false
            guard close(descriptor) == 0 else { throw Failure(code: errno) }
            if replacing {
                guard rename(temporary, path) == 0 else { throw Failure(code: errno) }
            } else {
                // `link` never replaces what is there; the temporary name then goes.
                guard link(temporary, path) == 0 else { throw Failure(code: errno) }
                unlink(temporary)
            }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// Writes `bytes` to `path` at once (see `write(to:mode:replacing:writeFunction:_:)`).
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true,
                             writeFunction: (Int32, UnsafeRawPointer, Int) -> Int = systemWrite) throws(Failure) {
        try write(to: path, replacing: replacing, writeFunction: writeFunction) { sink throws(Failure) in
            // `withUnsafeBytes` rethrows untyped: the failure is carried out of it by hand.
            var failure: Failure?
            bytes.withUnsafeBytes { buffer in
                do throws(Failure) { try sink(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// `write(2)`.
    public static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// The reason for an error number, in the user's words.
    public static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on device"
        case EFBIG: "the file is larger than its limit allows (ulimit -f)"
        default: InputFile.reason(code)
        }
    }

    /// `.<name>.XXXXXXXX.tmp` in the target's folder, created exclusively: a name that exists
    /// (a file, or a link someone planted) is never opened; another random name is tried.
    private static func createTemporary(near path: String, mode: mode_t) throws(Failure) -> (Int32, String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            let temporary = folder + "." + name.prefix(64) + "." + suffix + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, temporary) }
            guard errno == EEXIST else { throw Failure(code: errno) }
        }
        throw Failure(code: EEXIST)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32,
                                 using writeFunction: (Int32, UnsafeRawPointer, Int) -> Int) throws(Failure) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = writeFunction(descriptor, base + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            // A write of nothing to a regular file means no room is left.
            guard count > 0 else { throw Failure(code: ENOSPC) }
            written += count
        }
    }
}
