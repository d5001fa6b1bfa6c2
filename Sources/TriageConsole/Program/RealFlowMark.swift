import TriageQuery

/// What a feed item of a flow read from an MSAL log carries beside its event: the flow's
/// number in the log (``FlowID/real(_:)``), the log's words for the step and API, and, on
/// the flow's first step, what the console keeps per flow (its correlation id, for `cid:`).
public struct RealFlowMark: Sendable {
    public var flow: UInt32
    public var words: RealWords
    public var info: RealFlowEvents.Info?

    public init(flow: UInt32, words: RealWords, info: RealFlowEvents.Info? = nil) {
        self.flow = flow
        self.words = words
        self.info = info
    }
}
