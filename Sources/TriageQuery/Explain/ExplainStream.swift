import MSALErrorModel
import MSALErrorText

/// `explain` over input of any size, keeping both cores busy: each chunk the reader gives
/// (decoded on both cores, as two halves) is rendered on both cores, each half on the thread
/// that decoded it, which then frees it; the output is written on a third thread
/// (``WriteBehind``) while the next chunk is decoded. Nothing holds the whole input or the
/// whole output.
///
/// (Rendering one chunk on one thread beside the next chunk's decoding kept two cores
/// only 143% busy: the renderer was the slower side, and the writing and freeing were serial.
/// Rendering each half on whichever thread came first, and freeing on the writing thread,
/// moved every diagnosis between the cores' caches twice.)
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

    /// Whether an input without any error prints "not recognised" (or, as JSON, one object whose
    /// action is unknown). `explain` says so on stderr instead and exits 1, as grep does.
    public let saysNotRecognised: Bool

    public init(format: Format, locale: MessageLocale, eachLine: Bool, saysNotRecognised: Bool = true) {
        self.format = format
        self.locale = locale
        self.eachLine = eachLine
        self.saysNotRecognised = saysNotRecognised
    }

    /// Calls `next()` until nil, each time for one chunk's groups (one group for the
    /// chunk's errors, or with `eachLine` one per line), and hands each piece of output to
    /// `write`, in order. Returns the number of errors explained; rethrows what `next` and `write` throw.
    @discardableResult
    public func run(next: () throws -> [[Diagnosis]]?, write: (UnsafeRawBufferPointer) throws -> Void) throws -> Int {
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
        while var groups = current {
            current = nil
            let first = explained
            explained += groups.reduce(0) { $0 + $1.count }
            anyGroup = anyGroup || !groups.isEmpty
            let output = outputs[chunk % 2]
            render(&groups, numberedAfter: first, total: single ? explained : nil, into: output)
            // Written, and what the halves did not free freed, while the next chunk is decoded.
            try writer.handOver(output, freeing: consume groups)
            chunk += 1
            if let chunk = lookahead {
                current = chunk
                lookahead = nil
            } else {
                current = try next()
            }
        }
        if saysNotRecognised && (!eachLine && explained == 0 || eachLine && !anyGroup) {
            let output = outputs[chunk % 2]
            output.removeAll()
            render([[]], numberedAfter: 0, total: 0, into: &output.first)
            try writer.handOver(output, freeing: [])
        }
        return explained
    }

    /// Renders one chunk's groups on both cores, half of the errors each, into `output`'s two
    /// parts. A part that renders whole groups takes them out of `groups` and frees them
    /// itself: given the halves ``ErrorStreamReader/nextHalves()`` decoded, one group each,
    /// every diagnosis is decoded, rendered and freed on one thread.
    private func render(_ groups: inout [[Diagnosis]], numberedAfter first: Int, total: Int?, into output: WriteBehind.Output) {
        let parts = Self.parts(of: groups)
        output.removeAll()
        groups.withUnsafeMutableBufferPointer { groups in
            Parallel.run(parts.count) { index in
                let part = parts[index], numberedAfter = first + part.errorsBefore
                func render(_ slices: [ArraySlice<Diagnosis>]) {
                    // Each part its own buffer of the output.
                    if index == 0 {
                        self.render(slices, numberedAfter: numberedAfter, total: total, into: &output.first)
                    } else {
                        self.render(slices, numberedAfter: numberedAfter, total: total, into: &output.second)
                    }
                }
                if let errors = part.errors {
                    // Half of one group: read in place; the group is freed with the chunk.
                    return render([groups[part.groups.lowerBound][errors]])
                }
                var taken: [[Diagnosis]] = []
                taken.reserveCapacity(part.groups.count)
                for group in part.groups {
                    var diagnoses: [Diagnosis] = []
                    swap(&diagnoses, &groups[group])
                    taken.append(consume diagnoses)
                }
                render(taken.map { $0[...] })
            }
        }
    }

    /// What one thread renders: whole groups, or, when one group is all the chunk holds, a
    /// range of its errors; with the number of errors before.
    struct Part: Equatable {
        var groups: Range<Int>
        var errors: Range<Int>?
        var errorsBefore: Int
    }

    /// A chunk's groups in two parts of about as many errors each (a text without an error
    /// counts as one), cut between groups when there are several; one part when the chunk is
    /// too small to be worth a second thread.
    static func parts(of groups: [[Diagnosis]]) -> [Part] {
        let weight = groups.reduce(0) { $0 + max(1, $1.count) }
        guard weight >= smallestHalf * 2 else { return [Part(groups: groups.indices, errors: nil, errorsBefore: 0)] }
        if groups.count == 1 {
            let count = groups[0].count, middle = count / 2
            return [Part(groups: 0..<1, errors: 0..<middle, errorsBefore: 0),
                    Part(groups: 0..<1, errors: middle..<count, errorsBefore: middle)]
        }
        var cut = 0, weightBefore = 0, errorsBefore = 0
        while cut < groups.count - 1 && weightBefore * 2 < weight {
            weightBefore += max(1, groups[cut].count)
            errorsBefore += groups[cut].count
            cut += 1
        }
        return [Part(groups: 0..<cut, errors: nil, errorsBefore: 0),
                Part(groups: cut..<groups.count, errors: nil, errorsBefore: errorsBefore)]
    }

    /// Below this many errors (or texts), a chunk is rendered on one thread.
    static var smallestHalf: Int { 64 }

    /// Renders groups; an empty group is a text without an error (`--each-line`).
    func render(_ groups: [ArraySlice<Diagnosis>], numberedAfter first: Int, total: Int?, into out: inout ByteWriter) {
        if format == .json { return renderJSON(groups, into: &out) }
        var number = first
        for group in groups {
            if group.isEmpty {
                out.append(ExplanationText.notRecognised)
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
    private func renderJSON(_ groups: [ArraySlice<Diagnosis>], into out: inout ByteWriter) {
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
