import MSALErrorModel
import MSALErrorText

/// `explain` over input of any size: chunks (each ending at a line end) are decoded
/// and rendered on all cores, two at a time, and written in order as they are done;
/// nothing holds the whole input or the whole output.
///
/// The output is the one `explain` always printed. `error N of M` needs M, which is
/// known when the input is one chunk (every paste, any log up to a few MB); over
/// bigger inputs a text header says `error N`.
public struct ExplainStream {
    public enum Format: Sendable { case text, json }

    public let format: Format
    public let locale: MessageLocale
    /// Every non-blank line is its own text (a line without an error says so).
    public let eachLine: Bool
    /// Chunks decoded at once (one per core).
    public var parallelism = 2

    public init(format: Format, locale: MessageLocale, eachLine: Bool) {
        self.format = format
        self.locale = locale
        self.eachLine = eachLine
    }

    /// Reads `next()` until nil and hands each piece of output to `write`, in order.
    /// Returns the number of errors explained.
    @discardableResult
    public func run(next: () -> [UInt8]?, write: ([UInt8]) -> Void) -> Int {
        var pending = next()
        var lookahead = pending == nil ? nil : next()
        // One chunk: the whole input, so the total is known and `error N of M` is printed as always.
        let single = lookahead == nil
        var explained = 0
        var anyGroup = false
        while pending != nil {
            var batch: [[UInt8]] = []
            while batch.count < max(1, parallelism), let chunk = pending {
                batch.append(chunk)
                pending = lookahead
                lookahead = pending == nil ? nil : next()
            }
            let decoded = Parallel.map(batch) { Self.decode($0, eachLine: eachLine) }
            var firstNumbers: [Int] = []
            for groups in decoded {
                firstNumbers.append(explained)
                explained += groups.reduce(0) { $0 + $1.count }
                anyGroup = anyGroup || !groups.isEmpty
            }
            let total = single ? explained : nil
            let outputs = Parallel.map(Array(decoded.indices)) { index in
                render(decoded[index], numberedAfter: firstNumbers[index], total: total)
            }
            for output in outputs where !output.isEmpty { write(output) }
        }
        if !eachLine && explained == 0 || eachLine && !anyGroup {
            write(render([[]], numberedAfter: 0, total: 0))
        }
        return explained
    }

    /// The errors of one chunk: one group (the whole chunk), or one group per non-blank line.
    static func decode(_ bytes: [UInt8], eachLine: Bool) -> [[Diagnosis]] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard eachLine else {
            let found = ErrorTextDecoder.decode(text)
            return found.isEmpty ? [] : [found]
        }
        return text.split(whereSeparator: \.isNewline)
            .filter { !$0.allSatisfy(\.isWhitespace) }
            .map { ErrorTextDecoder.decode(String($0)) }
    }

    /// Renders groups; an empty group is a text without an error (`--each-line`).
    func render(_ groups: [[Diagnosis]], numberedAfter first: Int, total: Int?) -> [UInt8] {
        if format == .json { return renderJSON(groups) }
        var out = ""
        var number = first
        for group in groups {
            if group.isEmpty {
                switch format {
                case .json:
                    DiagnosisReport.json(Diagnosis(), locale: locale).write(to: &out)
                    out += "\n"
                case .text:
                    out += ExplanationText.notRecognised + "\n"
                }
                continue
            }
            for diagnosis in group {
                number += 1
                switch format {
                case .json:
                    DiagnosisReport.json(diagnosis, locale: locale).write(to: &out)
                    out += "\n"
                case .text:
                    if number > 1 { out += "\n" }
                    if let total {
                        if total > 1 { out += "error \(number) of \(total)\n" }
                    } else {
                        out += "error \(number)\n"
                    }
                    for line in ExplanationText.lines(for: diagnosis, locale: locale) {
                        out += line
                        out += "\n"
                    }
                }
            }
        }
        return Array(out.utf8)
    }

    /// JSON lines written straight into bytes (no `String` in between).
    private func renderJSON(_ groups: [[Diagnosis]]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(groups.reduce(0) { $0 + max(1, $1.count) } * 2048)
        for group in groups {
            for diagnosis in group.isEmpty ? [Diagnosis()] : group {
                DiagnosisReport.json(diagnosis, locale: locale).write(to: &out)
                out.append(UInt8(ascii: "\n"))
            }
        }
        return out
    }
}
