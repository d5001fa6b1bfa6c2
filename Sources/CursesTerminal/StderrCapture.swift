#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends file descriptor 2 to an unlinked temporary file while the screen is up,
/// and replays what was written there once the screen is gone, so nothing
/// printed by the runtime or a library lands on top of the interface.
struct StderrCapture {
    let savedFD: Int32
    let captureFD: Int32

    /// Nil when the redirect cannot be set up; stderr is then left alone.
    static func begin() -> StderrCapture? {
        var template = Array("/tmp/msal-triage-stderr-XXXXXX".utf8CString)
        let capture = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard capture >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(capture, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            close(capture)
            return nil
        }
        return StderrCapture(savedFD: saved, captureFD: capture)
    }

    /// Restores fd 2 and writes what was captured to it.
    func end() {
        _ = dup2(savedFD, STDERR_FILENO)
        close(savedFD)
        if lseek(captureFD, 0, SEEK_SET) == 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(captureFD, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                _ = buffer.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, count) }
            }
        }
        close(captureFD)
    }
}
