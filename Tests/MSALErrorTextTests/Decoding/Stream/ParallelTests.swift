import Foundation
import Testing
@testable import MSALErrorText

/// Two parts on fixed threads: the caller's, and one second thread that stays the same,
/// so a half is decoded, rendered and freed on one thread.
@Suite struct ParallelTests {
    /// The calling thread's id (`pthread_self`), as an integer that can cross threads.
    private static func threadID() -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitPattern: UInt(pthread_self())))) }

    @Test func partZeroRunsOnTheCallerAndPartOneOnTheSameSecondThreadEachTime() {
        var secondThreads: Set<UInt> = []
        var fixedRuns = 0
        // Other tests decode in parallel too; a call made while they hold the second
        // thread goes to Dispatch (and says so): it waits a millisecond, and only the
        // calls that ran on the fixed threads are checked.
        for _ in 0..<5000 where fixedRuns < 5 {
            let caller = Self.threadID()
            var threads: [UInt] = [0, 0]
            let ranFixed = threads.withUnsafeMutableBufferPointer { slots in
                SecondThread.shared.run { part in slots[part] = Self.threadID() }
            }
            guard ranFixed else {
                usleep(1000)
                continue
            }
            fixedRuns += 1
            #expect(threads[0] == caller)
            #expect(threads[1] != caller)
            secondThreads.insert(threads[1])
        }
        #expect(fixedRuns == 5, "the second thread was busy for 5 s")
        #expect(secondThreads.count == 1)
    }

    @Test func aNestedCallStillRunsEveryPart() {
        var ran = [[Bool]](repeating: [false, false], count: 2)
        ran.withUnsafeMutableBufferPointer { outer in
            Parallel.run(2) { part in
                var inner = [false, false]
                inner.withUnsafeMutableBufferPointer { slots in Parallel.run(2) { slots[$0] = true } }
                outer[part] = inner
            }
        }
        #expect(ran == [[true, true], [true, true]])
    }

    @Test func moreThanTwoPartsAllRun() {
        let results = Parallel.map(Array(0..<7)) { $0 * $0 }
        #expect(results == [0, 1, 4, 9, 16, 25, 36])
    }
}
