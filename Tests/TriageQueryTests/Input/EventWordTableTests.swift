import AcquisitionSimulator
import MSALErrorModel
import Testing
@testable import TriageQuery

@Suite("EventWordTable: the export scanner's look-up of event words")
struct EventWordTableTests {
    private func lookUp<Value>(_ table: EventWordTable<Value>, _ text: String) -> Value? {
        Array(text.utf8).withUnsafeBufferPointer { table.value($0) }
    }

    private func checkEveryWord<Value: CaseIterable & RawRepresentable & Equatable>(_ type: Value.Type)
    where Value.RawValue == String {
        let table = EventWordTable(type)
        for value in Value.allCases {
            let word = value.rawValue
            #expect(lookUp(table, word) == value, "\(word)")
            // Near misses: one byte more or less, the last byte changed, another case.
            #expect(lookUp(table, word + "x") == nil || Value(rawValue: word + "x") != nil, "\(word)x")
            #expect(lookUp(table, String(word.dropLast())) == Value(rawValue: String(word.dropLast())), "\(word) shortened")
            #expect(lookUp(table, String(word.dropLast()) + "\u{7F}") == nil, "\(word) with its last byte changed")
            #expect(lookUp(table, word.uppercased()) == Value(rawValue: word.uppercased()), "\(word) upper-cased")
            for position in [0, 8, 12, 16, 20] where position < word.utf8.count {
                var bytes = Array(word.utf8)
                bytes[position] = UInt8(ascii: "#")
                #expect(lookUp(table, String(decoding: bytes, as: UTF8.self)) == nil, "\(word) with byte \(position) changed")
            }
        }
        #expect(lookUp(table, "") == Value(rawValue: ""))
        #expect(lookUp(table, String(repeating: "a", count: 300)) == nil)
    }

    @Test("Every word of every event enum is found, and nothing else is")
    func everyWord() {
        checkEveryWord(Platform.self)
        checkEveryWord(Step.self)
        checkEveryWord(API.self)
        checkEveryWord(Outcome.self)
        checkEveryWord(HandlerDecision.self)
    }
}
