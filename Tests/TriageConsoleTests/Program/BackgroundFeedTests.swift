import Dispatch
import Foundation
import MSALErrorModel
import Testing
@testable import TriageConsole

/// `console --open` in the live console: a producer on a reading thread of its own hands the
/// items over through ``BackgroundFeed``, and the console keeps drawing and answering keys.
@Suite struct BackgroundFeedTests {
    private let appleError = """
        Error Domain=MSALErrorDomain Code=-50002 "(null)" UserInfo={MSALErrorDescriptionKey=AADSTS50079: \
        Due to a configuration change made by your administrator you must enroll in MFA., \
        MSALOAuthErrorKey=invalid_grant}
        """

    private func program(_ feed: any EventFeed) -> TriageConsoleProgram {
        let program = TriageConsoleProgram(state: ConsoleState(source: .file("big.log"), themes: Fixtures.themes), feed: feed)
        program.send(.resize(width: 120, height: 40))
        return program
    }

    /// Ticks until `condition` holds (at most two seconds of real time).
    private func tick(_ console: TriageConsoleProgram, until condition: () -> Bool) {
        for _ in 0..<400 where !condition() {
            _ = console.tick(elapsedMilliseconds: 16)
            usleep(5_000)
        }
    }

    @Test func itemsAndProgressArriveWhileTheProducerStillReads() throws {
        let step = DispatchSemaphore(value: 0)
        let items = ImportedErrors.items(inText: appleError, fallbackPlatform: .apple)
        try #require(items.count == 1)
        let feed = BackgroundFeed(name: "'big.log'", totalBytes: 4_000_000) { sink in
            sink.read(bytes: 1_000_000)
            sink.add(items)
            step.wait()  // a slow disk: the rest comes later
            sink.read(bytes: 4_000_000)
            sink.add(items + items)
            return nil
        }
        let console = program(feed)
        // The console is up and drawing before the producer is done.
        tick(console) { console.state.log.count == 1 }
        #expect(console.state.log.count == 1)
        #expect(console.state.status == "reading 'big.log': 25% (1.0 of 4.0 MB), 1 error so far")
        #expect(console.frame(width: 120, height: 40).text.contains("reading 'big.log': 25%"))
        #expect(!feed.isFinished)
        step.signal()
        tick(console) { console.state.log.count == 3 && console.state.status?.hasPrefix("read ") == true }
        #expect(console.state.log.count == 3)
        #expect(console.state.status == "read 'big.log': 3 errors")
        #expect(feed.isFinished && feed.failure == nil)
    }

    /// An MSAL log's items are its flows' steps: the status counts events, not errors.
    @Test func anMSALLogsStatusCountsEvents() throws {
        let items = ImportedErrors.items(inText: appleError, fallbackPlatform: .apple)
        let feed = BackgroundFeed(name: "'msal.log'", totalBytes: nil, unit: "event") { sink in
            sink.add(items + items)
            return nil
        }
        let console = program(feed)
        tick(console) { console.state.status?.hasPrefix("read ") == true }
        #expect(console.state.status == "read 'msal.log': 2 events")
        #expect(BackgroundFeed.items(1, "event") == "1 event")
    }

    @Test func stopEndsAProducerThatChecksAndLeavesABlockedOneBehind() {
        let checking = BackgroundFeed(name: "'big.log'", totalBytes: nil) { sink in
            while !sink.isCancelled { usleep(1_000) }
            return nil
        }
        #expect(checking.stop(waitingAtMost: .seconds(5)), "a producer that checks isCancelled ends")
        let never = DispatchSemaphore(value: 0)
        let blocked = BackgroundFeed(name: "standard input", totalBytes: nil) { _ in
            never.wait()  // a read from a pipe nobody writes to
            return nil
        }
        let clock = ContinuousClock()
        let started = clock.now
        #expect(!blocked.stop(waitingAtMost: .milliseconds(50)), "a blocked producer is left behind")
        #expect(clock.now - started < .seconds(5), "stop does not wait for it")
        never.signal()
    }

    @Test func aFailedReadingIsShownAndKept() {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "cannot read 'big.log': Input/output error" }
        }
        let feed = BackgroundFeed(name: "'big.log'", totalBytes: nil) { sink in
            sink.read(bytes: 2_500_000)
            throw Broken()
        }
        feed.waitUntilFinished()
        let console = program(feed)
        tick(console) { console.state.status != nil }
        #expect(console.state.status == "stopped reading 'big.log' after 0 errors: cannot read 'big.log': Input/output error")
        #expect(feed.failure == "cannot read 'big.log': Input/output error")
    }

    @Test func numbersAreShownAsPeopleReadThem() {
        #expect(BackgroundFeed.count(0) == "0")
        #expect(BackgroundFeed.count(1_234_567) == "1,234,567")
        #expect(BackgroundFeed.progress(name: "standard input", bytes: 12_345_678, total: nil, found: 41_230)
                == "reading standard input: 12.3 MB, 41,230 errors so far")
    }
}
