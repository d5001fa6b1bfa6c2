import Foundation
import MSALErrorText
import TriageConsole

/// One way of reading an opened file into the console's items: an app log's errors
/// (``AppLogReading``) or an MSAL log's flows (``MSALLogReading``). `--once` runs it to the end
/// before the frame; the live console runs it on ``BackgroundFeed``'s reading thread.
protocol ConsoleFileReading: Sendable {
    /// A regular file's size (for the progress in per cent); nil for a pipe or a terminal.
    var fileSize: Int? { get }
    /// Reads to the end, or until `stop` says so, handing items to `deliver` as they are ready and
    /// the bytes read so far to `read`. Returns the warning about lines skipped as too long.
    func run(deliver: @escaping ([FeedItem]) -> Void, read: @escaping (Int) -> Void,
             stop: @escaping () -> Bool) throws -> String?
}

extension ConsoleFileReading {
    /// The size of the regular file open at `descriptor`; nil for anything else.
    static func regularFileSize(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}

/// A source that ends (reads nothing more) once `stop` says so: a reading the person quit
/// finishes at the next read instead of running to the end of the file.
struct StoppingSource<Base: ByteSource>: ByteSource {
    var base: Base
    let stop: () -> Bool

    var sourceName: String { base.sourceName }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        stop() ? 0 : try base.read(into: buffer)
    }
}
