import Foundation

/// Puts one developer advice together from its pieces with a single allocation.
///
/// Most of an advice sentence is fixed per rule (and per platform) and only a quoted
/// code or a number changes. A `+` chain allocates and copies the long fixed parts
/// again at each `+`; this sizes the whole advice once and copies each piece's bytes
/// straight into it.
enum AdviceWriting {
    static func join(
        _ first: String, _ second: String, _ third: String = "", _ fourth: String = "",
        _ fifth: String = "", _ sixth: String = "", _ seventh: String = ""
    ) -> String {
        let total = first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count
            + fifth.utf8.count + sixth.utf8.count + seventh.utf8.count
        return String(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            copy(first, into: buffer, at: &offset)
            copy(second, into: buffer, at: &offset)
            copy(third, into: buffer, at: &offset)
            copy(fourth, into: buffer, at: &offset)
            copy(fifth, into: buffer, at: &offset)
            copy(sixth, into: buffer, at: &offset)
            copy(seventh, into: buffer, at: &offset)
            return offset
        }
    }

    /// Copies the UTF-8 bytes of `piece` to `buffer` at `offset`, and moves `offset` past them.
    @inline(__always)
    private static func copy(_ piece: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        let count = piece.utf8.count
        guard count > 0 else { return }
        let copied = piece.utf8.withContiguousStorageIfAvailable { bytes in
            memcpy(buffer.baseAddress! + offset, bytes.baseAddress!, count)
        }
        if copied == nil {
            for (position, byte) in piece.utf8.enumerated() { buffer[offset + position] = byte }
        }
        offset += count
    }
}
