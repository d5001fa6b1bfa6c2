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
    /// `write`, in order. Returns the number of errors explained; rethrows what `next` and `write` throw.
    @discardableResult
    public func run(next: () throws -> [[Diagnosis]]?, write: ([UInt8]) throws -> Void) throws -> Int {
        var current = try next()
        // The chunk after `current` when it is already decoded (at the start, to know whether
        // there is more than one); later each is decoded while the one before is rendered, so
        // no more than two chunks' diagnoses are held at once.
        var pending = current == nil ? nil : try next()
        var ended = pending == nil
        // One chunk: the whole input, so the total is known and `error N of M` is printed as always.
        let single = ended
        var explained = 0
        var anyGroup = false
        // One output buffer for every chunk: its pages are touched once, not faulted in again per chunk.
        var output: [UInt8] = []
        while let groups = current {
            let first = explained
            explained += groups.reduce(0) { $0 + $1.count }
            anyGroup = anyGroup || !groups.isEmpty
            let total = single ? explained : nil
            output.removeAll(keepingCapacity: true)
            var failure: (any Error)?
            let fetch = pending == nil && !ended
            // Two cores: this chunk is rendered while the next is decoded.
            Parallel.run(fetch ? 2 : 1) { part in
                if part == 0 {
                    render(groups, numberedAfter: first, total: total, into: &output)
                } else {
                    do { pending = try next() } catch { failure = error }
                }
            }
            if !output.isEmpty { try write(output) }
            if let failure { throw failure }
            if fetch && pending == nil { ended = true }
            current = pending
            pending = nil
        }
        if !eachLine && explained == 0 || eachLine && !anyGroup {
            output.removeAll()
            render([[]], numberedAfter: 0, total: 0, into: &output)
            try write(output)
        }
        return explained
    }

    /// Renders groups; an empty group is a text without an error (`--each-line`).
    func render(_ groups: [[Diagnosis]], numberedAfter first: Int, total: Int?, into out: inout [UInt8]) {
        if format == .json { return renderJSON(groups, into: &out) }
        var number = first
        for group in groups {
            if group.isEmpty {
                out.append(contentsOf: ExplanationText.notRecognised.utf8)
                out.append(UInt8(ascii: "\n"))
                continue
            }
            for diagnosis in group {
                number += 1
                if number > 1 { out.append(UInt8(ascii: "\n")) }
                if let total {
                    if total > 1 { out.append(contentsOf: "error \(number) of \(total)\n".utf8) }
                } else {
                    out.append(contentsOf: "error \(number)\n".utf8)
                }
                ExplanationText.write(diagnosis, locale: locale, to: &out)
            }
        }
    }

    /// JSON lines written straight into bytes (no `String` in between).
    private func renderJSON(_ groups: [[Diagnosis]], into out: inout [UInt8]) {
        for group in groups {
            for diagnosis in group.isEmpty ? [Diagnosis()] : group {
                DiagnosisReport.write(diagnosis, locale: locale, to: &out)
                out.append(UInt8(ascii: "\n"))
            }
        }
    }
}
