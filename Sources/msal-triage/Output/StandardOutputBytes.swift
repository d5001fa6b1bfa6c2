import Glibc

/// Writes bytes to stdout as they are, without first copying them into `Data` (which cost
/// `simulate --json` a copy of its ~290 MB per million events, on the thread that waits).
enum StandardOutputBytes {
    /// Writes all of `bytes`, retrying after interrupted or partial writes. A closed pipe
    /// ends the process with SIGPIPE, as `FileHandle.write` did; any other failure (a full
    /// disk) is one error line and exit status 74 (EX_IOERR).
    static func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(STDOUT_FILENO, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure.report("cannot write the output: \(String(cString: strerror(errno)))", exitCode: 74)
            }
            next += written
            left -= written
        }
    }
}
