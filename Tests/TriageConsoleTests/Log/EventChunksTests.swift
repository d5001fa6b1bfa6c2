import AcquisitionSimulator
import Testing
@testable import TriageConsole
import TriageQuery

/// The log's chunked event storage: the same events in the same order as one array,
/// and a copy (an export's) unchanged while the log keeps growing.
@Suite struct EventChunksTests {
    private func event(_ number: Int) -> LogEvent {
        LogEvent(AcquisitionEvent(time: UInt64(number), flow: UInt32(number / 4), account: 0, platform: .apple,
                                  step: .apiCall, api: .acquireTokenSilent, outcome: .started),
                 flow: .simulated(UInt32(number / 4)), diagnosis: nil)
    }

    @Test func eventsKeepTheirOrderAcrossChunks() {
        var chunks = EventChunks()
        let total = EventChunks.chunkSize * 2 + 17
        for number in 0..<total { chunks.append(event(number)) }
        #expect(chunks.count == total)
        #expect(chunks.first?.time == 0 && chunks.last?.time == UInt64(total - 1))
        for index in [0, EventChunks.chunkSize - 1, EventChunks.chunkSize, EventChunks.chunkSize * 2 + 16] {
            #expect(chunks[index].time == UInt64(index))
        }
        #expect(chunks.map(\.time) == (0..<total).map(UInt64.init))
        #expect(chunks.capacity >= total)
    }

    @Test func aCopyForTheExportStaysAsItWasWhileTheLogGrows() {
        var log = EventLog()
        for number in 0..<(EventChunks.chunkSize + 10) { log.append(event(number)) }
        let exported = log.withoutFlowIndex()
        for number in (EventChunks.chunkSize + 10)..<(EventChunks.chunkSize * 2 + 5) { log.append(event(number)) }
        #expect(exported.count == EventChunks.chunkSize + 10)
        #expect(exported.events.last?.time == UInt64(EventChunks.chunkSize + 9))
        #expect(log.count == EventChunks.chunkSize * 2 + 5)
        #expect(exported.flowStart.isEmpty && log.flowStart.count == (EventChunks.chunkSize * 2 + 5 + 3) / 4)
        #expect(log.flowEvents(.simulated(3)) == [12, 13, 14, 15], "the live log keeps its flow index")
    }
}
