import Foundation
import MSALErrorText

/// Standard input typed at a terminal, ended by one Ctrl-D.
///
/// In a terminal's line mode a read returns at a newline or at Ctrl-D. Ctrl-D at the
/// start of a line reads 0 bytes (the end); after text on the line it returns that text
/// without a newline, which nothing else does, so that is the end too, and a second
/// Ctrl-D is not needed. Anything that is not a terminal is read as it is.
struct TerminalTextSource: ByteSource {
    private var source: FileDescriptorSource
    private let isTerminal: Bool
    private var ended = false

    init(descriptor: Int32, name: String) {
        source = FileDescriptorSource(descriptor: descriptor, name: name)
        isTerminal = isatty(descriptor) == 1
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !ended else { return 0 }
        let count = try source.read(into: buffer)
        if isTerminal, count > 0, buffer[count - 1] != UInt8(ascii: "\n") { ended = true }
        return count
    }
}
