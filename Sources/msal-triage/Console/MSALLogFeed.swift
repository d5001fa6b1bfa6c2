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

    /// Reads the whole log into a feed; the warning names lines too long to hold (skipped).
    static func open<Source: ByteSource>(_ source: Source, name: String, fallbackPlatform: Platform,
                                         maximumLineBytes: Int) throws -> (feed: any EventFeed, warning: String?) {
        var items: [FeedItem] = []
        var overlong: [OverlongLine] = []
        var sequence = RealFlowSequence(fallbackPlatform: fallbackPlatform)
        do {
            try FlowLogReading.read(source, input: 0, fallbackPlatform: FlowReading.flowPlatform(fallbackPlatform),
                                    problem: { overlong.append($0) }, emit: { flow in
                if let item = sequence.add(flow) { items += RealFlowItems.items(item, fallbackPlatform: fallbackPlatform) }
            })
        } catch {
            throw ConsoleInputError(message: VisibleText.make("\(error)") + "; give the path of a readable text file")
        }
        return (ListFeed(items, timed: false), FileFeeds.overlongWarning(overlong, in: name, limit: maximumLineBytes))
    }
}
