#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends one standard stream (fd 1 or 2) to an unlinked temporary file while the screen is up,
/// and replays what was written there once the screen is gone, so nothing printed by the
/// runtime, a library or a stray `print` lands on top of the interface. Curses itself writes
/// through its own duplicate of the terminal descriptor, made before the redirect.
struct StreamCapture {
    let streamFD: Int32
    let savedFD: Int32
    let captureFD: Int32

    /// Nil when the redirect cannot be set up; the stream is then left alone.
    static func begin(_ streamFD: Int32) -> StreamCapture? {
        var template = Array("/tmp/msal-triage-output-XXXXXX".utf8CString)
        let capture = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard capture >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(streamFD)
        guard saved >= 0, dup2(capture, streamFD) >= 0 else {
            if saved >= 0 { close(saved) }
            close(capture)
            return nil
        }
        return StreamCapture(streamFD: streamFD, savedFD: saved, captureFD: capture)
    }

    /// Restores the stream and writes what was captured to it.
    func end() {
        _ = dup2(savedFD, streamFD)
        close(savedFD)
        if lseek(captureFD, 0, SEEK_SET) == 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(captureFD, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                _ = buffer.withUnsafeBytes { write(streamFD, $0.baseAddress, count) }
            }
        }
        close(captureFD)
    }
}
