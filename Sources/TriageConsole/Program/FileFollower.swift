#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MSALErrorModel
import MSALErrorText

/// Follows a growing file like `tail -F`: each ``poll()`` returns the complete
/// lines appended since the last one. Polled (the console calls it on its tick),
/// so it needs no thread. It survives rotation, told by identity and content as
/// `tail -F` does: the path now names another file (another inode: finish the old
/// one, then read the new one from its start), the size went down, or the first
/// bytes changed (copytruncate: the file was emptied and written again, perhaps to
/// the same size or more, between two polls): read again from the start.
/// A named pipe (FIFO) is read as it comes, never blocking: not in `open()`
/// waiting for a writer, nor in a read waiting for data.
public final class FileFollower {
    public let path: String
    private var descriptor: Int32
    private var identity: (device: UInt64, inode: UInt64)
    private var offset: Int64 = 0
    private var partialLine: [UInt8] = []
    /// True for a FIFO or other stream: read with `read`, no offsets, no rotation.
    private let isStream: Bool
    /// The file's first bytes as last read (up to ``fingerprintBytes``).
    private var fingerprint: [UInt8] = []

    /// How many of the first bytes tell a rewritten file from the one read so far.
    public static let fingerprintBytes = 256

    /// Bytes read per ``poll()`` at most, so one tick never stalls on a huge file.
    public static let maximumBytesPerPoll = 4 * 1024 * 1024
    /// A line longer than this is skipped whole, never cut, and reported (``takeOverlongLines()``).
    public static let maximumLineBytes = StreamLimits.standard.maximumLineBytes
    /// Lines handed over so far (an overlong line counts: it comes as an empty line).
    private var linesRead = 0
    /// Where in the lines the last ``poll()`` returned the file started over (rotated,
    /// truncated or rewritten): the lines from there on are the new file's, from its line 1.
    /// Nil when it did not.
    public private(set) var startedOverAt: Int?
    /// Past the limit: the rest of this line is dropped up to its end; how long it is so far.
    private var overlongLength: Int?
    private var overlong: [OverlongLine] = []
    /// How the file's text is read, told by its first bytes (``TextEncodingSniff``): nil until they are read.
    private var sniffed: TextEncodingSniff.Detected?
    private var transcoder: UTF16Transcoder?
    /// A CR ended the last bytes read: whether it ends a line alone or with an LF is told by the next byte.
    private var carriageReturnPending = false
    /// A pending CR was taken as a line end at the end of a poll: an LF that comes next belongs to it.
    private var skipLeadingNewline = false

    /// Opens `path`; with `startAtEnd` only lines appended from now on are returned.
    public init(path: String, startAtEnd: Bool = false) throws(FileFollowerError) {
        self.path = path
        (descriptor, identity, isStream) = try Self.open(path)
        if !isStream {
            // A file that will not be read is refused at once, by name (gzip, UTF-32).
            var head = [UInt8](repeating: 0, count: TextEncodingSniff.headBytes)
            let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
            switch TextEncodingSniff.detect(head.prefix(max(0, count))) {
            case .gzip:
                close(descriptor)
                throw FileFollowerError(path: path, reason: "cannot follow '\(VisibleText.make(path))': it is gzip-compressed; "
                    + "open it with --open, or follow the log before it is compressed")
            case .refused(let encoding):
                close(descriptor)
                throw FileFollowerError(path: path, reason: "cannot follow '\(VisibleText.make(path))': "
                    + TextEncodingSniff.refusal(encoding))
            default:
                break
            }
        }
        if startAtEnd && !isStream {
            offset = Int64(lseek(descriptor, 0, SEEK_END))
            if offset < 0 { offset = 0 }
        }
    }

    deinit { close(descriptor) }

    /// The complete lines (without their line ends) appended since the last poll.
    public func poll() throws(FileFollowerError) -> [String] {
        var lines: [String] = []
        startedOverAt = nil
        if isStream {
            readStream(into: &lines)
        } else {
            readFile(into: &lines)
        }
        if case .gzip? = sniffed {
            throw FileFollowerError(path: path, reason: "cannot follow '\(VisibleText.make(path))': it is gzip-compressed; "
                + "open it with --open, or follow the log before it is compressed")
        }
        if case .refused(let encoding)? = sniffed {
            throw FileFollowerError(path: path, reason: "cannot follow '\(VisibleText.make(path))': "
                + TextEncodingSniff.refusal(encoding))
        }
        endPendingLine(into: &lines)
        return lines
    }

    /// A regular file: the lines appended since the last poll, across rotation and truncation.
    private func readFile(into lines: inout [String]) {
        var status = stat()
        if stat(path, &status) == 0,
           (UInt64(status.st_dev), UInt64(status.st_ino)) != identity {
            // Rotated: drain what the old file still holds, then switch.
            readAvailable(into: &lines)
            endPendingLine(into: &lines)
            flushPartialLine(into: &lines)
            if let (newDescriptor, newIdentity, _) = try? Self.open(path) {
                close(descriptor)
                descriptor = newDescriptor
                identity = newIdentity
                startOver()
                startedOverAt = lines.count
            }
        } else {
            var current = stat()
            if fstat(descriptor, &current) == 0, Int64(current.st_size) < offset || !startIsUnchanged() {
                // Truncated, or emptied and written again (copytruncate): start over.
                startOver()
                startedOverAt = 0
            }
        }
        readAvailable(into: &lines)
    }

    /// At the end of a poll, a CR that ended the bytes read ends its line (a log whose
    /// lines end in a lone CR shows its last line now, not when the next one comes).
    private func endPendingLine(into lines: inout [String]) {
        guard carriageReturnPending else { return }
        carriageReturnPending = false
        skipLeadingNewline = true
        emit(into: &lines)
    }

    private func startOver() {
        sniffed = nil
        transcoder = nil
        carriageReturnPending = false
        skipLeadingNewline = false
        offset = 0
        linesRead = 0
        partialLine.removeAll()
        overlongLength = nil
        fingerprint.removeAll()
    }

    /// True when the first bytes read so far are still the file's first bytes.
    private func startIsUnchanged() -> Bool {
        guard !fingerprint.isEmpty else { return true }
        var current = [UInt8](repeating: 0, count: fingerprint.count)
        let count = current.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count == fingerprint.count && current == fingerprint
    }

    /// Records the first bytes of the file as they are read.
    private func noteFingerprint(_ chunk: ArraySlice<UInt8>, at chunkOffset: Int64) {
        guard chunkOffset == Int64(fingerprint.count), fingerprint.count < Self.fingerprintBytes else { return }
        fingerprint.append(contentsOf: chunk.prefix(Self.fingerprintBytes - fingerprint.count))
    }

    /// A FIFO: whatever its writer has sent (the descriptor does not block).
    private func readStream(into lines: inout [String]) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var total = 0
        while total < Self.maximumBytesPerPoll {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            total += count
            split(buffer[0..<count], into: &lines)
        }
    }

    private func readAvailable(into lines: inout [String]) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var total = 0
        while total < Self.maximumBytesPerPoll {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            guard count > 0 else { break }
            noteFingerprint(buffer[0..<count], at: offset)
            offset += Int64(count)
            total += count
            split(buffer[0..<count], into: &lines)
        }
    }

    /// The lines longer than ``maximumLineBytes`` met since the last call: each was handed
    /// over as an empty line (so line numbers stay right) and its text skipped.
    public func takeOverlongLines() -> [OverlongLine] {
        defer { overlong.removeAll() }
        return overlong
    }

    /// The text of `raw` (the file's next bytes) as UTF-8 with LF line ends: its first bytes
    /// tell gzip (refused), UTF-16 (transcoded) or a UTF-8 byte-order mark (dropped); a lone
    /// CR ends a line as LF does.
    private func text(of raw: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var chunk = raw
        if sniffed == nil {
            let detected = TextEncodingSniff.detect(chunk)
            sniffed = detected
            switch detected {
            case .utf8(let markLength):
                chunk = chunk.dropFirst(markLength)
            case .utf16(let littleEndian, let markLength):
                chunk = chunk.dropFirst(markLength)
                transcoder = UTF16Transcoder(littleEndian: littleEndian)
            case .gzip, .refused:
                return []
            }
        }
        switch sniffed {
        case .gzip?, .refused?: return []
        default: break
        }
        if var transcoder {
            var out: [UInt8] = []
            transcoder.append(chunk, to: &out)
            self.transcoder = transcoder
            chunk = out[...]
        }
        if skipLeadingNewline, let first = chunk.first {
            skipLeadingNewline = false
            if first == 0x0A { chunk = chunk.dropFirst() }
        }
        guard carriageReturnPending || chunk.contains(0x0D) else { return chunk }
        var out: [UInt8] = []
        out.reserveCapacity(chunk.count + 1)
        if carriageReturnPending {
            carriageReturnPending = false
            out.append(chunk.first == 0x0A ? 0x0D : 0x0A)
        }
        for index in chunk.indices {
            let byte = chunk[index]
            guard byte == 0x0D else {
                out.append(byte)
                continue
            }
            if index + 1 < chunk.endIndex {
                out.append(chunk[index + 1] == 0x0A ? 0x0D : 0x0A)
            } else {
                carriageReturnPending = true
            }
        }
        return out[...]
    }

    private func split(_ raw: ArraySlice<UInt8>, into lines: inout [String]) {
        let chunk = text(of: raw)
        var lineStart = chunk.startIndex
        for index in chunk.indices where chunk[index] == 0x0A {
            append(chunk[lineStart..<index])
            emit(into: &lines)
            lineStart = index + 1
        }
        append(chunk[lineStart..<chunk.endIndex])
    }

    /// Adds to the line being read, or only counts once it is longer than a line may be.
    private func append(_ bytes: ArraySlice<UInt8>) {
        if let length = overlongLength {
            overlongLength = length + bytes.count
        } else if partialLine.count + bytes.count > Self.maximumLineBytes {
            overlongLength = partialLine.count + bytes.count
            partialLine.removeAll()
        } else {
            partialLine.append(contentsOf: bytes)
        }
    }

    private func emit(into lines: inout [String]) {
        linesRead += 1
        if let length = overlongLength {
            overlong.append(OverlongLine(line: linesRead, bytes: length))
            overlongLength = nil
            lines.append("")
            return
        }
        if partialLine.last == 0x0D { partialLine.removeLast() }
        lines.append(String(decoding: partialLine, as: UTF8.self))
        partialLine.removeAll(keepingCapacity: true)
    }

    private func flushPartialLine(into lines: inout [String]) {
        if !partialLine.isEmpty || overlongLength != nil { emit(into: &lines) }
    }

    /// Opens without blocking (a FIFO without a writer would wait in `open()`); a FIFO's
    /// descriptor stays non-blocking so that a poll never waits for data.
    private static func open(_ path: String) throws(FileFollowerError) -> (Int32, (UInt64, UInt64), Bool) {
        let opened: InputFile.Opened
        do {
            opened = try InputFile.open(path, accepts: .streams, fix: "give the path of a readable log file")
        } catch {
            throw FileFollowerError(path: path, reason: error.message)
        }
        let descriptor = opened.descriptor
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = InputFile.reason(errno)
            close(descriptor)
            throw FileFollowerError(path: path, reason: reason)
        }
        if !opened.isRegularFile {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        return (descriptor, (UInt64(status.st_dev), UInt64(status.st_ino)), !opened.isRegularFile)
    }
}

/// A file that cannot be followed, with the system's reason.
public struct FileFollowerError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    /// The reason alone when it already names the file (as ``InputFile`` messages do).
    public var description: String {
        reason.contains("'") ? reason : "cannot follow '\(VisibleText.make(path))': \(reason)"
    }
}
