import MSALErrorModel

/// Groups events into flows as they are read, in memory bounded by the flows in progress:
/// by correlation id; an id-less event joins the flow in progress on its thread (or the
/// whole log's, when the layout has no thread) within a short window, else starts a flow
/// of its own or (plain context) stands outside every flow. Finished flows are handed to
/// `emit` in order of their first line once no flow still open started before them.
public final class FlowBuilder {
    public struct Options: Sendable {
        public var keepSteps = true
        public var maximumSteps = 1000
        /// Bytes of a line kept as a step's text (the writers cut to 200 characters).
        public var stepTextBytes = 800
        /// How far apart an id-less event and the flow it joins may be: log time, or lines when the log has no times.
        public var joinMicros: Int64 = 10_000_000
        public var joinLines = 400
        /// As `joinMicros`, for a call still in progress (started, not ended): it may wait that
        /// long for the user in a browser or a broker's account picker, or for a request's timeout.
        public var inProgressJoinMicros: Int64 = 300_000_000
        /// How long an ended flow waits for late lines (the app printing the result or exception).
        public var lingerMicros: Int64 = 5_000_000
        public var lingerLines = 400
        /// How long an open flow may be silent before it is handed out with the outcome it has.
        public var idleMicros: Int64 = 600_000_000
        public var idleLines = 200_000
        /// The most flows held open at once; the longest-silent goes first beyond it.
        public var maximumOpen = 20_000
        public init() {}
    }

    public let options: Options
    public let input: Int
    /// The log is newest-first: the roles of a call's first and last lines swap.
    public let reversed: Bool
    private let emit: (LogFlow) -> Void

    private var slots: [LogFlow?] = []
    private var free: [Int] = []
    private var open = 0
    private var byID: [CorrelationKey: Int] = [:]
    private var byThread: [UInt64: RecentFlows] = [:]
    /// The flow the last MSAL event went to (adjacency, for the app's lines).
    private var lastSlot = -1
    private var lastNumber = -1
    private var finished: [LogFlow] = []
    private var numbered = 0
    private var latestMicros: Int64?
    private var line = 0
    private var sinceSweep = 0

    public init(input: Int, reversed: Bool = false, options: Options = Options(), emit: @escaping (LogFlow) -> Void) {
        self.input = input
        self.reversed = reversed
        self.options = options
        self.emit = emit
    }

    /// Flows still open.
    public var openFlows: Int { open }

    // MARK: - Events

    /// Adds an MSAL line's event (its text is `text`); returns the slot of the flow it joined, or -1.
    @discardableResult
    public func add(_ event: LineEvent, line: Int, text: LineBytes) -> Int {
        advance(line, event.time)
        // Threads are keyed per platform: msal-python's and MSAL.js's id-less "whole log" keys differ.
        var event = event
        event.thread = Self.threadKey(event.thread, event.platform)
        let starts = reversed ? event.endsCall : event.startsCall
        let ends = reversed ? event.startsCall : event.endsCall
        var slot = -1
        let recent = byThread[event.thread] ?? RecentFlows()
        if let id = event.correlation {
            if let known = byID[id] {
                if slots[known]!.ended && starts { finish(known) } else { slot = known }
            }
            if slot < 0, let current = recent.first(where: { candidate in
                   let flow = slots[candidate]!
                   return flow.correlation == nil && (!flow.ended || reversed) && (flow.msalEvents > 0 || reversed)
                       && within(candidate, event.time)
               }, in: slots) {
                // The id-less lines before the id (msal-python's cache look-up, msal4j's request) were this call's.
                slot = current
                slots[current]!.correlation = id
                byID[id] = current
            }
            if slot < 0, let waiting = appErrorAwaitingItsCall(event.time) {
                slot = waiting
                slots[waiting]!.correlation = id
                byID[id] = waiting
            }
            if slot < 0 {
                // msal-python writes no end line: its next call's id line ends the call before on that thread.
                if event.platform == .python, starts, !reversed, let current = recent.latest(in: slots) {
                    slots[current]!.ended = true
                }
                slot = newFlow(event, line: line)
                byID[id] = slot
            }
        } else {
            // A call's first line closes the flow in progress on its thread when that one has its id
            // (msal-python, msal4j: no end line); other lines join the latest open flow there.
            if starts, let current = recent.latest(in: slots), within(current, event.time),
               slots[current]!.correlation != nil, !reversed {
                slots[current]!.ended = true
            } else if let current = recent.first(where: { candidate in
                          let flow = slots[candidate]!
                          return (!flow.ended || reversed) && (flow.msalEvents > 0 || reversed) && within(candidate, event.time)
                      }, in: slots) {
                slot = current
            }
            if slot < 0, let waiting = appErrorAwaitingItsCall(event.time) { slot = waiting }
            if slot < 0, event.platform == .js, !starts, event.kind == .error || event.kind == .result,
               let last = recent.latest(in: slots), slots[last]!.ended, slots[last]!.msalEvents > 0, within(last, event.time) {
                // MSAL.js emits a call's outcome event (`Emitting event: msal:acquireTokenFailure`) with no
                // id, after the call's own last line: it is that call's.
                slot = last
            }
            if slot < 0 {
                // Only a line that says what a call did starts a flow of its own; plain context stands outside.
                // MSALRuntime's own lines carry the per-call `[MSAL:<n>]` key (their thread): any of them opens its call.
                // Newest-first, a call's last line comes first: any step of it opens the flow.
                guard starts || event.decode || event.platform == .wam || reversed && event.kind != .context
                      || [.callStart, .result, .error, .throttled].contains(event.kind)
                else { return -1 }
                slot = newFlow(event, line: line)
            }
        }
        touch(event.thread, slot)
        lastSlot = slot
        lastNumber = slots[slot]!.number
        append(event, to: slot, line: line, text: text)
        if ends { slots[slot]!.ended = true }
        return slot
    }

    /// A continuation line changed what the last event of flow `slot` is.
    public func amend(_ slot: Int, with event: LineEvent) {
        guard slot >= 0, slot < slots.count, slots[slot] != nil else { return }
        if let last = slots[slot]!.steps.indices.last { slots[slot]!.steps[last].kind = event.kind }
        apply(event, to: slot)
        if reversed ? event.startsCall : event.endsCall { slots[slot]!.ended = true }
    }

    /// A continuation line of flow `slot`'s last record (JSON, exception, stack): the flow reaches it.
    public func extend(_ slot: Int, to line: Int) {
        guard slot >= 0, slot < slots.count, let flow = slots[slot] else { return }
        if line > flow.lastLine { flow.lastLine = line }
        if line < flow.firstLine { flow.firstLine = line }
    }

    /// An error the decoders read from MSAL's lines of flow `slot`.
    public func attach(_ diagnosis: Diagnosis, to slot: Int) {
        guard slot >= 0, slot < slots.count, slots[slot] != nil else { return }
        if slots[slot]!.error == nil { slots[slot]!.error = diagnosis }
        slots[slot]!.outcome = .error
    }

    /// The app's own line: an error it printed (decoded), or a result holding a token.
    /// It joins the flow in progress on its thread (else the last flow) within the window when
    /// that flow has MSAL's lines and no app error yet; else it stands as a flow of its own.
    public func addAppLine(error diagnosis: Diagnosis?, success: Bool, line: Int, through lastLine: Int? = nil, time: LogTime?,
                           thread: UInt64, platform: FlowPlatform?, text: LineBytes) {
        advance(line, time)
        var slot = -1
        // The error names its correlation id: the flow of that id, whatever came in between.
        if let named = diagnosis?.correlationId.flatMap(Self.key), let known = byID[named], slots[known] != nil,
           !slots[known]!.errorFromApp {
            slot = known
        }
        let onThread = thread != 0 ? byThread[Self.threadKey(thread, platform ?? .dotnet)]?.latest(in: slots) : nil
        let candidate = onThread ?? (lastSlot >= 0 && slots[lastSlot]?.number == lastNumber ? lastSlot : -1)
        if slot < 0, candidate >= 0, slots[candidate] != nil, within(candidate, time), slots[candidate]!.msalEvents > 0,
           !slots[candidate]!.errorFromApp {
            slot = candidate
        }
        if slot < 0 {
            guard let diagnosis else { return }
            var event = LineEvent(platform: .dotnet, message: 0..<0)
            event.time = time
            event.thread = thread
            slot = newFlow(event, line: line)
            slots[slot]!.platform = Self.platform(of: diagnosis) ?? platform
            slots[slot]!.ended = true
            if thread != 0 { touch(Self.threadKey(thread, platform ?? .dotnet), slot) }
            if lastSlot < 0 || slots[lastSlot]?.number != lastNumber || slots[lastSlot]!.msalEvents == 0 || reversed {
                lastSlot = slot
                lastNumber = slots[slot]!.number
            }
        }
        var event = LineEvent(platform: slots[slot]!.platform ?? .dotnet, message: 0..<text.count)
        event.time = time
        event.kind = diagnosis != nil ? .error : .result
        appendStep(event, to: slot, line: line, text: text)
        if let lastLine { extend(slot, to: lastLine) }
        slots[slot]!.eventCount += 1
        if let diagnosis {
            if slots[slot]!.error == nil || !slots[slot]!.errorFromApp {
                slots[slot]!.error = diagnosis
                slots[slot]!.errorFromApp = true
            }
            slots[slot]!.outcome = .error
        } else if success, slots[slot]!.outcome == .unknown {
            slots[slot]!.outcome = .success
        }
    }

    /// Hands out every flow still open (the end of the input), in order.
    public func finishAll() {
        for slot in slots.indices where slots[slot] != nil { finish(slot) }
        release(all: true)
    }

    // MARK: - Inside

    private func touch(_ key: UInt64, _ slot: Int) {
        byThread[key, default: RecentFlows()].touch(slot: slot, number: slots[slot]!.number)
    }

    /// A thread (or whole-log) key of one platform's lines.
    static func threadKey(_ thread: UInt64, _ platform: FlowPlatform) -> UInt64 {
        thread ^ (UInt64(FlowPlatform.allCases.firstIndex(of: platform)! + 1) &* 0x9E37_79B9_7F4A_7C15)
    }

    private static func key(_ text: String) -> CorrelationKey? {
        var text = text
        return text.withUTF8 { CorrelationKey.read($0, at: 0) }
    }

    private static func platform(of diagnosis: Diagnosis) -> FlowPlatform? {
        switch diagnosis.platform {
        case .apple?: .apple
        case .dotnet?: .dotnet
        case .js?: .js
        case .python?: .python
        case .android?: .android
        case .java?: .java
        case .go?: .go
        default: nil
        }
    }

    private func advance(_ line: Int, _ time: LogTime?) {
        self.line = line
        if let time {
            latestMicros = reversed ? min(latestMicros ?? time.micros, time.micros) : max(latestMicros ?? time.micros, time.micros)
        }
        sinceSweep += 1
        if sinceSweep >= 4096 {
            sinceSweep = 0
            sweep()
        }
    }

    /// Newest-first: the app's error is read before the call it ended. The flow it opened (no
    /// MSAL line yet, no id) takes the MSAL lines that come next within the window, whatever their thread.
    private func appErrorAwaitingItsCall(_ time: LogTime?) -> Int? {
        guard reversed, lastSlot >= 0, let flow = slots[lastSlot], flow.number == lastNumber, flow.msalEvents == 0,
              flow.correlation == nil, within(lastSlot, time) else { return nil }
        return lastSlot
    }

    /// How complete a time's clock is: UTC over local, then a whole date over a year-less one
    /// over a time of day alone.
    private static func clockRank(_ time: LogTime) -> Int {
        let form = switch time.form {
        case .dateTime: 2
        case .monthDay: 1
        case .timeOfDay: 0
        }
        return (time.utc ? 3 : 0) + form
    }

    private func within(_ slot: Int, _ time: LogTime?) -> Bool {
        guard let flow = slots[slot] else { return false }
        if let time, let last = flow.lastTime, time.utc == last.utc {
            let window = flow.ended || reversed || flow.msalEvents == 0 ? options.joinMicros : options.inProgressJoinMicros
            return abs(time.micros - last.micros) <= window
        }
        return abs(line - flow.lastLine) <= options.joinLines
    }

    private func newFlow(_ event: LineEvent, line: Int) -> Int {
        let flow = LogFlow(input: input, number: numbered, correlation: event.correlation, platform: event.platform,
                           firstLine: line, lastLine: line, thread: event.thread, reversed: reversed)
        numbered += 1
        open += 1
        if open > options.maximumOpen { evictOldest() }
        if let slot = free.popLast() {
            slots[slot] = flow
            return slot
        }
        slots.append(flow)
        return slots.count - 1
    }

    private func append(_ event: LineEvent, to slot: Int, line: Int, text: LineBytes) {
        appendStep(event, to: slot, line: line, text: text)
        slots[slot]!.eventCount += 1
        slots[slot]!.msalEvents += 1
        if slots[slot]!.platform == nil || slots[slot]!.platform == .wam && event.platform != .wam { slots[slot]!.platform = event.platform }
        if slots[slot]!.libraryVersion == nil, let version = event.version {
            slots[slot]!.libraryVersion = text.string(version)
        }
        apply(event, to: slot)
    }

    private func appendStep(_ event: LineEvent, to slot: Int, line: Int, text: LineBytes) {
        if line < slots[slot]!.firstLine { slots[slot]!.firstLine = line }
        if line > slots[slot]!.lastLine { slots[slot]!.lastLine = line }
        if let time = event.time {
            // One clock per flow: MSAL's UTC stamp and the app's local time beside it (`2025/03/14
            // 09:47:14 [Sync] …` next to `[2025-03-14 08:47:12 - <id>]`) are an hour apart, and a time
            // of day or a year-less date counts from another origin. The most complete clock met
            // (UTC over local, a whole date over less) is the flow's; times on another are not used.
            let rank = Self.clockRank(time)
            let current = slots[slot]!.firstTime.map(Self.clockRank) ?? -1
            if rank > current { slots[slot]!.firstTime = time }
            if rank >= current { slots[slot]!.lastTime = time }
        }
        guard options.keepSteps else { return }
        if slots[slot]!.steps.count >= options.maximumSteps {
            slots[slot]!.stepsOmitted += 1
            return
        }
        let start = slots[slot]!.text.count
        let length = min(text.count, options.stepTextBytes)
        slots[slot]!.text.append(contentsOf: UnsafeBufferPointer(rebasing: text[0..<length]))
        slots[slot]!.steps.append(FlowStep(kind: event.kind, line: line, time: event.time, status: event.status,
                                           textRange: start..<start + length))
    }

    private func apply(_ event: LineEvent, to slot: Int) {
        if event.api != .unknown, slots[slot]!.api == .unknown { slots[slot]!.api = event.api }
        if let outcome = event.outcome {
            // Newest-first: the first outcome read is the call's last. The app's own error stands.
            if reversed ? slots[slot]!.outcome == .unknown : !slots[slot]!.errorFromApp { slots[slot]!.outcome = outcome }
        }
        if let throttled = event.throttledByCache {
            if throttled || slots[slot]!.throttledByCache == nil { slots[slot]!.throttledByCache = throttled }
        }
    }

    private func finish(_ slot: Int) {
        guard let flow = slots[slot] else { return }
        slots[slot] = nil
        free.append(slot)
        open -= 1
        if let id = flow.correlation, byID[id] == slot { byID[id] = nil }
        if lastSlot == slot { lastSlot = -1 }
        let done = flow
        if done.reversed { done.steps.reverse() }
        // Thread entries name flows by slot and number, so a reused slot is never mistaken;
        // keys whose flows are all gone are dropped now and then.
        if byThread.count > 4 * max(open, 256) { byThread = byThread.filter { $0.value.latest(in: slots) != nil } }
        finished.append(done)
    }

    private func sweep() {
        for slot in slots.indices {
            guard let flow = slots[slot] else { continue }  // a reference: no copy
            let lines = abs(line - flow.lastLine)
            var micros: Int64 = 0
            if let latest = latestMicros, let last = flow.lastTime { micros = abs(latest - last.micros) }
            if flow.ended ? (lines > options.lingerLines || micros > options.lingerMicros)
                          : (lines > options.idleLines || micros > options.idleMicros) {
                finish(slot)
            }
        }
        release(all: false)
    }

    private func evictOldest() {
        var oldest = -1
        for slot in slots.indices {
            guard let flow = slots[slot] else { continue }
            if oldest < 0 || flow.lastLine < slots[oldest]!.lastLine { oldest = slot }
        }
        if oldest >= 0 { finish(oldest) }
    }

    /// Hands out the finished flows that no open flow started before (all of them at the end,
    /// or when too many wait). A newest-first log is handed out at its end, in time order.
    private func release(all: Bool) {
        guard !finished.isEmpty else { return }
        if reversed && !all { return }
        var limit = Int.max
        if !all && finished.count < 4 * options.maximumOpen {
            for case let flow? in slots { limit = min(limit, flow.firstLine) }
        }
        if reversed {
            finished.sort { lhs, rhs in
                switch (lhs.start, rhs.start) {
                case let (l?, r?) where l.micros != r.micros: return l.micros < r.micros
                case (nil, _?): return false
                case (_?, nil): return true
                default: return lhs.firstLine < rhs.firstLine
                }
            }
            for flow in finished { emit(flow) }
            finished.removeAll()
            return
        }
        finished.sort { $0.firstLine < $1.firstLine }
        var handed = 0
        for flow in finished {
            guard flow.firstLine < limit else { break }
            emit(flow)
            handed += 1
        }
        finished.removeFirst(handed)
    }
}

/// The last four flows that had a line on one thread (or of one whole-log key), latest first,
/// each as its slot and number so that a slot reused by another flow is not mistaken for it.
struct RecentFlows {
    private var entries: (Int, Int, Int, Int) = (-1, -1, -1, -1)

    private static func pack(_ slot: Int, _ number: Int) -> Int { slot | number << 24 }

    mutating func touch(slot: Int, number: Int) {
        let entry = Self.pack(slot, number)
        if entries.0 == entry { return }
        if entries.1 == entry { entries = (entry, entries.0, entries.2, entries.3); return }
        if entries.2 == entry { entries = (entry, entries.0, entries.1, entries.3); return }
        entries = (entry, entries.0, entries.1, entries.2)
    }

    private func valid(_ entry: Int, _ slots: [LogFlow?]) -> Int? {
        guard entry >= 0 else { return nil }
        let slot = entry & 0xFF_FFFF
        guard slot < slots.count, let flow = slots[slot], flow.number == entry >> 24 else { return nil }
        return slot
    }

    /// The latest flow still held, if any.
    func latest(in slots: [LogFlow?]) -> Int? {
        valid(entries.0, slots) ?? valid(entries.1, slots) ?? valid(entries.2, slots) ?? valid(entries.3, slots)
    }

    /// The latest flow still held that `accepts`.
    func first(where accepts: (Int) -> Bool, in slots: [LogFlow?]) -> Int? {
        for entry in [entries.0, entries.1, entries.2, entries.3] {
            if let slot = valid(entry, slots), accepts(slot) { return slot }
        }
        return nil
    }
}
