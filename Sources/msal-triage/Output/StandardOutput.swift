#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writes bytes to standard output with write(2), straight from the array: no `Data`
/// copy of output that `explain` and `simulate` produce by the hundred megabytes.
enum StandardOutput {
    static func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe (SIGPIPE ends the process first unless ignored) or a full disk: nothing more to write
                }
                offset += written
            }
        }
    }
}
