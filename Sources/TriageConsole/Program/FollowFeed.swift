import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText

/// A growing log file as the console's feed: every poll decodes the lines
/// appended since the last one (like `tail -F`, surviving truncation and
/// rotation: `FileFollower` does that part) and adds each error found.
///
/// An error's lines may arrive over several writes (its heading first, its
/// `ErrorCode:`, `StatusCode:` lines a moment later), so the last error of what has
/// been read is held open: it is decoded again with the lines that follow, and
/// added only when the next error starts or the file has been quiet for `idle`.
public final class FollowFeed: EventFeed {
    private let follower: FileFollower
    private let fallbackPlatform: Platform
    private let personalData: PersonalData
    private let idle: Duration
    private let clock = ContinuousClock()
    private var lastInput: ContinuousClock.Instant
    private var ready: [FeedItem] = []
    private var position = 0
    /// Lines read before `held`.
    private var linesBeforeHeld = 0
    /// The lines from the start of the newest error on, which more lines may complete.
    private var held: [String] = []
    private var heldBytes = 0
    /// The last problem reading the file, for the status line (nil when fine).
    public private(set) var problem: String?
    /// What the status line has yet to say: a read problem, or lines skipped as too long.
    private var notice: String?

    /// How long the file stays quiet before the newest error is taken as complete.
    public static let standardIdle: Duration = .milliseconds(500)

    /// `idle` zero adds every error at once (for one frame, when nothing more will come).
    public init(follower: FileFollower, fallbackPlatform: Platform, personalData: PersonalData = .redacted,
                idle: Duration = FollowFeed.standardIdle) {
        self.follower = follower
        self.fallbackPlatform = fallbackPlatform
        self.personalData = personalData
        self.idle = idle
        lastInput = clock.now
    }

    public var translator: (any PlatformTranslator)? { nil }

    public func nextTime() -> VirtualMilliseconds? {
        // With `idle` zero (one frame) the file is read on until an error is complete or the end is reached.
        if position == ready.count { while poll() && idle == .zero && position == ready.count {} }
        return position < ready.count ? 0 : nil
    }

    public func take() -> FeedItem? {
        guard nextTime() != nil else { return nil }
        defer { position += 1 }
        return ready[position]
    }

    public func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }

    /// Reads what was appended; true when lines came.
    @discardableResult
    private func poll() -> Bool {
        ready.removeAll(keepingCapacity: true)
        position = 0
        guard let lines = follower.poll(problem: &problem, notice: &notice) else { return false }
        let now = clock.now
        if let start = follower.startedOverAt {
            // The file started over (rotated, truncated): what came before is complete, and
            // line numbers are the new file's, from 1. Also when it is still empty (`: > app.log`
            // seen before anything was written again), or the next lines would count on.
            hold(lines[..<start])
            decodeHeld(complete: true)
            linesBeforeHeld = 0
            hold(lines[start...])
        } else {
            hold(lines[...])
        }
        guard !lines.isEmpty else {
            if !held.isEmpty && now - lastInput >= idle { decodeHeld(complete: true) }
            return false
        }
        lastInput = now
        // The newest error stays open (not at the end of what one poll read, even for one frame:
        // the next poll may hold its rest), unless it starts further back than an error reaches.
        decodeHeld(complete: false)
        return true
    }

    private func hold(_ lines: ArraySlice<String>) {
        held += lines
        heldBytes += lines.reduce(0) { $0 + $1.utf8.count + 1 }
    }

    /// Adds the errors of `held`; unless `complete`, the last one stays held with the lines after it.
    private func decodeHeld(complete: Bool) {
        let found = ErrorTextDecoder.scan(held.joined(separator: "\n"), personalData: personalData)
        // Lines (0-based, in `held`) from which the text is kept for the next poll.
        var keptFrom = complete ? held.count : (found.last.map { $0.line - 1 } ?? held.count)
        if keptFrom < held.count,
           held[keptFrom...].reduce(0, { $0 + $1.utf8.count + 1 }) > 2 * ErrorTextDecoder.maximumErrorBytes {
            keptFrom = held.count  // An error's text never reaches that far: it is complete.
        }
        for located in found where located.line - 1 < keptFrom {
            ready.append(ImportedErrors.item(located.diagnosis, line: linesBeforeHeld + located.line,
                                             lineText: held[located.line - 1][...], fallbackPlatform: fallbackPlatform))
        }
        linesBeforeHeld += keptFrom
        held.removeFirst(keptFrom)
        heldBytes = held.reduce(0) { $0 + $1.utf8.count + 1 }
    }
}
