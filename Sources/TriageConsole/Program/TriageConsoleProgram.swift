import TriageQuery
import ConsoleTheme
import Foundation
import AcquisitionSimulator
import MSALErrorModel

/// The console as the terminal edge drives it: the state, the feed, and the
/// effects (pulling one event, exporting) that the pure reducer asks for.
public final class TriageConsoleProgram: ConsoleProgram {
    public private(set) var state: ConsoleState
    private let feed: any EventFeed
    private var pump = FeedPump()
    /// The feed's virtual clock as the console has played it.
    private var virtualNow: Double = 0
    private let exportDirectory: String
    /// The export being written, if any (`x`).
    private var export: BackgroundExport?
    /// Handler code waiting for the terminal edge to copy (`y`).
    private var clipboardText: String?
    /// The opened or followed file, read again for the raw-lines view (`r`); nil for stdin
    /// and the simulator.
    public var fileLines: FileLines?
    /// Most events taken in one tick, so a fast stream cannot stall a frame.
    public static let maxEventsPerTick = 20_000

    public init(state: ConsoleState, feed: any EventFeed, exportDirectory: String = ".") {
        self.state = state
        self.feed = feed
        self.exportDirectory = exportDirectory
        if let first = feed.nextTime() { virtualNow = Double(first) }
    }

    /// True once the person asked to quit and any export has been written out
    /// (waiting for it here means quitting never leaves a half-written file).
    public var wantsQuit: Bool {
        if state.wantsQuit { finishExport() }
        return state.wantsQuit
    }

    public var theme: Theme { state.theme }

    public func takeClipboardText() -> String? {
        defer { clipboardText = nil }
        return clipboardText
    }

    public func handle(_ key: Key) {
        send(.key(key))
    }

    /// Applies an action and runs the effects it asks for.
    public func send(_ action: ConsoleAction) {
        let effects = ConsoleReducer.reduce(&state, action, translator: feed.translator)
        for effect in effects { run(effect) }
    }

    public func tick(elapsedMilliseconds: Int) -> Bool {
        let exportEnded = collectExport()
        guard !state.paused else { return exportEnded }
        virtualNow += Double(max(0, elapsedMilliseconds)) * state.speed
        let pulled = pull(dueBy: VirtualMilliseconds(virtualNow), limit: Self.maxEventsPerTick)
        // A feed read in the background says how far it is even when no event came.
        defer { noticeShown = false }
        return pulled > 0 || exportEnded || noticeShown
    }

    /// True when the last pull put a notice of the feed in the status line.
    private var noticeShown = false
    /// Errors so far whose text ran on past the 64 KiB an error may reach, cut there.
    private var cutErrors = 0

    /// What the status line says when errors were cut, as `explain` and `summarize` say it.
    static func cutNotice(_ count: Int) -> String {
        "\(count) \(count == 1 ? "error" : "errors") longer than 64 KiB, cut there: fields after that were not read"
    }

    /// Waits for a running export and shows how it ended; returns that status line,
    /// or nil when no export was running (the console prints it after leaving the
    /// screen, so an export started just before Ctrl-C is neither cut short nor silent).
    @discardableResult
    public func finishExport() -> String? {
        guard let export else { return nil }
        _ = export.wait()
        collectExport()
        return state.status
    }

    /// Why the last export failed, or nil when none did (`--once` then exits non-zero).
    public private(set) var exportFailure: String?

    /// Shows the end of a finished export in the status line; true when one ended now.
    @discardableResult
    private func collectExport() -> Bool {
        guard let export, let result = export.result else { return false }
        self.export = nil
        switch result {
        case .success(let path):
            exportFailure = nil
            send(.showStatus("exported \(export.eventCount) events to \(path)"))
        case .failure(let error):
            exportFailure = "export failed: \(error)"
            send(.showStatus("export failed: \(error)"))
        }
        return true
    }

    /// Takes up to `count` events at once, whatever their time (`--events N`, tests).
    @discardableResult
    public func preload(events count: Int) -> Int {
        var taken = 0
        while taken < count {
            let got = pull(dueBy: .max, limit: min(Self.maxEventsPerTick, count - taken))
            if got == 0 { break }
            taken += got
        }
        if let last = state.log.events.last { virtualNow = max(virtualNow, Double(last.time)) }
        return taken
    }

    /// Plays the next `milliseconds` of virtual time at once, so a live console opens with some history.
    @discardableResult
    public func fastForward(milliseconds: Int) -> Int {
        guard let first = feed.nextTime() else { return 0 }
        let until = VirtualMilliseconds(max(virtualNow, Double(first))) + VirtualMilliseconds(max(0, milliseconds))
        var taken = 0
        while true {
            let got = pull(dueBy: until, limit: Self.maxEventsPerTick)
            if got == 0 { break }
            taken += got
        }
        virtualNow = max(virtualNow, Double(until))
        return taken
    }

    public func resize(width: Int, height: Int) {
        guard width != state.width || height != state.height else { return }
        send(.resize(width: width, height: height))
    }

    /// Pure: the state as a frame; the size came earlier, as a `.resize` action.
    public func render() -> Screen {
        ConsoleRenderer.render(state, translator: feed.translator)
    }

    private func pull(dueBy now: VirtualMilliseconds?, limit: Int) -> Int {
        let batch = pump.batch(from: feed, dueBy: now, limit: limit, log: state.log)
        let cut = batch.diagnoses.reduce(0) { $0 + ($1.diagnosis.isTruncated ? 1 : 0) }
        cutErrors += cut
        let notices = [feed.takeNotice(), cut > 0 ? Self.cutNotice(cutErrors) : nil].compactMap { $0 }
        if !notices.isEmpty {
            send(.showStatus(notices.joined(separator: "; ")))
            noticeShown = true
        }
        guard !batch.events.isEmpty else { return 0 }
        send(.ingest(batch))
        return batch.events.count
    }

    private func run(_ effect: ConsoleEffect) {
        switch effect {
        case .pullOneEvent:
            if pull(dueBy: nil, limit: 1) == 0 {
                send(.showStatus("no more events in the stream yet"))
            } else if let last = state.log.events.last {
                virtualNow = max(virtualNow, Double(last.time))
            }
        case .exportSession:
            guard export == nil else {
                send(.showStatus("an export is still being written; the status line says when it is done"))
                return
            }
            export = BackgroundExport(log: state.log.withoutFlowIndex(), scenarioNames: feed.scenarioNames, locale: state.locale,
                                      path: SessionExport.nextPath(in: exportDirectory))
            send(.showStatus("exporting \(state.log.count) events…"))
        case .showRawLines(let line):
            guard let fileLines else {
                send(.showStatus("r: standard input cannot be read again; open the log by its path"))
                return
            }
            do {
                let window = try fileLines.window(around: line, radius: RawLinesView.radius)
                send(.showRawLines(RawLinesView(name: fileLines.path, firstLine: window.first, rawLines: window.lines,
                                                target: line, personalData: state.personalData)))
            } catch {
                send(.showStatus(error.description))
            }
        case .copyHandlerCode(let text, let fileName):
            clipboardText = text
            let path = exportDirectory + "/" + fileName
            do {
                try AtomicFile.write(Array(text.utf8), to: path)
                send(.showStatus("handler code saved to \(path) and offered to the clipboard (OSC 52)"))
            } catch {
                send(.showStatus("handler code offered to the clipboard (OSC 52); \(path) could not be written"))
            }
        }
    }
}
