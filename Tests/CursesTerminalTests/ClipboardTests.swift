import Foundation
import Testing
@testable import CursesTerminal

@Suite("OSC 52 clipboard")
struct ClipboardTests {
    @Test("the sequence carries the text as base64 between OSC 52 and BEL")
    func sequence() throws {
        let sequence = try #require(Clipboard.sequence("if action == \"x\":\n    return None"))
        #expect(sequence.hasPrefix("\u{1B}]52;c;") && sequence.hasSuffix("\u{07}"))
        let payload = sequence.dropFirst("\u{1B}]52;c;".count).dropLast()
        #expect(Data(base64Encoded: String(payload)).map { String(decoding: $0, as: UTF8.self) } == "if action == \"x\":\n    return None")
    }

    @Test("too much text is not sent")
    func tooLong() {
        #expect(Clipboard.sequence(String(repeating: "x", count: Clipboard.maximumBytes + 1)) == nil)
    }

    @Test("allowed on ordinary terminals; not on the Linux console, dumb terminals or when switched off")
    func allowed() {
        #expect(Clipboard.allowed(environment: ["TERM": "xterm-256color"]))
        #expect(!Clipboard.allowed(environment: ["TERM": "linux"]))
        #expect(!Clipboard.allowed(environment: ["TERM": "dumb"]))
        #expect(!Clipboard.allowed(environment: [:]))
        #expect(!Clipboard.allowed(environment: ["TERM": "xterm", "MSAL_TRIAGE_NO_OSC52": "1"]))
    }
}
