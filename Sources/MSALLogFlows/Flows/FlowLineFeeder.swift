import MSALErrorModel
import MSALErrorText

/// Turns lines, in order, into events for a ``FlowBuilder``: MSAL's lines through
/// ``MSALLineReader``; lines without a header continue the record before them (multi-line
/// messages, exceptions, JSON) or are the app's own; an error in MSAL's error records or in
/// the app's text is read by the existing decoders (``ErrorTextDecoder``) and joined to its flow.
public final class FlowLineFeeder {
    public let builder: FlowBuilder
    private var reader = MSALLineReader()
    /// Used for an app's error that names no platform (`--platform`).
    private let fallbackPlatform: FlowPlatform?
    private var lastPlatform: FlowPlatform?

    /// The record still open (continuation lines may follow), kept in place: no copy per line.
    private enum PendingKind { case none, record, block }
    private var pending = PendingKind.none
    /// `.record`/`.block`: the flow (-1 for the app's own text); `.record` and MSAL's `.block`: its event.
    private var pendingSlot = -1
    private var pendingEvent: LineEvent?
    private var pendingLine = 0
    /// The last line of the pending record or block (its continuation lines).
    private var pendingLast = 0
    /// The pending block has reached its stack (`   at …`).
    private var pendingStack = false
    /// The line number of the last MEL console header (`info: <Category>[0]`), whose message is on the
    /// next line, or of a line that opens the next (urllib3's connection before its request).
    private var melHeader = -1
    private var pendingTime: LogTime?
    private var pendingThread: UInt64 = 0
    private var pendingText: [UInt8] = []
    private var pendingLines = 0

    public private(set) var msalLines = 0
    public private(set) var appErrors = 0

    /// The most lines and bytes one error's text may take.
    static let blockLines = 64
    static let blockBytes = 16 * 1024

    public init(builder: FlowBuilder, fallbackPlatform: FlowPlatform? = nil) {
        self.builder = builder
        self.fallbackPlatform = fallbackPlatform
    }

    /// One line (without its line end) and its 1-based number.
    public func feed(_ line: LineBytes, number: Int) {
        feed(line, number: number, event: reader.read(line))
    }

    /// One line already read by an ``MSALLineReader`` (on another thread): `event` is what it read.
    public func feed(_ line: LineBytes, number: Int, event: LineEvent?) {
        if let event, event.prelude {
            finishPending()
            melHeader = number
            return
        }
        if let event {
            finishPending()
            msalLines += 1
            lastPlatform = event.platform
            let slot = builder.add(event, line: number, text: line)
            if melHeader == number - 1 { builder.extend(slot, to: melHeader) }
            if event.decode {
                startBlock(slot: slot, event: event, line: number, time: event.time, thread: event.thread,
                           text: UnsafeBufferPointer(rebasing: line[event.message]))
            } else if slot >= 0 {
                pending = .record
                pendingSlot = slot
                pendingEvent = event
            }
            return
        }
        // Python's `logger.exception` writes the message, then `Traceback (most recent call last):` and the
        // stack: the traceback continues the app's error before it.
        let traceback = !line.isEmpty && line[0] == 0x54 && line.has("Traceback (most recent call last)", at: 0)
        // MSAL.NET's exception record ends with its stack: an unindented line after it is the app's.
        let afterStack = pendingStack && pendingEvent?.platform == .dotnet && !line.isEmpty && line[0] != 0x20 && line[0] != 0x09
        if !line.isEmpty, pending != .none, !afterStack,
           !HostPrefix.startsRecord(line) || pending == .block && (traceback || HostPrefix.continuesStack(line)) {
            if pending == .record {
                if HostPrefix.mayHoldError(line) {
                    finishPending()
                    startAppBlock(line, number: number)
                    return
                }
                builder.extend(pendingSlot, to: number)
                guard var event = pendingEvent else { return }
                let before = (event.kind, event.api, event.endsCall, event.decode)
                MSALLineReader.continuation(line, of: &event)
                guard before != (event.kind, event.api, event.endsCall, event.decode) else { return }
                builder.amend(pendingSlot, with: event)
                pendingEvent = event
                if event.decode { startBlock(slot: pendingSlot, event: event, line: number, time: event.time, thread: event.thread, text: line) }
            } else {
                pendingLast = number
                if line[0] == 0x20 || line[0] == 0x09, line.has("at ", at: line.skipBlanks(0)) { pendingStack = true }
                guard pendingLines < Self.blockLines, pendingText.count < Self.blockBytes else { return }
                pendingText.append(0x0A)
                pendingText.append(contentsOf: line.prefix(Self.blockBytes - pendingText.count))
                pendingLines += 1
            }
            return
        }
        finishPending()
        guard !line.isEmpty else { return }
        if HostPrefix.isMELHeader(line) { melHeader = number }
        if traceback || HostPrefix.mayHoldError(line) {
            // A traceback on its own: its last line names the exception.
            startAppBlock(line, number: number)
        } else if HostPrefix.holdsToken(line) {
            builder.addAppLine(error: nil, success: true, line: number, time: LogTimeReading.firstHostTime(line, to: min(line.count, 48)),
                               thread: HostPrefix.thread(line, before: min(line.count, 100)), platform: lastPlatform, text: line)
        }
    }

    /// The end of the input: the last record is read and every flow handed out.
    public func finish() {
        finishPending()
        builder.finishAll()
    }

    private func startBlock(slot: Int, event: LineEvent?, line: Int, time: LogTime?, thread: UInt64, text: LineBytes) {
        pending = .block
        pendingSlot = slot
        pendingEvent = event
        pendingLine = line
        pendingLast = line
        pendingStack = false
        pendingTime = time
        pendingThread = thread
        pendingText.removeAll(keepingCapacity: true)
        pendingText.append(contentsOf: text.prefix(Self.blockBytes))
        pendingLines = 1
    }

    private func startAppBlock(_ line: LineBytes, number: Int) {
        startBlock(slot: -1, event: nil, line: number, time: LogTimeReading.firstHostTime(line, to: min(line.count, 48)),
                   thread: HostPrefix.thread(line, before: min(line.count, 100)), text: line)
    }

    private func finishPending() {
        guard pending == .block else {
            pending = .none
            return
        }
        pending = .none
        let event = pendingEvent, slot = pendingSlot
        // (MSAL.NET's scrubbed `Exception type:` record is one of the shapes the decoders read.)
        let diagnosis = ErrorTextDecoder.decode(String(decoding: pendingText, as: UTF8.self)).first
        if slot >= 0 || event != nil {
            builder.extend(slot, to: pendingLast)
            if let diagnosis { builder.attach(diagnosis, to: slot) }
            return
        }
        if diagnosis != nil { appErrors += 1 }
        let firstLineEnd = pendingText.firstIndex(of: 0x0A) ?? pendingText.count
        let success = diagnosis == nil && pendingText.withUnsafeBufferPointer { HostPrefix.holdsToken($0) }
        guard diagnosis != nil || success else { return }
        let (line, last, time, thread) = (pendingLine, pendingLast, pendingTime, pendingThread)
        pendingText.withUnsafeBufferPointer { bytes in
            builder.addAppLine(error: diagnosis, success: success, line: line, through: last, time: time, thread: thread,
                               platform: lastPlatform ?? fallbackPlatform, text: UnsafeBufferPointer(rebasing: bytes[0..<firstLineEnd]))
        }
    }
}
