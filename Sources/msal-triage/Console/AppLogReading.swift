import Foundation
import MSALErrorModel
import MSALErrorText
import TriageConsole
import TriageQuery

/// Reading an app log's errors for the console, as `explain` reads them (``ErrorStreamReader``),
/// with each error's time from its line (``OpenedFileTimes``). The same run serves `--once`,
/// which collects every item before the frame, and the live console's reading thread
/// (``BackgroundFeed``), which hands each chunk's items over as they are decoded.
struct AppLogReading: ConsoleFileReading {
    let descriptor: Int32
    let name: String
    /// The first bytes, already read to tell a session export from a log.
    let prefix: [UInt8]
    let fallbackPlatform: Platform
    let personalData: PersonalData

    /// A regular file's size (for the progress in per cent); nil for a pipe or a terminal.
    var fileSize: Int? { Self.regularFileSize(descriptor) }

    /// Decodes the log chunk by chunk, handing each chunk's items to `deliver` and the bytes
    /// read so far to `read`, until the end or until `stop` says so. Returns the warning about
    /// lines skipped as too long (nil when none was); throws a ``ConsoleInputError`` naming the
    /// file when it cannot be read.
    func run(deliver: @escaping ([FeedItem]) -> Void, read: @escaping (Int) -> Void,
             stop: @escaping () -> Bool) throws -> String? {
        let counted = CountingSource(base: PrefixedSource(prefix: prefix,
                                                          base: FileDescriptorSource(descriptor: descriptor, name: name)),
                                     report: read)
        var reader = ErrorStreamReader(counted, personalData: personalData)
        var times = OpenedFileTimes(descriptor: descriptor, name: name)
        var overlong: [OverlongLine] = []
        do {
            while !stop(), let findings = try reader.next() {
                var items: [FeedItem] = []
                for finding in findings {
                    switch finding {
                    case .error(let found):
                        items.append(ImportedErrors.item(found.diagnosis, line: found.line,
                                                         fallbackPlatform: fallbackPlatform))
                    case .overlongLine(let line):
                        overlong.append(line)
                    }
                }
                times?.stamp(&items)
                deliver(items)
            }
        } catch {
            throw ConsoleInputError(message: VisibleText.make("\(error)") + "; give the path of a readable text file")
        }
        return FileFeeds.overlongWarning(overlong, in: name, limit: reader.limits.maximumLineBytes)
    }
}

/// A source that reports how many bytes it has handed out (the raw file's bytes: a gzip
/// file's compressed ones), for the progress of a reading.
struct CountingSource<Base: ByteSource>: ByteSource {
    var base: Base
    let report: (Int) -> Void
    private var total = 0

    init(base: Base, report: @escaping (Int) -> Void) {
        self.base = base
        self.report = report
    }

    var sourceName: String { base.sourceName }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try base.read(into: buffer)
        total += count
        report(total)
        return count
    }
}
