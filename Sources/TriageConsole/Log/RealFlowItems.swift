import MSALErrorModel
import TriageQuery

/// A flow read from an MSAL log (``RealFlowSequence``) as feed items: each step an event of
/// ``FlowID/real(_:)`` carrying the log's words, the first carrying the flow's ``RealFlowEvents/Info``;
/// an app's error alone, an imported error as in any log.
public enum RealFlowItems {
    public static func items(_ item: RealFlowSequence.Item, fallbackPlatform: Platform) -> [FeedItem] {
        switch item {
        case .appError(let diagnosis, let line, let time):
            var imported = ImportedErrors.item(diagnosis, line: line, fallbackPlatform: fallbackPlatform)
            imported.event.time = time
            return [imported]
        case .flow(let number, let info, let steps):
            return steps.enumerated().map { index, step in
                var feedItem = FeedItem(event: step.event, diagnosis: step.diagnosis)
                feedItem.real = RealFlowMark(flow: number, words: step.words, info: index == 0 ? info : nil)
                return feedItem
            }
        }
    }
}
