import MSALErrorModel
import MSALErrorText

/// `explain` over input of any size, keeping both cores busy: each chunk the reader gives
/// (decoded on both cores) is rendered on both cores, half of its errors each; then the
/// output is written, and the chunk's diagnoses freed, on a third thread (``WriteBehind``)
/// while the next chunk is decoded. Nothing holds the whole input or the whole output.
///
/// (Rendering one chunk on one thread beside the next chunk's decoding kept two cores
/// only 143% busy: the renderer was the slower side, and the writing and freeing were serial.)
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
        try withoutActuallyEscaping(write) { write in
            let writer = WriteBehind(write: write)
            // The writer may still hold `write`: it must be done before this returns, thrown or not.
            defer { try? writer.wait() }
            let explained = try run(next: next, writer: writer)
            try writer.wait()
            return explained
        }
    }

    private func run(next: () throws -> [[Diagnosis]]?, writer: WriteBehind) throws -> Int {
        var current = try next()
        // The second chunk is read before the first is rendered, to know whether there is one.
        var lookahead: [[Diagnosis]]?? = current == nil ? nil : .some(try next())
        // One chunk: the whole input, so the total is known and `error N of M` is printed as always.
        let single = lookahead == .some(nil)
        var explained = 0
        var anyGroup = false
        // Two sets of output buffers: one is rendered into while the other is written.
        let outputs = [WriteBehind.Output(), WriteBehind.Output()]
        var chunk = 0
        while let groups = current {
            current = nil
            let first = explained
            explained += groups.reduce(0) { $0 + $1.count }
            anyGroup = anyGroup || !groups.isEmpty
            let output = outputs[chunk % 2]
            render(groups, numberedAfter: first, total: single ? explained : nil, into: output)
            // Written, and the diagnoses freed, while the next chunk is decoded.
            try writer.handOver(output, freeing: consume groups)
            chunk += 1
            if let chunk = lookahead {
                current = chunk
                lookahead = nil
            } else {
                current = try next()
            }
        }
        if !eachLine && explained == 0 || eachLine && !anyGroup {
            let output = outputs[chunk % 2]
            output.parts = [[], []]
            render([[]], numberedAfter: 0, total: 0, into: &output.parts[0])
            try writer.handOver(output, freeing: [])
        }
        return explained
    }

    /// Renders one chunk's groups on both cores, half of the errors each, into `output`'s two parts.
    private func render(_ groups: [[Diagnosis]], numberedAfter first: Int, total: Int?, into output: WriteBehind.Output) {
        let halves = Self.halves(of: groups)
        for part in output.parts.indices { output.parts[part].removeAll(keepingCapacity: true) }
        output.parts.withUnsafeMutableBufferPointer { parts in
            Parallel.run(halves.count) { part in
                render(halves[part].groups, numberedAfter: first + halves[part].errorsBefore, total: total,
                       into: &parts[part])
            }
        }
    }

    /// A chunk's groups in two halves of about as many errors each (a text without an error
    /// counts as one), with the number of errors before each; one half when the chunk is
    /// too small to be worth a second thread.
    static func halves(of groups: [[Diagnosis]]) -> [(groups: [ArraySlice<Diagnosis>], errorsBefore: Int)] {
        let weight = groups.reduce(0) { $0 + max(1, $1.count) }
        guard weight >= smallestHalf * 2 else { return [(groups.map { $0[...] }, 0)] }
        if groups.count == 1 {
            let errors = groups[0], middle = errors.count / 2
            return [([errors[..<middle]], 0), ([errors[middle...]], middle)]
        }
        var cut = 0, weightBefore = 0, errorsBefore = 0
        while cut < groups.count - 1 && weightBefore * 2 < weight {
            weightBefore += max(1, groups[cut].count)
            errorsBefore += groups[cut].count
            cut += 1
        }
        return [(groups[..<cut].map { $0[...] }, 0), (groups[cut...].map { $0[...] }, errorsBefore)]
    }

    /// Below this many errors (or texts), a chunk is rendered on one thread.
    static var smallestHalf: Int { 64 }

    /// Renders groups; an empty group is a text without an error (`--each-line`).
    func render(_ groups: [ArraySlice<Diagnosis>], numberedAfter first: Int, total: Int?, into out: inout [UInt8]) {
        if format == .json { return renderJSON(groups, into: &out) }
        var number = first
        for group in groups {
            if group.isEmpty {
                out.append(contentsOf: ExplanationText.notRecognised.utf8)
                out.append(UInt8(ascii: "\n"))
                continue
            }
            // By index: the diagnosis is lent to the writer (`for diagnosis in group` copies each out).
            for index in group.indices {
                number += 1
                ExplanationText.writeHeading(number: number, of: total, to: &out)
                ExplanationText.write(group[index], locale: locale, to: &out)
            }
        }
    }

    /// JSON lines written straight into bytes (no `String` in between); a text without an
    /// error is one line whose action is unknown.
    private func renderJSON(_ groups: [ArraySlice<Diagnosis>], into out: inout [UInt8]) {
        for group in groups {
            if group.isEmpty {
                DiagnosisReport.write(Diagnosis(), locale: locale, to: &out)
                out.append(UInt8(ascii: "\n"))
            }
            for index in group.indices {
                DiagnosisReport.write(group[index], locale: locale, to: &out)
                out.append(UInt8(ascii: "\n"))
            }
        }
    }
}
