#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or standard input read in chunks that end at a line end, in bounded memory.
///
/// This is the minimal chunked reader `summarize` needs, to be unified with the
/// streaming reader of issue #12 (MSALErrorText): a chunk is at most
/// ``chunkBytes`` plus the rest of its last line; a line longer than
/// ``maximumLineBytes`` is cut there (``longLines`` counts them). An error whose
/// text spans a chunk end is read as two texts, as happens at most once per chunk.
public final class ByteChunks {
    public struct Chunk: Sendable {
        /// Whole lines (the last one may lack its newline at the end of input).
        public var bytes: [UInt8]
        /// The 1-based number of the chunk's first line in the input.
        public var firstLine: Int
    }

    public struct OpenFailure: Error, CustomStringConvertible {
        public let description: String
    }

    public static let defaultChunkBytes = 4 << 20
    public static let maximumLineBytes = 16 << 20

    public let name: String
    /// The input's size when it is a regular file (for progress), else nil.
    public let totalBytes: Int?
    public private(set) var bytesRead = 0
    /// Lines longer than ``maximumLineBytes``, cut there.
    public private(set) var longLines = 0

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let chunkBytes: Int
    private var pending: [UInt8] = []
    private var nextLine = 1
    private var atEnd = false

    /// `path` `-` is standard input.
    public init(path: String, chunkBytes: Int = ByteChunks.defaultChunkBytes) throws(OpenFailure) {
        self.chunkBytes = chunkBytes
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
            name = "standard input"
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            ownsDescriptor = true
            name = path
            guard descriptor >= 0 else {
                throw OpenFailure(description: "cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            if ownsDescriptor { close(descriptor) }
            throw OpenFailure(description: "'\(path)' is a directory")
        }
        totalBytes = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
    }

    /// An open descriptor (not closed here) whose first bytes, `prefix`, were already read.
    public init(descriptor: Int32, name: String, prefix: [UInt8], chunkBytes: Int = ByteChunks.defaultChunkBytes) {
        self.chunkBytes = chunkBytes
        self.name = name
        self.descriptor = descriptor
        ownsDescriptor = false
        totalBytes = nil
        pending = prefix
        bytesRead = prefix.count
    }

    /// A chunk over bytes already in memory (tests, text from arguments).
    public init(bytes: [UInt8], name: String, chunkBytes: Int = ByteChunks.defaultChunkBytes) {
        self.chunkBytes = chunkBytes
        self.name = name
        descriptor = -1
        ownsDescriptor = false
        totalBytes = bytes.count
        pending = bytes
        atEnd = true
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next chunk, or nil at the end of input.
    public func next() -> Chunk? {
        while !atEnd && pending.count < chunkBytes {
            fill()
        }
        guard !pending.isEmpty else { return nil }
        var cut = pending.count
        if !atEnd || pending.count > chunkBytes {
            // Up to and including the last newline within the chunk.
            let newline = UInt8(ascii: "\n")
            let limit = min(pending.count, chunkBytes)
            if let last = pending[..<limit].lastIndex(of: newline) {
                cut = last + 1
            } else {
                cut = cutLongLine()
            }
        }
        let bytes = Array(pending[..<cut])
        pending.removeFirst(cut)
        let chunk = Chunk(bytes: bytes, firstLine: nextLine)
        nextLine += Self.newlines(in: bytes)
        return chunk
    }

    /// The chunk holds no newline: read on to the line's end (or ``maximumLineBytes``).
    private func cutLongLine() -> Int {
        let newline = UInt8(ascii: "\n")
        while !atEnd && pending.count < Self.maximumLineBytes && !pending[chunkBytes...].contains(newline) {
            fill()
        }
        if let end = pending.firstIndex(of: newline), end < Self.maximumLineBytes { return end + 1 }
        guard pending.count >= Self.maximumLineBytes else { return pending.count }
        longLines += 1
        return Self.maximumLineBytes
    }

    private func fill() {
        let want = 1 << 20
        let before = pending.count
        var got = 0
        pending.append(contentsOf: repeatElement(0, count: want))
        pending.withUnsafeMutableBytes { buffer in
            repeat {
                got = read(descriptor, buffer.baseAddress! + before, want)
            } while got < 0 && errno == EINTR
        }
        pending.removeLast(want - max(got, 0))
        if got <= 0 {
            atEnd = true
            return
        }
        bytesRead += got
    }

    /// The number of line ends in `bytes` (memchr, not a loop per byte).
    public static func newlines(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { buffer in
            guard var cursor = buffer.baseAddress else { return 0 }
            let end = cursor + buffer.count
            var count = 0
            while cursor < end, let hit = memchr(cursor, 0x0A, end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(hit) + 1
            }
            return count
        }
    }
}
