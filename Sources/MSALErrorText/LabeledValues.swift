/// Values written after a label (`ErrorCode: invalid_grant`, `subError: 'basic_action'`,
/// `StatusCode: 400`), found without regard to case and only at a word start.
enum LabeledValues {
    /// The first of `labels` in `range` and the index after its separator (spaces, `:`, `=`, quotes).
    static func valueStart(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> Int? {
        var best: (at: Int, valueStart: Int)?
        for label in labels {
            var cursor = range.lowerBound
            while let hit = input.findIgnoringCase(label, from: cursor, to: best?.at ?? range.upperBound) {
                cursor = hit + 1
                let after = hit + label.count
                guard input.isWordStart(hit), !ASCII.isIdentifier(input.at(after)),
                      let value = separatorEnd(input, after: after, limit: range.upperBound) else { continue }
                best = (hit, value)
                break
            }
        }
        return best?.valueStart
    }

    /// After a label: spaces, quotes and one `:` or `=` (required); where the value starts.
    static func separatorEnd(_ input: TextBytes, after: Int, limit: Int) -> Int? {
        var value = after
        var sawSeparator = false
        while value < limit, value < after + 6 {
            let byte = input[value]
            if byte == ASCII.colon || byte == ASCII.equals { sawSeparator = true }
            guard byte == ASCII.space || byte == ASCII.tab || byte == ASCII.colon || byte == ASCII.equals
                || byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.backslash else { break }
            value += 1
        }
        return sawSeparator ? value : nil
    }

    /// A code-like token (`invalid_grant`, `BasicAction`, `AADSTS50076`) starting at `start`.
    static func token(at start: Int?, in input: TextBytes, _ range: Range<Int>) -> String? {
        guard let start else { return nil }
        let end = input.identifierEnd(from: start, to: range.upperBound) { $0 == ASCII.minus || $0 == ASCII.dot }
        guard end > start, end - start <= 200 else { return nil }
        return input.string(start..<end)
    }

    static func integer(at start: Int?, in input: TextBytes, _ range: Range<Int>) -> Int? {
        guard let start,
              let (value, end) = input.integer(at: start, to: range.upperBound),
              !ASCII.isLetter(input.at(end)) else { return nil }
        return value
    }

    static func labels(_ names: String...) -> [[UInt8]] { names.map { Array($0.utf8) } }
}

/// The OAuth 2.0 / OpenID Connect error strings a server sends in `error`.
enum OAuthErrors {
    static let known: Set<String> = [
        "invalid_request", "invalid_client", "invalid_grant", "unauthorized_client", "unsupported_grant_type",
        "invalid_scope", "access_denied", "unsupported_response_type", "server_error", "temporarily_unavailable",
        "interaction_required", "login_required", "consent_required", "account_selection_required",
        "invalid_resource", "authorization_pending", "slow_down", "expired_token", "bad_token",
    ]
}

/// Several fields' labels found in one pass over a region (instead of one search
/// per label): for each field, where the value after its first label starts.
struct LabelSet {
    private let fieldCount: Int
    /// The labels laid out flat (`labelBytes[labelStarts[i]..<labelStarts[i + 1]]`),
    /// so that the scan touches no nested, reference-counted arrays.
    private let labelBytes: [UInt8]
    private let labelStarts: [Int]
    private let fieldOfLabel: [Int]
    /// Labels by first byte, flat: `candidates[offsets[b]..<offsets[b + 1]]`.
    private let offsets: [Int]
    private let candidates: [Int]

    /// `fields[i]` lists the labels of field `i`, lower case.
    init(_ fields: [[String]]) {
        var labels: [[UInt8]] = []
        var fieldOfLabel: [Int] = []
        for (field, names) in fields.enumerated() {
            for name in names {
                labels.append(Array(name.utf8))
                fieldOfLabel.append(field)
            }
        }
        var offsets = [Int](repeating: 0, count: 257)
        var candidates: [Int] = []
        for byte in 0..<256 {
            offsets[byte] = candidates.count
            for (index, label) in labels.enumerated() where label[0] == UInt8(byte) { candidates.append(index) }
        }
        offsets[256] = candidates.count
        var labelStarts: [Int] = [0]
        for label in labels { labelStarts.append(labelStarts[labelStarts.count - 1] + label.count) }
        self.labelBytes = labels.flatMap { $0 }
        self.labelStarts = labelStarts
        self.fieldOfLabel = fieldOfLabel
        fieldCount = fields.count
        self.offsets = offsets
        self.candidates = candidates
    }

    /// For each field, where the value after its first label in `range` starts
    /// (labels match without regard to case, at a word start, followed by a separator).
    func valueStarts(in input: TextBytes, _ range: Range<Int>) -> [Int?] {
        var starts = [Int?](repeating: nil, count: fieldCount)
        let end = min(range.upperBound, input.count)
        guard range.lowerBound < end else { return starts }
        offsets.withUnsafeBufferPointer { offsets in
        candidates.withUnsafeBufferPointer { candidates in
        labelBytes.withUnsafeBufferPointer { labelBytes in
        labelStarts.withUnsafeBufferPointer { labelStarts in
        fieldOfLabel.withUnsafeBufferPointer { fieldOfLabel in
        input.bytes.withUnsafeBufferPointer { bytes in
        starts.withUnsafeMutableBufferPointer { starts in
            Self.scan(bytes, from: range.lowerBound, to: end, into: starts,
                      tables: (offsets, candidates, labelBytes, labelStarts, fieldOfLabel))
        }
        }
        }
        }
        }
        }
        }
        return starts
    }

    /// The scan itself, on plain buffers and locals (kept out of the closures above
    /// so that its counters live in registers). Labels start at a word start, so the
    /// scan looks up only the first byte of each word and steps over the rest of it
    /// in a tight loop (most bytes of a region are inside words or between them).
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into starts: UnsafeMutableBufferPointer<Int?>,
        tables: (offsets: UnsafeBufferPointer<Int>, candidates: UnsafeBufferPointer<Int>,
                 labelBytes: UnsafeBufferPointer<UInt8>, labelStarts: UnsafeBufferPointer<Int>,
                 fieldOfLabel: UnsafeBufferPointer<Int>)
    ) {
        var remaining = starts.count
        var index = start
        // A region that starts inside a word: its first word start is after that word.
        if index > 0 && ASCII.isIdentifier(bytes[index - 1]) {
            while index < end && ASCII.isIdentifier(bytes[index]) { index += 1 }
        }
        while index < end && remaining > 0 {
            while index < end && !ASCII.isIdentifier(bytes[index]) { index += 1 }
            guard index < end else { break }
            let wordStart = index
            index += 1
            while index < end && ASCII.isIdentifier(bytes[index]) { index += 1 }
            let byte = Int(TextBytes.lower(bytes[wordStart]))
            let first = tables.offsets[byte], last = tables.offsets[byte + 1]
            for slot in first..<last {
                let label = tables.candidates[slot]
                let field = tables.fieldOfLabel[label]
                guard starts[field] == nil else { continue }
                let labelStart = tables.labelStarts[label], length = tables.labelStarts[label + 1] - labelStart
                // `hasPrefixIgnoringCase` over the whole input (a label may run past `end`).
                guard wordStart + length <= bytes.count else { continue }
                var offset = 1
                while offset < length
                    && TextBytes.lower(bytes[wordStart + offset]) == tables.labelBytes[labelStart + offset] {
                    offset += 1
                }
                guard offset == length,
                      wordStart + length >= bytes.count || !ASCII.isIdentifier(bytes[wordStart + length]),
                      let value = separatorEnd(bytes, after: wordStart + length, limit: end)
                else { continue }
                starts[field] = value
                remaining -= 1
            }
        }
    }

    /// `LabeledValues.separatorEnd` on a buffer.
    private static func separatorEnd(_ bytes: UnsafeBufferPointer<UInt8>, after: Int, limit: Int) -> Int? {
        var value = after
        var sawSeparator = false
        while value < limit, value < after + 6 {
            let byte = bytes[value]
            if byte == ASCII.colon || byte == ASCII.equals { sawSeparator = true }
            guard byte == ASCII.space || byte == ASCII.tab || byte == ASCII.colon || byte == ASCII.equals
                || byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.backslash else { break }
            value += 1
        }
        return sawSeparator ? value : nil
    }
}
