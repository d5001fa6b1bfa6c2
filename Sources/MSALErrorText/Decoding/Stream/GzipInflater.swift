import CZlib

/// Decompresses a gzip (or zlib) stream as it is read, one member after another
/// (`cat a.gz b.gz` is one gzip stream of two members). A class: it owns zlib's state.
final class GzipInflater {
    private var stream = z_stream()
    private var input: [UInt8]
    private var inputEnd = 0
    private var ended = false
    private var initialized = false

    /// `head`: bytes already read from the source (its first bytes, sniffed).
    init(head: [UInt8]) throws(GzipFailure) {
        input = head + [UInt8](repeating: 0, count: max(0, 64 * 1024 - head.count))
        inputEnd = head.count
        guard czlib_inflate_init(&stream) == Z_OK else { throw GzipFailure(reason: "zlib could not start") }
        initialized = true
        stream.avail_in = UInt32(inputEnd)
    }

    deinit { if initialized { inflateEnd(&stream) } }

    /// Fills the front of `buffer` with decompressed bytes, reading `source` as needed;
    /// 0 at the end of the last member.
    func read<Source: ByteSource>(from source: inout Source, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0, !ended else { return 0 }
        while true {
            if stream.avail_in == 0 {
                let count = try input.withUnsafeMutableBytes { try source.read(into: $0) }
                inputEnd = count
                stream.avail_in = UInt32(count)
                if count == 0 {
                    ended = true
                    // A stream that ends inside a member was cut short.
                    if stream.total_in > 0 && !atMemberEnd {
                        throw GzipFailure(reason: "the gzip data ends early (the file was cut short)")
                    }
                    return 0
                }
                atMemberEnd = false
            }
            let consumed = inputEnd - Int(stream.avail_in)
            let (status, produced) = input.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress! + consumed
                stream.next_out = base.assumingMemoryBound(to: UInt8.self)
                stream.avail_out = UInt32(min(buffer.count, Int(UInt32.max)))
                let status = inflate(&stream, Z_NO_FLUSH)
                return (status, buffer.count - Int(stream.avail_out))
            }
            switch status {
            case Z_STREAM_END:
                // Another member may follow.
                atMemberEnd = true
                inflateReset(&stream)
            case Z_OK, Z_BUF_ERROR:
                atMemberEnd = false
            default:
                throw GzipFailure(reason: "the gzip data is damaged (zlib: \(Self.message(status)))")
            }
            if produced > 0 { return produced }
        }
    }

    private var atMemberEnd = false

    private static func message(_ status: Int32) -> String {
        switch status {
        case Z_DATA_ERROR: "bad data"
        case Z_MEM_ERROR: "out of memory"
        case Z_NEED_DICT: "a dictionary is needed"
        default: "error \(status)"
        }
    }
}

/// Why a gzip stream could not be read.
struct GzipFailure: Error {
    let reason: String
}
