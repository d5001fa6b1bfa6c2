import Testing
import TriageQuery
@testable import TriageConsole

/// Each flow's first event, by flow number: dense numbers in arrays, far ones aside.
@Suite struct FlowStartsTests {
    @Test func theFirstEventOfEachFlowIsKeptOnce() {
        var starts = FlowStarts()
        let inserted = [
            starts.insertIfNew(.simulated(1), at: 0), starts.insertIfNew(.imported(0), at: 1),
            starts.insertIfNew(.simulated(1), at: 2), starts.insertIfNew(.simulated(2), at: 3),
        ]
        #expect(inserted == [true, true, false, true], "a flow's later events do not move its start")
        #expect(starts[.simulated(1)] == 0 && starts[.imported(0)] == 1 && starts[.simulated(2)] == 3)
        #expect(starts[.imported(1)] == nil && starts[.simulated(0)] == nil && starts.count == 3)
    }

    @Test func aFarFlowNumberCostsOneEntryAndMovesIntoTheArrayWhenItIsReached() {
        var starts = FlowStarts()
        // A hand-edited session: flow 4,000,000,000 must not make a 4-billion-entry array.
        let far = starts.insertIfNew(.simulated(4_000_000_000), at: 0)
        let ahead = starts.insertIfNew(.simulated(5_000), at: 1)
        #expect(far && ahead && starts.bytes < 1 << 20)
        var allNew = true
        for number in 0..<6_000 where number != 5_000 {
            allNew = starts.insertIfNew(.simulated(UInt32(number)), at: 2 + number) && allNew
        }
        let again = starts.insertIfNew(.simulated(5_000), at: 99)
        #expect(allNew && !again)
        #expect(starts[.simulated(5_000)] == 1, "kept when the array grew past it")
        #expect(starts[.simulated(4_000_000_000)] == 0 && starts.count == 6_001)
    }
}
