import Foundation
import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Holds what `explain --json` prints for the corpus and for 60,000 seeded mutated
/// inputs, so that work on the decoders' or the advice engine's speed cannot change
/// what a user sees without a test saying so.
///
/// `Locks/corpus.txt` lists every diagnosis of every corpus text in full;
/// `Locks/mutated.txt` lists, for each mutated input that decodes, its index and a
/// hash of its diagnoses (the inputs are regenerated from the seed). When a change is
/// meant, re-record with `RECORD_LOCKS=1 swift test --filter DecoderBehaviourLockTests`
/// and say why in the commit; `LOCK_SHOW=<index>` prints one mutated input and its output.
@Suite struct DecoderBehaviourLockTests {
    static let mutatedInputCount = 60_000

    @Test func corpusExplainsAsLocked() throws {
        var lines: [String] = []
        for name in try CorpusLoader.allNames() {
            for diagnosis in ErrorTextDecoder.decode(try CorpusLoader.text(name)) {
                lines.append(name + " " + DiagnosisReport.json(diagnosis, locale: .en).serialized())
            }
        }
        compare(lines, withLock: "corpus")
    }

    @Test func mutatedInputsExplainAsLocked() throws {
        let seeds = try CorpusLoader.allNames().map { Array(try CorpusLoader.text($0).utf8) }
        var mutator = InputMutator(generator: SeededGenerator(seed: 0x10C4_ED0C), seeds: seeds)
        let shown = ProcessInfo.processInfo.environment["LOCK_SHOW"].flatMap { Int($0) }
        var lines: [String] = []
        for index in 0..<Self.mutatedInputCount {
            let text = String(decoding: mutator.next(), as: UTF8.self)
            let reports = ErrorTextDecoder.decode(text).map { DiagnosisReport.json($0, locale: .en).serialized() }
            if index == shown { print("input \(index): \(text.debugDescription)\n" + reports.joined(separator: "\n")) }
            guard !reports.isEmpty else { continue }
            lines.append("\(index) \(Self.hash(reports.joined(separator: "\n")))")
        }
        compare(lines, withLock: "mutated")
    }

    /// FNV-1a, 64 bits: stable across runs and platforms (unlike `Hasher`).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return String(value, radix: 16)
    }

    private func compare(_ lines: [String], withLock name: String, filePath: String = #filePath,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Locks/\(name).txt")
        let actual = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_LOCKS"] == "1" {
            #expect(throws: Never.self) { try actual.write(to: file, atomically: true, encoding: .utf8) }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing \(file.path): record it with RECORD_LOCKS=1", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let before = Set(expected.split(separator: "\n")), after = Set(actual.split(separator: "\n"))
        let lost = expected.split(separator: "\n").filter { !after.contains($0) }
        let gained = actual.split(separator: "\n").filter { !before.contains($0) }
        Issue.record("""
            output differs from Locks/\(name).txt (\(lost.count) lines lost, \(gained.count) gained); \
            re-record with RECORD_LOCKS=1 only if the change is meant:
            \((lost.prefix(8).map { "- " + $0 } + gained.prefix(8).map { "+ " + $0 }).joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
    }
}
