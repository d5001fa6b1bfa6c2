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

    private enum Pending {
        /// An MSAL record: its flow and event, for continuation lines that say more.
        case record(slot: Int, event: LineEvent)
        /// Text to decode once the record ends: MSAL's error record (`slot` ≥ 0) or the app's (-1).
        case block(slot: Int, event: LineEvent?, line: Int, time: LogTime?, thread: UInt64, text: [UInt8], lines: Int)
    }
    private var pending: Pending?

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
        if let event {
            finishPending()
            msalLines += 1
            lastPlatform = event.platform
            let slot = builder.add(event, line: number, text: line)
            if event.decode {
                var text = [UInt8]()
                text.append(contentsOf: UnsafeBufferPointer(rebasing: line[event.message]))
                pending = .block(slot: slot, event: event, line: number, time: event.time, thread: event.thread, text: text, lines: 1)
            } else {
                pending = slot >= 0 ? .record(slot: slot, event: event) : nil
            }
            return
        }
        let continues = !line.isEmpty && pending != nil && !HostPrefix.startsRecord(line)
        if continues {
            switch pending! {
            case .record(let slot, var event):
                if HostPrefix.mayHoldError(line) {
                    finishPending()
                    startAppBlock(line, number: number)
                    return
                }
                let before = (event.kind, event.api, event.endsCall, event.decode)
                MSALLineReader.continuation(line, of: &event)
                if before != (event.kind, event.api, event.endsCall, event.decode) {
                    builder.amend(slot, with: event)
                    if event.decode {
                        pending = .block(slot: slot, event: event, line: number, time: event.time, thread: event.thread,
                                         text: Array(line), lines: 1)
                        return
                    }
                }
                pending = .record(slot: slot, event: event)
            case .block(let slot, let event, let first, let time, let thread, var text, let lines):
                guard lines < Self.blockLines, text.count < Self.blockBytes else { return }
                pending = nil
                text.append(0x0A)
                text.append(contentsOf: line.prefix(Self.blockBytes - text.count))
                pending = .block(slot: slot, event: event, line: first, time: time, thread: thread, text: text, lines: lines + 1)
            }
            return
        }
        finishPending()
        guard !line.isEmpty else { return }
        if HostPrefix.mayHoldError(line) {
            startAppBlock(line, number: number)
        } else if HostPrefix.holdsToken(line) {
            builder.addAppLine(error: nil, success: true, line: number, time: TimeReading.firstHostTime(line, to: min(line.count, 48)),
                               thread: HostPrefix.thread(line, before: min(line.count, 100)), platform: lastPlatform, text: line)
        }
    }

    /// The end of the input: the last record is read and every flow handed out.
    public func finish() {
        finishPending()
        builder.finishAll()
    }

    private func startAppBlock(_ line: LineBytes, number: Int) {
        let time = TimeReading.firstHostTime(line, to: min(line.count, 48))
        pending = .block(slot: -1, event: nil, line: number, time: time, thread: HostPrefix.thread(line, before: min(line.count, 100)),
                         text: Array(line.prefix(Self.blockBytes)), lines: 1)
    }

    private func finishPending() {
        guard let current = pending else { return }
        pending = nil
        guard case .block(let slot, let event, let line, let time, let thread, let text, _) = current else { return }
        let readable = (event?.platform == .dotnet ? DotNetExceptionRecord.rewritten(text) : nil) ?? String(decoding: text, as: UTF8.self)
        let diagnosis = ErrorTextDecoder.decode(readable).first
        if slot >= 0 || event != nil {
            if let diagnosis { builder.attach(diagnosis, to: slot) }
            return
        }
        if diagnosis != nil { appErrors += 1 }
        let firstLineEnd = text.firstIndex(of: 0x0A) ?? text.count
        let success = diagnosis == nil && text.withUnsafeBufferPointer { HostPrefix.holdsToken($0) }
        guard diagnosis != nil || success else { return }
        text.withUnsafeBufferPointer { bytes in
            builder.addAppLine(error: diagnosis, success: success, line: line, time: time, thread: thread,
                               platform: lastPlatform ?? fallbackPlatform, text: UnsafeBufferPointer(rebasing: bytes[0..<firstLineEnd]))
        }
    }
}
