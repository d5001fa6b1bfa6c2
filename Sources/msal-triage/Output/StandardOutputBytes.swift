import Glibc

/// Writes bytes to stdout as they are, without first copying them into `Data` (which cost
/// `simulate --json` a copy of its ~290 MB per million events, on the thread that waits).
/// Every command's output goes through here: `print` loses output on a full disk without a
/// word, and `FileHandle.write` ends the process with a trap and a stack trace.
enum StandardOutputBytes {
    /// Writes all of `bytes`, retrying after interrupted or partial writes. A closed pipe
    /// ends the process with SIGPIPE, as `FileHandle.write` did (`| head`); any other
    /// failure (a full disk, a closed stdout) is one error line and exit status 74 (EX_IOERR).
    static func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(STDOUT_FILENO, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure.report("cannot write the output: \(reason(errno))", exitCode: 74)
            }
            next += written
            left -= written
        }
    }

    /// Writes `text` (UTF-8) in full, or throws as `write(_:)` does.
    static func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// What went wrong, in the user's words.
    static func reason(_ code: Int32) -> String {
        switch code {
        case EBADF: "standard output is closed; run the command with its output going somewhere"
        case ENOSPC: "no space left on device"
        case EDQUOT: "the disk quota is used up"
        case EFBIG: "the file is larger than its limit allows (ulimit -f)"
        case EIO: "input/output error"
        default: String(cString: strerror(code))
        }
    }

    /// Started with stdout, stdin or stderr closed (`>&-`), the first file the program
    /// opened would take that descriptor, and its output would go into that file. Each
    /// closed one is held by `/dev/null`, read-only, so writes to it fail (and are reported).
    static func holdClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
