import MSALErrorModel

/// One error a decoder found: where its text starts and ends, and what it tells.
struct DecodedError {
    var start: Int
    var end: Int
    var diagnosis: Diagnosis
    /// True when the decoder read both ids with ``CommonFields/ids(in:_:correlation:trace:)`` over
    /// exactly `start..<end`: ``ErrorIds/complete(_:in:limit:)`` then need not read that range again.
    var idsRead = false

    /// Moves the diagnosis out, leaving the thread's empty placeholder in its place, so that the
    /// caller holds the only reference to its box and may change it without a copy.
    mutating func takeDiagnosis() -> Diagnosis {
        var taken = Diagnosis.placeholder
        swap(&taken, &diagnosis)
        return taken
    }
}

extension [DecodedError] {
    /// Joins each error (in text order) to the one kept before it where `isSameFailure(kept, next)`
    /// says the two prints are one failure: the first keeps its fields, takes what only the second
    /// says, and reaches over it (``RestatedResponse``, ``RepeatedError``); when only the second
    /// names a class, its fields are kept instead, filled from the first. `merge`, when given,
    /// decides instead.
    mutating func joinNeighbours(where isSameFailure: (DecodedError, DecodedError) -> Bool,
                                 merge: ((inout Diagnosis, Diagnosis) -> Void)? = nil) {
        guard count > 1 else { return }
        var dropped: [Bool] = []
        var kept = 0
        for index in indices.dropFirst() {
            guard isSameFailure(self[kept], self[index]) else {
                kept = index
                continue
            }
            // The print that names the error's class (an exception below a logger's line that had
            // only its message) is the error; the other fills what it lacks.
            var first = self[kept].diagnosis
            if let merge {
                merge(&first, self[index].diagnosis)
            } else if first.domain == nil, self[index].diagnosis.domain != nil {
                var second = self[index].diagnosis
                second.takeMissing(from: first)
                first = second
            } else {
                first.takeMissing(from: self[index].diagnosis)
            }
            self[kept].diagnosis = first
            self[kept].end = Swift.max(self[kept].end, self[index].end)
            if dropped.isEmpty { dropped = [Bool](repeating: false, count: count) }
            dropped[index] = true
        }
        if !dropped.isEmpty { removeMarked(dropped) }
    }

    /// Removes the errors whose flag in `dropped` is set, in one pass (removing them one by one
    /// moved the rest of the array each time: a log of many joined pairs cost quadratic work).
    mutating func removeMarked(_ dropped: [Bool]) {
        var kept = 0
        for index in indices where !dropped[index] {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        removeLast(count - kept)
    }

    /// The last error whose description is `message` and whose text ends within `lines` lines
    /// before `position`: the same message printed again (the Azure CLI's print of an exception
    /// above the traceback that ends in it).
    func lastPrint(of message: String, within lines: Int, before position: Int, in input: TextBytes) -> Int? {
        lastIndex { $0.diagnosis.errorDescription == message && input.startsWithin(lines, linesAfter: $0.end, position) }
    }

    /// The index of the first error (of errors in text order) that starts at or after `position`.
    func firstIndex(startingAtOrAfter position: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].start < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// True when the errors are in the order their texts start (nearly always: decoders
    /// run one after the other, and most inputs hold one error).
    var isSorted: Bool {
        var index = 1
        while index < count && self[index - 1].start <= self[index].start { index += 1 }
        return index >= count
    }
}

/// An error found in a whole text, with the 1-based line its text starts on.
public struct LocatedDiagnosis: Hashable, Sendable {
    public var line: Int
    public var diagnosis: Diagnosis

    public init(line: Int, diagnosis: Diagnosis) {
        self.line = line
        self.diagnosis = diagnosis
    }
}

extension Diagnosis {
    /// Fills what this print of an error left empty from another print of the same error.
    mutating func takeMissing(from other: Diagnosis) {
        if platform == nil { platform = other.platform }
        if code == nil { code = other.code }
        if code != nil, code == other.code {
            // Apple's `MSALInternalErrorCodeKey` under the same -50000 (MSAL's end line has none).
            if codeName == nil { codeName = other.codeName }
            if internalSubCode == nil {
                internalSubCode = other.internalSubCode
                internalSubCodeName = other.internalSubCodeName
            }
        }
        if oauthError == nil { oauthError = other.oauthError }
        if subError == nil { subError = other.subError }
        if correlationId == nil { correlationId = other.correlationId }
        if traceId == nil { traceId = other.traceId }
        if time == nil { time = other.time }
        if httpStatus == nil { httpStatus = other.httpStatus }
        if claims == nil { claims = other.claims }
    }
}
