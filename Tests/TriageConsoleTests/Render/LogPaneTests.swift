import AcquisitionSimulator
import Testing
@testable import TriageConsole
import TriageQuery

/// What the log pane's last column says of a step without an error.
@Suite struct LogPaneTests {
    private func lastColumn(_ step: Step, api: API, detail: UInt32) -> String {
        let event = LogEvent(AcquisitionEvent(time: 0, flow: 1, account: 0, platform: .dotnet, step: step, api: api,
                                              outcome: .started, detail: detail),
                             flow: .simulated(1), diagnosis: nil)
        return LogPane.lastColumn(event, log: EventLog())
    }

    /// The app's one retry of a 5xx on .NET waits 61 s: the row says so as `simulate` does.
    @Test func aWaitReadsInSecondsWhenItIsWholeSeconds() {
        #expect(lastColumn(.apiCall, api: .wait, detail: 61_000) == "61 s")
        #expect(lastColumn(.apiCall, api: .wait, detail: 2_000) == "2 s")
        #expect(lastColumn(.apiCall, api: .wait, detail: 1_500) == "1500 ms")
        #expect(lastColumn(.apiCall, api: .wait, detail: 500) == "500 ms")
        #expect(lastColumn(.serverResponse, api: .acquireTokenSilent, detail: 503) == "HTTP 503")
    }
}
