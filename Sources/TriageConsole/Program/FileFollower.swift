#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Follows a growing file like `tail -f`: each ``poll()`` returns the complete
/// lines appended since the last one. Polled (the console calls it on its tick),
/// so it needs no thread. It survives truncation (the size shrinks: read again
/// from the start) and rotation (the path now names another file: finish the old
/// one, then read the new one from its start).
public final class FileFollower {
    public let path: String
    private var descriptor: Int32
    private var identity: (device: UInt64, inode: UInt64)
    private var offset: Int64 = 0
    private var partialLine: [UInt8] = []

    /// Bytes read per ``poll()`` at most, so one tick never stalls on a huge file.
    public static let maximumBytesPerPoll = 4 * 1024 * 1024
    /// A line longer than this is handed over in pieces.
    public static let maximumLineBytes = 1024 * 1024

    /// Opens `path`; with `startAtEnd` only lines appended from now on are returned.
    public init(path: String, startAtEnd: Bool = false) throws(FileFollowerError) {
        self.path = path
        (descriptor, identity) = try Self.open(path)
        if startAtEnd {
            offset = Int64(lseek(descriptor, 0, SEEK_END))
            if offset < 0 { offset = 0 }
        }
    }

    deinit { close(descriptor) }

    /// The complete lines (without their line ends) appended since the last poll.
    public func poll() throws(FileFollowerError) -> [String] {
        var lines: [String] = []
        var status = stat()
        if stat(path, &status) == 0,
           (UInt64(status.st_dev), UInt64(status.st_ino)) != identity {
            // Rotated: drain what the old file still holds, then switch.
            readAvailable(into: &lines)
            flushPartialLine(into: &lines)
            if let (newDescriptor, newIdentity) = try? Self.open(path) {
                close(descriptor)
                descriptor = newDescriptor
                identity = newIdentity
                offset = 0
            }
        } else {
            var current = stat()
            if fstat(descriptor, &current) == 0, Int64(current.st_size) < offset {
                // Truncated: start over.
                offset = 0
                partialLine.removeAll()
            }
        }
        readAvailable(into: &lines)
        return lines
    }

    private func readAvailable(into lines: inout [String]) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var total = 0
        while total < Self.maximumBytesPerPoll {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            guard count > 0 else { break }
            offset += Int64(count)
            total += count
            split(buffer[0..<count], into: &lines)
        }
    }

    private func split(_ chunk: ArraySlice<UInt8>, into lines: inout [String]) {
        var lineStart = chunk.startIndex
        for index in chunk.indices where chunk[index] == 0x0A {
            partialLine.append(contentsOf: chunk[lineStart..<index])
            emit(into: &lines)
            lineStart = index + 1
        }
        partialLine.append(contentsOf: chunk[lineStart..<chunk.endIndex])
        while partialLine.count > Self.maximumLineBytes {
            lines.append(String(decoding: partialLine.prefix(Self.maximumLineBytes), as: UTF8.self))
            partialLine.removeFirst(Self.maximumLineBytes)
        }
    }

    private func emit(into lines: inout [String]) {
        if partialLine.last == 0x0D { partialLine.removeLast() }
        lines.append(String(decoding: partialLine, as: UTF8.self))
        partialLine.removeAll(keepingCapacity: true)
    }

    private func flushPartialLine(into lines: inout [String]) {
        if !partialLine.isEmpty { emit(into: &lines) }
    }

    private static func open(_ path: String) throws(FileFollowerError) -> (Int32, (UInt64, UInt64)) {
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        #else
        let descriptor = Darwin.open(path, O_RDONLY | O_CLOEXEC)
        #endif
        guard descriptor >= 0 else { throw FileFollowerError(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw FileFollowerError(path: path, reason: reason)
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw FileFollowerError(path: path, reason: "is a directory")
        }
        return (descriptor, (UInt64(status.st_dev), UInt64(status.st_ino)))
    }
}

/// A file that cannot be followed, with the system's reason.
public struct FileFollowerError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "cannot follow \(path): \(reason)" }
}
