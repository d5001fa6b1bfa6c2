import ConsoleTheme
import AcquisitionSimulator
import Foundation
import MSALErrorModel
import TriageConsole
import TriageQuery

/// One million events in the console's log: the time to render one 200x60
/// frame (plain, with a search, with a filter), the time to filter and search
/// the whole log, and the memory the log takes per event. The events are the
/// simulator's `mixed` stream (seed 1), taken through the same feed and
/// batches the live console uses; `synthetic` uses hand-made flows instead.
func runConsoleBenchmark() {
    let count = 1_000_000
    let synthetic = CommandLine.arguments.contains("synthetic")
    let rssBefore = residentBytes()
    var state = ConsoleState(source: .scenario(name: "bench", seed: 1), themes: [Theme.defaultDark])
    ConsoleReducer.reduce(&state, .resize(width: 200, height: 60))
    let started = DispatchTime.now()
    if synthetic {
        var made = 0
        while made < count {
            let batch = benchmarkBatch(from: made, count: min(20_000, count - made), withDiagnoses: made == 0)
            ConsoleReducer.reduce(&state, .ingest(batch))
            made += batch.events.count
        }
    } else {
        let stream = EventStream(scenario: Scenarios.named(Scenarios.defaultName)!, seed: 1)
        let program = TriageConsoleProgram(state: state, feed: SimulatorFeed(stream))
        program.preload(events: count)
        state = program.state
    }
    let ingestSeconds = seconds(since: started)
    let rssAfter = residentBytes()
    print("events:                    \(synthetic ? "synthetic flows" : "simulator, mixed, seed 1")")
    let logBytes = state.log.events.capacity * MemoryLayout<LogEvent>.stride
        + state.log.flowStart.bytes
    print("events in the log:         \(state.log.count) (ingested in \(format(ingestSeconds * 1000)) ms, "
        + "batches of 20000)")
    print("log memory (computed):     \(format(Double(logBytes) / Double(count))) bytes/event "
        + "(event stride \(MemoryLayout<LogEvent>.stride) B + flow index)")
    print("process memory growth:     \(format(Double(rssAfter - rssBefore) / Double(count))) bytes/event (RSS)")

    ConsoleReducer.reduce(&state, .command(.top))
    for _ in 0..<(count / 2 / 57) { ConsoleReducer.reduce(&state, .command(.pageDown)) }
    print("frame 200x60, plain:       \(format(frameMilliseconds(state))) ms")

    let searchStart = DispatchTime.now()
    ConsoleReducer.reduce(&state, .command(.search))
    for character in "aadsts" { ConsoleReducer.reduce(&state, .key(.character(character))) }
    ConsoleReducer.reduce(&state, .key(.enter))
    print("incremental search (6 keys over 1M events): \(format(seconds(since: searchStart) * 1000)) ms, "
        + "\(state.hits.count) hits")
    print("frame 200x60, search:      \(format(frameMilliseconds(state))) ms")

    let filterStart = DispatchTime.now()
    ConsoleReducer.reduce(&state, .command(.filter))
    for character in "outcome:error" { ConsoleReducer.reduce(&state, .key(.character(character))) }
    ConsoleReducer.reduce(&state, .key(.enter))
    print("filter outcome:error over 1M events: \(format(seconds(since: filterStart) * 1000)) ms, "
        + "\(state.view.count) rows kept")
    print("frame 200x60, filtered:    \(format(frameMilliseconds(state))) ms")

    let directory = NSTemporaryDirectory() + "msal-triage-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let exportStart = DispatchTime.now()
    if let path = try? SessionExport.write(state.log, scenarioNames: ["bench"], locale: .en,
                                           to: SessionExport.nextPath(in: directory)) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print("export of the whole session (written off the drawing thread): "
            + "\(format(seconds(since: exportStart) * 1000)) ms, "
            + "\(size / 1_048_576) MiB of JSON lines")
    }
}

/// Synthetic flows of four events; one flow in five fails with one of three diagnoses.
private func benchmarkBatch(from start: Int, count: Int, withDiagnoses: Bool) -> EventBatch {
    let diagnoses = [
        Diagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50002),
                  codeName: "MSALErrorInteractionRequired", oauthError: "invalid_grant", aadsts: [50079]),
        Diagnosis(platform: .dotnet, domain: "MsalServiceException", code: .text("request_throttled"),
                  codeName: "request_throttled", httpStatus: 429, retryAfterSeconds: 30),
        Diagnosis(platform: .apple, domain: "MSALErrorDomain", code: .number(-50000), codeName: "MSALErrorInternal",
                  internalSubCode: -42700, internalSubCodeName: "MSALInternalErrorBrokerResponseNotReceived"),
    ]
    var events: [LogEvent] = []
    events.reserveCapacity(count)
    for index in start..<(start + count) {
        let flow = UInt32(index / 4)
        let position = index % 4
        let failing = flow % 5 == 4
        let step: Step = [.apiCall, .networkRequest, .serverResponse, failing ? .handlerDecision : .result][position]
        let outcome: Outcome = position == 2 ? (failing ? .error : .success) : (position == 0 ? .started : .info)
        let event = AcquisitionEvent(
            time: UInt64(index) * 7, flow: flow, account: UInt16(flow % 4), platform: Platform.lenses[Int(flow) % 4],
            step: step, api: .acquireTokenSilent, outcome: outcome)
        events.append(LogEvent(event, flow: .simulated(flow), diagnosis: failing && position == 2 ? StoreIndex(flow % 3) : nil))
    }
    return EventBatch(diagnoses: withDiagnoses ? diagnoses.map { StoredDiagnosis($0) } : [], events: events)
}

/// The mean time of one render, over enough frames to be stable.
private func frameMilliseconds(_ state: ConsoleState) -> Double {
    _ = ConsoleRenderer.render(state)
    let frames = 300
    let start = DispatchTime.now()
    var cells = 0
    for _ in 0..<frames { cells &+= ConsoleRenderer.render(state).cells.count }
    precondition(cells == frames * 200 * 60)
    return seconds(since: start) * 1000 / Double(frames)
}

private func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

private func format(_ value: Double) -> String {
    String(format: "%.2f", value)
}

/// Resident memory of this process, from /proc (0 where it is not available).
private func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
