import MSALErrorModel
import MSALErrorText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of an opened or followed file around one line, read again from the file when
/// they are asked for (the `r` view), so the console never holds the file's text: the file is
/// read from its start through the one reading layer (gzip, UTF-16 and lone CRs as `--open`
/// read them, so line numbers agree) up to the lines wanted, and closed.
public final class FileLines {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Why lines could not be read, in one line for the status bar.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Up to `radius` lines either side of `line` (1-based), as written: not yet redacted or
    /// made safe (``RawLinesView`` does that). A line too long to hold comes back as a note saying so.
    public func window(around line: Int, radius: Int) throws(Failure) -> (first: Int, lines: [String]) {
        let first = max(1, line - radius)
        let last = line + radius
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw Failure(description: "'\(VisibleText.make(path))' cannot be read again (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var chunks = LineChunkReader(FileDescriptorSource(descriptor: descriptor, name: path))
        var lines: [String] = []
        var next = 1
        do {
            reading: while let item = try chunks.next() {
                switch item {
                case .overlongLine(let overlong):
                    if overlong.line >= first && overlong.line <= last {
                        lines.append("… (a line of \(overlong.bytes) bytes, too long to show)")
                    }
                    next = overlong.line + 1
                case .lines(let chunk):
                    next = chunk.firstLine
                    let bytes = chunk.bytes
                    var start = 0
                    while start < bytes.count {
                        let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
                        if next >= first {
                            var stop = end
                            if stop > start, bytes[stop - 1] == 13 { stop -= 1 }
                            lines.append(String(decoding: bytes[start..<stop], as: UTF8.self))
                        }
                        next += 1
                        if next > last { break reading }
                        start = end + 1
                    }
                }
                if next > last { break }
            }
        } catch {
            throw Failure(description: "'\(VisibleText.make(path))' cannot be read again (\(VisibleText.make("\(error)")))")
        }
        return (first, lines)
    }
}
