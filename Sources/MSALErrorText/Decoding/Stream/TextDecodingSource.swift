/// What every reader of logs reads through (``StreamBuffer`` wraps its source in it):
/// the bytes of a log as UTF-8 with `\n` line ends, whatever the file held.
///
/// - A gzip-compressed log (`1F 8B`) is decompressed as it is read (``GzipInflater``).
/// - A UTF-16 log (with a byte-order mark, either byte order, as Windows tools write
///   them; or without one, told by its zero bytes) is transcoded to UTF-8; a UTF-8
///   byte-order mark is dropped. A UTF-32 log is refused by name.
/// - A lone CR (old Mac line ends, some Windows tools) ends a line as LF does; CR LF
///   stays as it is (the decoders read it as one line end).
///
/// UTF-8 input is passed through in place: the only work is finding the CRs.
public struct TextDecodingSource<Base: ByteSource>: ByteSource {
    private var base: Base
    /// How the source is named in an error.
    private let name: String
    private var inflater: GzipInflater?
    private var encodingKnown = false
    /// Bytes read ahead (to tell the encoding), handed out first.
    private var pushback: [UInt8] = []
    /// UTF-16: transcoded bytes not yet handed out, and raw bytes not yet transcoded.
    private var transcoded: [UInt8] = []
    private var transcodedStart = 0
    private var transcoder: UTF16Transcoder?
    private var rawEnded = false
    /// The last byte handed out was held back: a CR whose next byte was not read yet.
    private var heldCarriageReturn = false

    public init(_ base: Base, name: String = "the input") {
        self.base = base
        self.name = name
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let start = buffer.baseAddress, buffer.count > 0 else { return 0 }
        let bytes = start.assumingMemoryBound(to: UInt8.self)
        if buffer.count == 1 && heldCarriageReturn {
            // No room to read the byte after the CR with it: read it alone first.
            var next: UInt8 = 0
            let count = try withUnsafeMutableBytes(of: &next) { try readDecoded(into: $0) }
            heldCarriageReturn = false
            bytes[0] = count == 1 && next == ASCII.newline ? ASCII.carriageReturn : ASCII.newline
            if count == 1 { pushback.insert(next, at: 0) }
            return 1
        }
        while true {
            let offset = heldCarriageReturn ? 1 : 0
            let count = try readDecoded(into: UnsafeMutableRawBufferPointer(rebasing: buffer[offset...]))
            if heldCarriageReturn {
                heldCarriageReturn = false
                guard count > 0 else {
                    bytes[0] = ASCII.newline
                    return 1
                }
                bytes[0] = bytes[1] == ASCII.newline ? ASCII.carriageReturn : ASCII.newline
            }
            var total = offset + count
            guard total > 0 else { return 0 }
            Self.endLinesAtLoneCarriageReturns(bytes, count: total)
            if bytes[total - 1] == ASCII.carriageReturn {
                heldCarriageReturn = true
                total -= 1
            }
            if total > 0 { return total }
        }
    }

    /// Each CR not followed by LF becomes LF (the last byte is left to the caller).
    private static func endLinesAtLoneCarriageReturns(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) {
        var cursor = 0
        let end = count - 1
        while cursor < end {
            let found = TextBytes.firstIndex(of: ASCII.carriageReturn, in: UnsafeBufferPointer(start: bytes, count: end),
                                             from: cursor, to: end)
            guard found < end else { return }
            if bytes[found + 1] != ASCII.newline { bytes[found] = ASCII.newline }
            cursor = found + 1
        }
    }

    /// UTF-8 bytes, decompressed and transcoded, line ends as they were.
    private mutating func readDecoded(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if !encodingKnown { try determineEncoding() }
        if transcoder != nil {
            while transcodedStart == transcoded.count {
                transcoded.removeAll(keepingCapacity: true)
                transcodedStart = 0
                guard try transcodeMore() else { return 0 }
            }
            let count = min(buffer.count, transcoded.count - transcodedStart)
            transcoded.withUnsafeBytes {
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[transcodedStart..<transcodedStart + count]))
            }
            transcodedStart += count
            return count
        }
        return try readRaw(into: buffer)
    }

    /// The source's bytes, decompressed, after those read ahead.
    private mutating func readRaw(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if !pushback.isEmpty {
            let count = min(buffer.count, pushback.count)
            pushback.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            pushback.removeFirst(count)
            return count
        }
        guard let inflater else { return try base.read(into: buffer) }
        do {
            return try inflater.read(from: &base, into: buffer)
        } catch let failure as GzipFailure {
            throw ByteSourceError(source: name, reason: "it is gzip-compressed, but \(failure.reason)")
        }
    }

    /// Reads the first bytes: gzip, a byte-order mark, or UTF-16's zero bytes.
    private mutating func determineEncoding() throws {
        var head = try readAhead(4)
        if head.count >= 2 && head[0] == 0x1F && head[1] == 0x8B {
            do {
                inflater = try GzipInflater(head: pushback)
            } catch {
                throw ByteSourceError(source: name, reason: "it is gzip-compressed, but \(error.reason)")
            }
            pushback = []
            head = try readAhead(4)
        }
        encodingKnown = true
        switch TextEncodingSniff.detect(head) {
        case .utf8(let markLength):
            pushback.removeFirst(markLength)
        case .utf16(let littleEndian, let markLength):
            pushback.removeFirst(markLength)
            transcoder = UTF16Transcoder(littleEndian: littleEndian)
        case .refused(let encoding):
            throw ByteSourceError(source: name, reason: TextEncodingSniff.refusal(encoding))
        case .gzip:
            throw ByteSourceError(source: name, reason: "it is gzip-compressed twice; decompress it first (gunzip)")
        }
    }

    /// Reads until `count` bytes are held ahead or the source ends; returns them (all that
    /// was read stays in `pushback`). Reads are of the usual size, never of `count` bytes: a
    /// terminal's source takes a read that stops short of a line end as its end (Ctrl-D).
    private mutating func readAhead(_ count: Int) throws -> [UInt8] {
        var ahead = pushback
        pushback = []
        var block = [UInt8](repeating: 0, count: 64 * 1024)
        while ahead.count < count {
            let read = try block.withUnsafeMutableBytes { try readRaw(into: $0) }
            if read == 0 { break }
            ahead.append(contentsOf: block[0..<read])
        }
        pushback = ahead
        return Array(ahead.prefix(count))
    }

    /// Reads a block of UTF-16 and appends it to `transcoded` as UTF-8; false at the end.
    private mutating func transcodeMore() throws -> Bool {
        guard !rawEnded, var transcoder else { return false }
        var raw = [UInt8](repeating: 0, count: 64 * 1024)
        let read = try raw.withUnsafeMutableBytes { try readRaw(into: $0) }
        if read == 0 {
            rawEnded = true
            transcoder.finish(to: &transcoded)
        } else {
            transcoder.append(raw[0..<read], to: &transcoded)
        }
        self.transcoder = transcoder
        return !transcoded.isEmpty
    }
}
