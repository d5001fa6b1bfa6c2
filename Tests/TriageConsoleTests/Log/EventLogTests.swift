import AcquisitionSimulator
import Testing
@testable import TriageConsole

@Suite struct EventLogTests {
    @Test func eventsStaySmall() {
        #expect(MemoryLayout<AcquisitionEvent>.stride <= 48)
        #expect(MemoryLayout<LogEvent>.stride <= MemoryLayout<AcquisitionEvent>.stride,
                "the log keeps no more per event than the simulator")
    }

    @Test func countsAndFlowStarts() {
        let log = Fixtures.state(flows: 9).log
        #expect(log.count == 36)
        #expect(log.errorCount == 3)
        #expect(log.flowStart[.simulated(0)] == 0 && log.flowStart[.simulated(4)] == 16)
        #expect(log.flowEvents(.simulated(2)) == [8, 9, 10, 11])
        #expect(log.flowEvents(.simulated(99)).isEmpty)
        #expect(log.flowEvents(.imported(2)).isEmpty, "imported flows are numbered apart")
    }

    @Test func filteredViewMapsRowsToEventsBothWays() throws {
        var state = Fixtures.state(flows: 9)
        state.view.setFilter(try LogQuery.parse("outcome:error").get(), log: state.log)
        #expect(state.view.count == 3)
        #expect((0..<3).map { state.view.eventIndex(atRow: $0) } == [10, 22, 34])
        #expect(state.view.row(ofEvent: 22) == 1)
        #expect(state.view.row(ofEvent: 23) == 1, "the nearest earlier kept event")
        #expect(state.view.row(ofEvent: 5) == nil)
    }
}
