import AcquisitionSimulator
import MSALErrorModel
import MSALErrorText

/// A growing log file as the console's feed: every poll decodes the lines
/// appended since the last one (like `tail -f`, surviving truncation and
/// rotation: `FileFollower` does that part) and adds each error found.
public final class FollowFeed: EventFeed {
    private let follower: FileFollower
    private let fallbackPlatform: Platform
    private var ready: [FeedItem] = []
    private var position = 0
    private var linesRead = 0
    private var flowsMade: UInt32 = 0
    /// The last problem reading the file, for the status line (nil when fine).
    public private(set) var problem: String?

    public init(follower: FileFollower, fallbackPlatform: Platform) {
        self.follower = follower
        self.fallbackPlatform = fallbackPlatform
    }

    public var translator: (any PlatformTranslator)? { nil }

    public func nextTime() -> VirtualMilliseconds? {
        if position == ready.count { poll() }
        return position < ready.count ? 0 : nil
    }

    public func take() -> FeedItem? {
        guard nextTime() != nil else { return nil }
        defer { position += 1 }
        return ready[position]
    }

    private func poll() {
        ready.removeAll(keepingCapacity: true)
        position = 0
        let lines: [String]
        do {
            lines = try follower.poll()
            problem = nil
        } catch {
            problem = error.description
            return
        }
        guard !lines.isEmpty else { return }
        let firstLine = linesRead
        linesRead += lines.count
        for found in ErrorTextDecoder.scan(lines.joined(separator: "\n")) {
            ready.append(ImportedErrors.item(found.diagnosis, line: firstLine + found.line,
                                             fallbackPlatform: fallbackPlatform))
            flowsMade += 1
        }
    }
}
