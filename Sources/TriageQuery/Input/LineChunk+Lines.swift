#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MSALErrorText

extension LineChunk {
    /// Every non-blank line (without its line end, `\n` or `\r\n`) as a range of `bytes`,
    /// with its 1-based number.
    public func forEachLine(_ body: (Range<Int>, Int) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            var number = firstLine
            while start < buffer.count {
                var end = buffer.count
                if let hit = memchr(base + start, 0x0A, buffer.count - start) {
                    end = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                }
                var last = end
                if last > start, buffer[last - 1] == 0x0D { last -= 1 }
                if last > start { body(start..<last, number) }
                start = end + 1
                number += 1
            }
        }
    }
}
