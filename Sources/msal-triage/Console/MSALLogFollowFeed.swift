import AcquisitionSimulator
import Foundation
import MSALErrorModel
import MSALErrorText
import MSALLogFlows
import TriageConsole
import TriageQuery

/// A growing MSAL log followed in the console (`--follow`): its lines go through the flow builder
/// as they are appended, and each flow is added when the builder hands it out (when the log shows
/// it ended, or later lines leave it behind), or, for the flows still open, once the file has been
/// quiet for `idle`: then a later line of such a flow starts a new flow with the same id.
final class MSALLogFollowFeed: EventFeed {
    /// What the builder has handed out and the console has yet to take.
    private final class Collected {
        var sequence: RealFlowSequence
        var items: [FeedItem] = []
        init(fallbackPlatform: Platform) { sequence = RealFlowSequence(fallbackPlatform: fallbackPlatform) }
    }

    private let follower: FileFollower
    private let fallbackPlatform: Platform
    private let idle: Duration
    private let clock = ContinuousClock()
    private var lastInput: ContinuousClock.Instant
    private let collected: Collected
    private var feeder: FlowLineFeeder
    private var position = 0
    /// Lines of the current file read so far (the next line's number less one).
    private var lines = 0
    /// Lines were fed since the open flows were last finished.
    private var flowsOpen = false
    private var problem: String?
    private var notice: String?

    /// How long the file stays quiet before the flows still open are shown.
    static let standardIdle: Duration = .seconds(2)

    /// `idle` zero shows every flow at once (`--once`: nothing more will come).
    init(follower: FileFollower, fallbackPlatform: Platform, idle: Duration) {
        self.follower = follower
        self.fallbackPlatform = fallbackPlatform
        self.idle = idle
        collected = Collected(fallbackPlatform: fallbackPlatform)
        feeder = Self.makeFeeder(collected, fallbackPlatform: fallbackPlatform)
        lastInput = clock.now
    }

    private static func makeFeeder(_ collected: Collected, fallbackPlatform: Platform) -> FlowLineFeeder {
        FlowLineFeeder(builder: FlowBuilder(input: 0) { flow in
            if let item = collected.sequence.add(flow) {
                collected.items += RealFlowItems.items(item, fallbackPlatform: fallbackPlatform)
            }
        }, fallbackPlatform: FlowReading.flowPlatform(fallbackPlatform))
    }

    var translator: (any PlatformTranslator)? { nil }

    func nextTime() -> VirtualMilliseconds? {
        if position == collected.items.count { poll() }
        return position < collected.items.count ? 0 : nil
    }

    func take() -> FeedItem? {
        guard nextTime() != nil else { return nil }
        defer { position += 1 }
        return collected.items[position]
    }

    func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }

    private func poll() {
        collected.items.removeAll(keepingCapacity: true)
        position = 0
        guard let read = follower.poll(problem: &problem, notice: &notice) else { return }
        let now = clock.now
        guard !read.isEmpty else {
            if flowsOpen, now - lastInput >= idle { finishOpenFlows() }
            return
        }
        lastInput = now
        if let start = follower.startedOverAt {
            // Rotated or truncated: what came before is complete; the new file's lines count from 1.
            feed(read[..<start])
            finishOpenFlows()
            lines = 0
            feed(read[start...])
        } else {
            feed(read[...])
        }
        if idle == .zero { finishOpenFlows() }
    }

    private func feed(_ read: ArraySlice<String>) {
        for var line in read {
            lines += 1
            line.withUTF8 { feeder.feed($0, number: lines) }
            flowsOpen = true
        }
    }

    /// Hands out every flow still open, and starts a new builder for the lines to come.
    private func finishOpenFlows() {
        feeder.finish()
        feeder = Self.makeFeeder(collected, fallbackPlatform: fallbackPlatform)
        flowsOpen = false
    }
}
