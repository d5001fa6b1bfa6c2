import MSALErrorModel
import MSALErrorText

/// `explain` over input of any size: the reader's chunks (their errors already found)
/// are rendered and written in order as they come, while the next chunk is being
/// decoded on the other core; nothing holds the whole input or the whole output.
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

    public init(format: Format, locale: MessageLocale, eachLine: Bool) {
        self.format = format
        self.locale = locale
        self.eachLine = eachLine
    }

    /// Calls `next()` until nil, each time for one chunk's groups (one group for the
    /// chunk's errors, or with `eachLine` one per line), and hands each piece of output to
    /// `write`, in order. Returns the number of errors explained; rethrows `next`'s errors.
    @discardableResult
    public func run(next: () throws -> [[Diagnosis]]?, write: ([UInt8]) -> Void) throws -> Int {
        var current = try next()
        var following = current == nil ? nil : try next()
        // One chunk: the whole input, so the total is known and `error N of M` is printed as always.
        let single = following == nil
        var explained = 0
        var anyGroup = false
        while let groups = current {
            let first = explained
            explained += groups.reduce(0) { $0 + $1.count }
            anyGroup = anyGroup || !groups.isEmpty
            let total = single ? explained : nil
            var output: [UInt8] = []
            var ahead: [[Diagnosis]]?
            var failure: (any Error)?
            let fetch = following != nil
            // Two cores: this chunk is rendered while the one after next is decoded.
            Parallel.run(fetch ? 2 : 1) { part in
                if part == 0 {
                    output = render(groups, numberedAfter: first, total: total)
                } else {
                    do { ahead = try next() } catch { failure = error }
                }
            }
            if !output.isEmpty { write(output) }
            if let failure { throw failure }
            current = following
            following = fetch ? ahead : nil
        }
        if !eachLine && explained == 0 || eachLine && !anyGroup {
            write(render([[]], numberedAfter: 0, total: 0))
        }
        return explained
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
