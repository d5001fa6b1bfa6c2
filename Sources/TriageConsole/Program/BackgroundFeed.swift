import AcquisitionSimulator
import Foundation

/// A feed whose items a producer makes on one reading thread of its own, so that the
/// console comes up at once and answers keys while a big or slow input is read.
///
/// The producer (any closure: the errors of an app log, the flows of an MSAL log) hands
/// its items and progress to a ``Sink``, a lock-protected queue; the drawing thread takes
/// them on its ticks through the ``EventFeed`` calls. Curses is never touched off the
/// drawing thread: the producer only fills the queue. The status line says how far the
/// reading is (``takeNotice()``), and ``stop(waitingAtMost:)`` asks the producer to stop
/// (it checks ``Sink/isCancelled`` between chunks) and, should it be blocked in a read,
/// abandons it: the process may end with the thread still waiting.
public final class BackgroundFeed: EventFeed {
    /// Where the producer puts what it read; every member is safe from any thread.
    public final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var queue: [FeedItem] = []
        private var bytes = 0
        private var found = 0
        private var notices: [String] = []
        private var cancelled = false
        private var ended: (warning: String?, failure: String?)?

        /// True once the console no longer wants the items: the producer stops at its next check.
        public var isCancelled: Bool { lock.withLock { cancelled } }

        /// Queues items for the console, in order.
        public func add(_ items: [FeedItem]) {
            guard !items.isEmpty else { return }
            lock.withLock {
                queue.append(contentsOf: items)
                found += items.count
            }
        }

        /// How many bytes of the input have been read so far (for the progress shown).
        public func read(bytes: Int) {
            lock.withLock { self.bytes = max(self.bytes, bytes) }
        }

        /// Something the status line should say now (a line skipped, say).
        public func notice(_ text: String) {
            lock.withLock { notices.append(text) }
        }

        fileprivate func cancel() { lock.withLock { cancelled = true } }

        fileprivate var endState: (warning: String?, failure: String?)? { lock.withLock { ended } }

        fileprivate func end(warning: String?, failure: String?) {
            lock.withLock { ended = (warning, failure) }
        }

        /// Moves the queued items into `items` (emptied first), and returns the progress.
        fileprivate func take(into items: inout [FeedItem]) -> (bytes: Int, found: Int, notices: [String],
                                                                   ended: (warning: String?, failure: String?)?) {
            items.removeAll(keepingCapacity: true)
            return lock.withLock {
                swap(&items, &queue)
                defer { notices.removeAll() }
                return (bytes, found, notices, ended)
            }
        }
    }

    private let sink = Sink()
    /// How the input is named in the status line ("'app.log'", "standard input").
    private let name: String
    private let unit: String
    private let totalBytes: Int?
    private let finished = DispatchSemaphore(value: 0)
    /// Items taken from the sink, not yet handed to the console.
    private var ready: [FeedItem] = []
    private var position = 0
    private var lastStatus: String?
    private var pendingNotices: [String] = []
    /// How far the reading is, when that changed since last shown (only the newest counts).
    private var pendingStatus: String?
    private var endSeen = false
    public let translator: (any PlatformTranslator)? = nil

    /// Starts `producer` on a thread of its own. Its return value is a warning for the end
    /// (lines skipped), shown then and kept in ``warning``; what it throws ends the reading,
    /// is shown, and kept in ``failure``. `totalBytes` (a regular file's size) makes the
    /// progress a percentage.
    /// `unit` is what an item read is, for the status line: `error` (an app log), `event` (an MSAL log's steps).
    public init(name: String, totalBytes: Int?, unit: String = "error", producer: @escaping @Sendable (Sink) throws -> String?) {
        self.unit = unit
        self.name = name
        self.totalBytes = totalBytes.flatMap { $0 > 0 ? $0 : nil }
        let sink = self.sink, finished = self.finished
        let thread = Thread {
            do {
                let warning = try producer(sink)
                sink.end(warning: warning, failure: nil)
            } catch {
                sink.end(warning: nil, failure: "\(error)")
            }
            finished.signal()
        }
        // The size of the main thread's stack: decoding nests (an error inside an error).
        thread.stackSize = 8 << 20
        thread.name = "msal-triage.reading"
        thread.start()
    }

    /// The producer's warning, once it has ended (nil before).
    public var warning: String? { sink.endState?.warning ?? nil }
    /// Why the reading stopped early, once it has (nil when it did not).
    public var failure: String? { sink.endState?.failure ?? nil }
    /// True once the producer has returned or thrown.
    public var isFinished: Bool { sink.endState != nil }

    public func nextTime() -> VirtualMilliseconds? {
        if position == ready.count { refill() }
        return position < ready.count ? 0 : nil
    }

    public func take() -> FeedItem? {
        guard nextTime() != nil else { return nil }
        defer { position += 1 }
        return ready[position]
    }

    /// The producer's notices first, else how far the reading is, when that changed.
    public func takeNotice() -> String? {
        if position == ready.count { refill() }
        defer {
            pendingNotices.removeAll()
            pendingStatus = nil
        }
        let all = pendingNotices + (pendingStatus.map { [$0] } ?? [])
        return all.isEmpty ? nil : all.joined(separator: "; ")
    }

    /// Waits until the producer has ended (`--once`, tests).
    public func waitUntilFinished() {
        finished.wait()
        finished.signal()
    }

    /// Asks the producer to stop and waits for it at most `limit`; true when it ended. A
    /// producer blocked in a read (a pipe nobody writes to) is left behind: nothing it does
    /// reaches the console any more.
    @discardableResult
    public func stop(waitingAtMost limit: Duration) -> Bool {
        sink.cancel()
        let nanoseconds = limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
        guard finished.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success else { return false }
        finished.signal()
        return true
    }

    private func refill() {
        guard !endSeen else { return }
        let state = sink.take(into: &ready)
        position = 0
        pendingNotices += state.notices
        let status: String
        if let ended = state.ended {
            endSeen = true
            if let failure = ended.failure {
                status = "stopped reading \(name) after \(Self.items(state.found, unit)): \(failure)"
            } else {
                status = "read \(name): \(Self.items(state.found, unit))" + (ended.warning.map { "; \($0)" } ?? "")
            }
        } else {
            status = Self.progress(name: name, bytes: state.bytes, total: totalBytes, found: state.found, unit: unit)
        }
        if status != lastStatus {
            lastStatus = status
            pendingStatus = status
        }
    }

    /// `reading 'app.log': 34% (21.4 of 63.1 MB), 41,230 errors so far`.
    static func progress(name: String, bytes: Int, total: Int?, found: Int, unit: String = "error") -> String {
        let read: String
        if let total {
            read = "\(min(100, bytes * 100 / total))% (\(megabytes(bytes)) of \(megabytes(total)) MB)"
        } else {
            read = "\(megabytes(bytes)) MB"
        }
        return "reading \(name): \(read), \(items(found, unit)) so far"
    }

    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `1 error`, `41,230 errors`, `13 events`.
    static func items(_ number: Int, _ unit: String = "error") -> String {
        "\(count(number)) \(number == 1 ? unit : unit + "s")"
    }

    /// `1,234,567`.
    static func count(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
