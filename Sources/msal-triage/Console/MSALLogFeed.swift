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
        var converter = Converter(fallbackPlatform: fallbackPlatform)
        do {
            try FlowLogReading.read(source, input: 0, fallbackPlatform: FlowReading.flowPlatform(fallbackPlatform),
                                    problem: { overlong.append($0) }, emit: { converter.add($0, to: &items) })
        } catch {
            throw ConsoleInputError(message: VisibleText.make("\(error)") + "; give the path of a readable text file")
        }
        return (ListFeed(items, timed: false), FileFeeds.overlongWarning(overlong, in: name, limit: maximumLineBytes))
    }

    /// Turns flows, in the order they are handed out, into feed items: real flows numbered
    /// from 0 (`#f1` on screen), an app's error alone as an imported error.
    struct Converter {
        let fallbackPlatform: Platform
        private(set) var realFlows: UInt32 = 0

        init(fallbackPlatform: Platform) {
            self.fallbackPlatform = fallbackPlatform
        }

        mutating func add(_ flow: LogFlow, to items: inout [FeedItem]) {
            let steps = RealFlowEvents.isAppErrorOnly(flow) ? []
                : RealFlowEvents.steps(of: flow, fallbackPlatform: fallbackPlatform)
            if steps.isEmpty {
                guard let error = flow.error else { return }
                var item = ImportedErrors.item(error, line: flow.firstLine, fallbackPlatform: fallbackPlatform)
                item.event.time = flow.start.map(RealFlowEvents.timeOfDay) ?? 0
                items.append(item)
                return
            }
            let number = realFlows
            realFlows += 1
            // Each number has its events and its `Info` (the log's `cid:` table is indexed by it).
            for (index, step) in steps.enumerated() {
                var item = FeedItem(event: step.event, diagnosis: step.diagnosis)
                item.real = RealFlowMark(flow: number, words: step.words,
                                         info: index == 0 ? RealFlowEvents.info(flow) : nil)
                items.append(item)
            }
        }
    }
}
