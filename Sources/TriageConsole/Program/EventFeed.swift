import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// One event from a feed, with its diagnosis as a value.
public struct FeedItem: Sendable {
    public var event: AcquisitionEvent
    /// The diagnosis, kept out of line (an array of none or one): a `Diagnosis` is several
    /// hundred bytes, and an item is copied on every hand-over, a million times when a
    /// big session opens, though few items carry one.
    public var diagnosis: Diagnosis? {
        get { boxedDiagnosis.first }
        set { boxedDiagnosis = newValue.map { [$0] } ?? [] }
    }
    private var boxedDiagnosis: [Diagnosis]
    /// The feed's own reference for the diagnosis: equal references are stored
    /// once, and the platform lens looks the condition up by it. Nil for real errors.
    public var simulatorRef: DiagnosisRef?
    /// True for an error the person pasted, opened or followed: it gets a flow of its own.
    public var isImported: Bool
    /// For a step of a flow read from an MSAL log: its flow and the log's words. The number and
    /// words are kept inline (an MSAL log's every line may be a step: no allocation per step), the
    /// flow's `Info`, on its first step only, out of line.
    public var real: RealFlowMark? {
        get {
            realFlow == .max ? nil : RealFlowMark(flow: realFlow, words: realWords, info: boxedRealInfo.first)
        }
        set {
            realFlow = newValue?.flow ?? .max
            realWords = newValue?.words ?? RealWords()
            boxedRealInfo = newValue?.info.map { [$0] } ?? []
        }
    }
    private var realFlow: UInt32 = .max
    private var realWords = RealWords()
    private var boxedRealInfo: [RealFlowEvents.Info] = []

    public init(event: AcquisitionEvent, diagnosis: Diagnosis? = nil, simulatorRef: DiagnosisRef? = nil,
                isImported: Bool = false) {
        self.event = event
        self.boxedDiagnosis = diagnosis.map { [$0] } ?? []
        self.simulatorRef = simulatorRef
        self.isImported = isImported
    }
}

/// Where the console's events come from: the simulator, a file of real errors,
/// a followed log. Used on the one thread that draws.
public protocol EventFeed: AnyObject {
    /// When the next event is due, in the feed's virtual time; nil when none is ready now.
    /// Feeds of real errors return 0: their events are due at once.
    func nextTime() -> VirtualMilliseconds?
    /// Takes the next event.
    func take() -> FeedItem?
    /// The platform lens, when the feed can re-express its conditions.
    var translator: (any PlatformTranslator)? { get }
    /// The names of the scenarios `event.scenario` indexes (the export writes them).
    var scenarioNames: [String] { get }
    /// Something the status line should say about the feed's input since last asked (a line
    /// too long to hold was skipped, the file cannot be read), once; nil when all is well.
    func takeNotice() -> String?
}

extension EventFeed {
    /// Feeds of real errors have no scenarios.
    public var scenarioNames: [String] { [] }
    /// Most feeds have nothing to say about their input.
    public func takeNotice() -> String? { nil }
}

/// A feed over a fixed list, due at once (tests, files read whole).
public final class ListFeed: EventFeed {
    private var items: [FeedItem]
    private var position = 0
    private let timed: Bool
    public let translator: (any PlatformTranslator)?

    /// `timed`: items are due at their event times; otherwise at once.
    public init(_ items: [FeedItem], timed: Bool = true, translator: (any PlatformTranslator)? = nil) {
        self.items = items
        self.timed = timed
        self.translator = translator
    }

    public func nextTime() -> VirtualMilliseconds? {
        position < items.count ? (timed ? items[position].event.time : 0) : nil
    }

    public func take() -> FeedItem? {
        guard position < items.count else { return nil }
        defer { position += 1 }
        return items[position]
    }

    /// Adds items at the end (a followed file that grew).
    public func append(_ more: [FeedItem]) {
        items.append(contentsOf: more)
    }
}
