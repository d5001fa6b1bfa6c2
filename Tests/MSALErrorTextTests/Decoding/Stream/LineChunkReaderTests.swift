#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MSALErrorText
import Testing

/// Chunks of whole lines: what `summarize` and `console --open` read a file with.
@Suite struct LineChunkReaderTests {
    private func items(_ text: String, limits: StreamLimits) throws -> [LineChunkReader<InMemorySource>.Item] {
        var reader = LineChunkReader(InMemorySource(text), limits: limits)
        var items: [LineChunkReader<InMemorySource>.Item] = []
        while let item = try reader.next() { items.append(item) }
        return items
    }

    @Test func chunksHoldWholeLinesNumberedAcrossChunks() throws {
        let lines = (1...50).map { "line \($0) " + String(repeating: "x", count: $0 % 7) }
        let text = lines.joined(separator: "\n")  // no line end after the last line
        var seen: [(Int, String)] = []
        for item in try items(text, limits: StreamLimits(chunkBytes: 1, maximumLineBytes: 40)) {
            guard case .lines(let chunk) = item else { Issue.record("no line is overlong"); continue }
            #expect(chunk.bytes.count <= 41, "a chunk holds at most chunkBytes")
            let chunkLines = String(decoding: chunk.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, line) in chunkLines.enumerated() where !(offset == chunkLines.count - 1 && line.isEmpty) {
                seen.append((chunk.firstLine + offset, String(line)))
            }
        }
        #expect(seen.map(\.1) == lines, "every line whole, the last one too")
        #expect(seen.map(\.0) == Array(1...50))
    }

    @Test func anOverlongLineIsReportedAndSkippedNeverCut() throws {
        let text = "first\n" + String(repeating: "y", count: 500) + "\nthird\n" + String(repeating: "z", count: 300)
        let found = try items(text, limits: StreamLimits(chunkBytes: 1, maximumLineBytes: 100))
        var lines: [String] = []
        var overlong: [OverlongLine] = []
        for item in found {
            switch item {
            case .lines(let chunk):
                lines += String(decoding: chunk.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            case .overlongLine(let line): overlong.append(line)
            }
        }
        #expect(lines == ["first", "third"])
        #expect(overlong == [OverlongLine(line: 2, bytes: 500), OverlongLine(line: 4, bytes: 300)])
    }

    @Test func aFIFOIsReadToItsWritersEnd() throws {
        let path = NSTemporaryDirectory() + "msal-triage-chunks-\(UUID().uuidString)"
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let text = (1...2000).map { "event \($0)" }.joined(separator: "\n") + "\n"
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var reader = LineChunkReader(FileDescriptorSource(descriptor: descriptor, name: path),
                                     limits: StreamLimits(chunkBytes: 1, maximumLineBytes: 1000))
        var read: [UInt8] = []
        while let item = try reader.next() {
            if case .lines(let chunk) = item { read += chunk.bytes }
        }
        #expect(String(decoding: read, as: UTF8.self) == text)
        #expect(reader.bytesRead == text.utf8.count)
    }
}
