import AcquisitionSimulator
import MSALErrorModel
import Testing
@testable import TriageConsole

@Suite struct TriageConsoleProgramTests {
    private func freshProgram(flows: Int = 10) -> TriageConsoleProgram {
        let state = ConsoleState(source: .scenario(name: "fixture", seed: 1), themes: Fixtures.themes)
        return TriageConsoleProgram(state: state, feed: ListFeed(Fixtures.items(flows: flows), translator: FixtureTranslator()))
    }

    @Test func ticksTakeTheEventsDueByVirtualTime() {
        let program = freshProgram()
        // Fixture events are 40 virtual ms apart, the first at 40.
        #expect(program.tick(elapsedMilliseconds: 0))
        #expect(program.state.log.count == 1)
        _ = program.tick(elapsedMilliseconds: 100)
        #expect(program.state.log.count == 3)
        program.handle(.character("+"))
        program.handle(.character("+"))
        _ = program.tick(elapsedMilliseconds: 40)
        #expect(program.state.log.count == 8, "at 5x, 40 ms of real time is 200 virtual ms")
    }

    @Test func pausedStreamTakesNothingButStepTakesExactlyOne() {
        let program = freshProgram()
        _ = program.tick(elapsedMilliseconds: 100)
        let before = program.state.log.count
        program.handle(.character(" "))
        #expect(!program.tick(elapsedMilliseconds: 10_000))
        #expect(program.state.log.count == before)
        program.handle(.character("."))
        #expect(program.state.log.count == before + 1)
        #expect(program.state.selection == before, "the stepped-in event is selected")
    }

    @Test func fastForwardPlaysAStretchOfVirtualTimeAtOnce() {
        let program = freshProgram(flows: 10)
        // Events every 40 ms from 40: the first 200 ms after the first event hold six of them.
        #expect(program.fastForward(milliseconds: 200) == 6)
        #expect(program.state.log.count == 6)
        _ = program.tick(elapsedMilliseconds: 40)
        #expect(program.state.log.count == 7, "the live clock carries on from where the fast-forward stopped")
    }

    @Test func stepAtTheEndOfAFiniteStreamSaysSo() {
        let program = freshProgram(flows: 1)
        program.preload(events: .max)
        program.handle(.character("."))
        #expect(program.state.status == "no more events in the stream yet")
    }

    @Test func repeatedDiagnosesAreStoredOnce() {
        let program = freshProgram(flows: 30)
        program.preload(events: .max)
        #expect(program.state.log.errorCount == 10)
        #expect(program.state.log.diagnoses.count == Fixtures.diagnoses.count)
    }

    @Test func platformLensShowsTheConditionAsAnotherPlatformReportsIt() {
        let program = freshProgram(flows: 6)
        program.preload(events: .max)
        program.handle(.character("g"))
        program.handle(.character("e"))
        #expect(!program.frame(width: 120, height: 40).text.contains("Lensdotnet"))
        program.handle(.character("v"))
        program.handle(.character("v"))
        #expect(program.state.lens == .dotnet)
        let text = program.frame(width: 120, height: 40).text
        #expect(text.contains("Lensdotnet"))
        #expect(text.contains("lens .NET"))
    }

    @Test func headlessFrameAppliesKeysAfterLoadingEvents() {
        let program = freshProgram(flows: 10)
        let screen = OnceFrame.frame(program: program, width: 100, height: 30, events: 12,
                                       script: [.key(.character("g")), .key(.character("e"))])
        #expect(program.state.log.count == 12)
        #expect(screen.width == 100 && screen.height == 30)
        #expect(screen.text.contains("MSALErrorInteractionRequired (-50002)"))
    }
}
