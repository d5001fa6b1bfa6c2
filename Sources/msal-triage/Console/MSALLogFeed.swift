import Foundation
import MSALErrorModel
import MSALErrorText
import MSALLogFlows
import TriageConsole
import TriageQuery

/// An MSAL verbose log opened in the console: its flows (MSALLogFlows, as `summarize --by flow`
/// reads them), each step an event of flow `#fN` at the log's own time, the flow's error on the
/// step that failed. An app's error that stands in no flow is an imported error, as in any log.
enum MSALLogFeed {
    /// True when the first bytes hold a line an MSAL wrote (`FlowReading`, as `summarize` tells).
    static func isMSALLog(_ prefix: [UInt8]) -> Bool {
        FlowReading.hasMSALLines(prefix)
    }

    /// True when the file at `path` starts with an MSAL's lines now (a followed file that is
    /// empty or not yet readable is followed as any log).
    static func isMSALLog(path: String) -> Bool {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var stat = stat()
        guard fstat(descriptor, &stat) == 0, (stat.st_mode & S_IFMT) == S_IFREG else { return false }
        var head = [UInt8](repeating: 0, count: 64 * 1024)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 && isMSALLog(Array(head.prefix(count)))
    }
}

/// Reading an MSAL log's flows for the console (``FlowLogReading``, as `summarize --by flow` reads
/// them): each flow's items handed over after the chunk that ended it.
struct MSALLogReading: ConsoleFileReading {
    let descriptor: Int32
    let name: String
    /// The first bytes, already read to tell the kind of file.
    let prefix: [UInt8]
    let fallbackPlatform: Platform

    var fileSize: Int? { Self.regularFileSize(descriptor) }

    func run(deliver: @escaping ([FeedItem]) -> Void, read: @escaping (Int) -> Void,
             stop: @escaping () -> Bool) throws -> String? {
        let source = StoppingSource(base: CountingSource(base: PrefixedSource(prefix: prefix,
                                                                              base: FileDescriptorSource(descriptor: descriptor, name: name)),
                                                         report: read), stop: stop)
        var ready: [FeedItem] = []
        var overlong: [OverlongLine] = []
        var sequence = RealFlowSequence(fallbackPlatform: fallbackPlatform)
        do {
            // Flows are handed out on the calling thread, as is the progress after each chunk.
            try FlowLogReading.read(source, input: 0, fallbackPlatform: FlowReading.flowPlatform(fallbackPlatform),
                                    progress: { _ in
                                        if !ready.isEmpty { deliver(ready) }
                                        ready.removeAll()
                                    },
                                    problem: { overlong.append($0) }, emit: { flow in
                if let item = sequence.add(flow) { ready += RealFlowItems.items(item, fallbackPlatform: fallbackPlatform) }
            })
        } catch {
            throw ConsoleInputError(message: VisibleText.make("\(error)") + "; give the path of a readable text file")
        }
        if !ready.isEmpty { deliver(ready) }
        return FileFeeds.overlongWarning(overlong, in: name, limit: StreamLimits.standard.maximumLineBytes)
    }
}
