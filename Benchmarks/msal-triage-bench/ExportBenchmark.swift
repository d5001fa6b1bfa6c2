import ConsoleTheme
import AcquisitionSimulator
import Foundation
import TriageConsole

/// `x` in a console holding one million events, as the terminal loop drives it:
/// how long the key itself takes, and the longest frame (tick + render at
/// 200x60, the stream still playing) while the file is written off the drawing
/// thread. A frozen screen shows as one long frame.
func runExportBenchmark() {
    let count = 1_000_000
    let directory = NSTemporaryDirectory() + "msal-triage-export-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let state = ConsoleState(source: .scenario(name: "mixed", seed: 1), themes: [Theme.defaultDark])
    let stream = EventStream(scenario: Scenarios.named(Scenarios.defaultName)!, seed: 1)
    let program = TriageConsoleProgram(state: state, feed: SimulatorFeed(stream), exportDirectory: directory)
    program.send(.resize(width: 200, height: 60))
    program.preload(events: count)
    _ = program.render()

    // Fifty times real speed, so the stream keeps adding events while the file is written.
    for _ in 0..<4 { program.send(.command(.faster)) }
    let started = DispatchTime.now()
    program.handle(.character("x"))
    let keyMilliseconds = milliseconds(since: started)
    var frames = 0
    var longest = 0.0
    var longestAt = 0
    var total = 0.0
    while program.state.status?.hasPrefix("exporting") == true {
        let frameStart = DispatchTime.now()
        _ = program.tick(elapsedMilliseconds: 16)
        _ = program.render()
        let frame = milliseconds(since: frameStart)
        if frame > longest { (longest, longestAt) = (frame, frames) }
        total += frame
        frames += 1
        usleep(16_000)
    }
    let wall = milliseconds(since: started)
    print("export of \(count) events while the console runs: \(String(format: "%.0f", wall)) ms until done; "
        + "key x took \(String(format: "%.2f", keyMilliseconds)) ms; \(frames) frames drawn meanwhile, "
        + "longest \(String(format: "%.2f", longest)) ms (frame \(longestAt + 1)), mean \(String(format: "%.2f", frames > 0 ? total / Double(frames) : 0)) ms")
    print("status: \(program.state.status ?? "")")
}

private func milliseconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}
