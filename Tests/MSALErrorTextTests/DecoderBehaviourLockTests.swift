import Foundation
import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Holds what `explain --json` prints for the corpus and for 60,000 seeded mutated
/// inputs, so that work on the decoders' or the advice engine's speed cannot change
/// what a user sees without a test saying so.
///
/// The locks are written to be read in a diff (the inputs are regenerated from the seed):
/// - `Locks/corpus.txt`: every diagnosis of every corpus text in full;
/// - `Locks/mutated.txt`: per mutated input that decodes, its index and, per diagnosis,
///   the fields that decide what a user is told (platform, domain, code, sub-code, OAuth
///   error and sub-error, AADSTS, HTTP status, action, rule) in plain words, then a short
///   hash of every other field except the advice wording;
/// - `Locks/mutated-sample.txt`: the whole output of every 250th decoding input, so a
///   change of advice or message wording shows as readable text;
/// - `Locks/mutated-counts.txt`: how many diagnoses get each action and each rule.
/// When a change is meant, re-record with `RECORD_LOCKS=1 swift test --filter
/// DecoderBehaviourLockTests` and say why in the commit; `LOCK_SHOW=<index>` prints one
/// mutated input and its output.
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
        var lines: [String] = [], sample: [String] = []
        var actions: [String: Int] = [:], rules: [String: Int] = [:]
        for index in 0..<Self.mutatedInputCount {
            let text = String(decoding: mutator.next(), as: UTF8.self)
            let diagnoses = ErrorTextDecoder.decode(text)
            let reports = diagnoses.map { DiagnosisReport.json($0, locale: .en) }
            if index == shown { print("input \(index): \(text.debugDescription)\n" + reports.map { $0.serialized() }.joined(separator: "\n")) }
            guard !reports.isEmpty else { continue }
            lines.append("\(index) " + reports.map(Self.lockLine).joined(separator: " | "))
            if lines.count % 250 == 1 { sample += reports.map { "\(index) " + $0.serialized() } }
            for report in reports {
                actions[Self.member(report, "action"), default: 0] += 1
                rules[Self.member(report, "rule"), default: 0] += 1
            }
        }
        compare(lines, withLock: "mutated")
        compare(sample, withLock: "mutated-sample")
        compare(actions.sorted { $0.key < $1.key }.map { "action \($0.key) \($0.value)" }
                + rules.sorted { $0.key < $1.key }.map { "rule \($0.key) \($0.value)" }, withLock: "mutated-counts")
    }

    /// The fields that decide what a user is told, in plain words, then `#` and a hash of the
    /// other fields (descriptions, ids, scopes, the nested error) without the advice wording.
    static func lockLine(_ report: JSONValue) -> String {
        let shown = ["platform", "domain", "code", "internalSubCode", "oauthError", "subError", "aadsts", "httpStatus",
                     "action", "rule"]
        let wording: Set<String> = ["developerAdvice", "userMessage"]
        guard case .object(let members) = report else { return report.serialized() }
        let words = shown.map { key in member(report, key) }
        let rest = members.filter { !shown.contains($0.0) && !wording.contains($0.0) }
        return words.joined(separator: " ") + " #" + String(hash(JSONValue.object(rest).serialized()).prefix(8))
    }

    /// A member's value as one word (`-` for null, lists joined with `,`).
    static func member(_ report: JSONValue, _ key: String) -> String {
        guard case .object(let members) = report, let value = members.first(where: { $0.0 == key })?.1 else { return "-" }
        switch value {
        case .null: return "-"
        case .string(let text):
            let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-:/".unicodeScalars.contains($0) }
            return plain ? text : value.serialized()
        case .array(let items): return items.isEmpty ? "[]" : items.map { $0.serialized() }.joined(separator: ",")
        default: return value.serialized()
        }
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
