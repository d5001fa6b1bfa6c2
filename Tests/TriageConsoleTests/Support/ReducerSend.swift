import Testing
@testable import TriageConsole

// Reducer tests send actions the way the Composable Architecture's test store does:
// every send states the effects it expects (none unless given), and a send that
// returns another effect, or misses one, fails the test. So a test cannot pass
// while the reducer quietly starts an export or pulls an event.

/// Sends keys one by one; each must return `effects` (none by default).
func send(_ state: inout ConsoleState, _ keys: Key..., effects expected: [ConsoleEffect] = [],
          sourceLocation: SourceLocation = #_sourceLocation) {
    for key in keys {
        send(&state, action: .key(key), effects: expected, sourceLocation: sourceLocation)
    }
}

/// Sends one action; it must return exactly `effects` (none by default).
func send(_ state: inout ConsoleState, action: ConsoleAction, effects expected: [ConsoleEffect] = [],
          sourceLocation: SourceLocation = #_sourceLocation) {
    let effects = ConsoleReducer.reduce(&state, action)
    #expect(effects == expected, "effects of \(action)", sourceLocation: sourceLocation)
}
