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
        input.bytes.withUnsafeBufferPointer { separatorEnd($0, after: after, limit: min(limit, $0.count)) }
    }

    /// `separatorEnd` on a buffer (`limit` at most its count): at most six bytes are read.
    static func separatorEnd(_ bytes: UnsafeBufferPointer<UInt8>, after: Int, limit: Int) -> Int? {
        var value = after
        var sawSeparator = false
        while value < limit, value < after + 6 {
            if isSeparatorByte(bytes[value]) {
                if bytes[value] == ASCII.colon || bytes[value] == ASCII.equals { sawSeparator = true }
                value += 1
            } else if bytes[value] == 0xC2, value + 1 < limit, bytes[value + 1] == 0xA0 {
                value += 2  // a no-break space (U+00A0), as chat apps paste one
            } else {
                break
            }
        }
        return sawSeparator ? value : nil
    }

    /// The bytes `separatorEnd` steps over after a label: blanks, quotes, `\`, `:` and `=`.
    @inline(__always) static func isSeparatorByte(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == ASCII.colon || byte == ASCII.equals
            || byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.backslash
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
///
/// A label counts only when a `:` or `=` follows it within a few bytes, so the
/// pass jumps from separator to separator (`memchr`) and compares, backwards, only
/// the labels that end where the run of spaces and quotes before each one starts.
/// Separators are far rarer than bytes, so long stack traces cost little. Labels
/// contain no separator, so the first separator a label reaches comes in text order
/// and the first label found per field is also the first one written.
struct LabelSet {
    private let fieldCount: Int
    /// The labels laid out flat (`labelBytes[labelStarts[i]..<labelStarts[i + 1]]`),
    /// so that the scan touches no nested, reference-counted arrays.
    private let labelBytes: [UInt8]
    private let labelStarts: [Int]
    private let fieldOfLabel: [Int]
    /// Labels by last byte, flat: `candidates[offsets[b]..<offsets[b + 1]]`.
    private let offsets: [Int]
    private let candidates: [Int]

    /// `fields[i]` lists the labels of field `i`, lower case; each ends with a letter.
    init(_ fields: [[String]]) {
        precondition(fields.count <= ValueStarts.capacity, "at most \(ValueStarts.capacity) fields")
        var labels: [[UInt8]] = []
        var fieldOfLabel: [Int] = []
        for (field, names) in fields.enumerated() {
            for name in names {
                let bytes = Array(name.utf8)
                precondition(bytes.last.map(ASCII.isLetter) == true
                                && !bytes.contains(ASCII.colon) && !bytes.contains(ASCII.equals),
                             "a label ends with a letter and holds no `:` or `=`")
                labels.append(bytes)
                fieldOfLabel.append(field)
            }
        }
        var offsets = [Int](repeating: 0, count: 257)
        var candidates: [Int] = []
        for byte in 0..<256 {
            offsets[byte] = candidates.count
            for (index, label) in labels.enumerated() where label[label.count - 1] == UInt8(byte) {
                candidates.append(index)
            }
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
    func valueStarts(in input: TextBytes, _ range: Range<Int>) -> ValueStarts {
        var starts = ValueStarts()
        let end = min(range.upperBound, input.count)
        guard range.lowerBound < end else { return starts }
        offsets.withUnsafeBufferPointer { offsets in
        candidates.withUnsafeBufferPointer { candidates in
        labelBytes.withUnsafeBufferPointer { labelBytes in
        labelStarts.withUnsafeBufferPointer { labelStarts in
        fieldOfLabel.withUnsafeBufferPointer { fieldOfLabel in
        input.bytes.withUnsafeBufferPointer { bytes in
            Self.scan(bytes, from: range.lowerBound, to: end, fieldCount: fieldCount, into: &starts,
                      tables: (offsets, candidates, labelBytes, labelStarts, fieldOfLabel))
        }
        }
        }
        }
        }
        }
        return starts
    }

    /// The scan itself, on plain buffers and locals (kept out of the closures above
    /// so that its counters live in registers).
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, fieldCount: Int, into starts: inout ValueStarts,
        tables: (offsets: UnsafeBufferPointer<Int>, candidates: UnsafeBufferPointer<Int>,
                 labelBytes: UnsafeBufferPointer<UInt8>, labelStarts: UnsafeBufferPointer<Int>,
                 fieldOfLabel: UnsafeBufferPointer<Int>)
    ) {
        var remaining = fieldCount
        // One bit per field still without a value: `starts[field]` at a varying field spills the
        // SIMD lanes to the stack (~17 instructions) for every candidate label.
        var missing: UInt32 = (1 << UInt32(fieldCount)) &- 1  // at most 16 fields (`init`)
        var separators = SeparatorWalk(bytes, from: start, to: end)
        while remaining > 0, let separator = separators.next() {
            // A label ends where the run of spaces, quotes and separators before this one starts,
            // at most five bytes before it (`separatorEnd` looks no further).
            var labelEnd = separator
            while labelEnd > start && separator - labelEnd <= 5
                && LabeledValues.isSeparatorByte(bytes[labelEnd - 1]) { labelEnd -= 1 }
            guard labelEnd > start, separator - labelEnd <= 5 else { continue }
            let last = Int(TextBytes.lower(bytes[labelEnd - 1]))
            for slot in tables.offsets[last]..<tables.offsets[last + 1] {
                let label = tables.candidates[slot]
                let field = tables.fieldOfLabel[label]
                guard missing & 1 << UInt32(field) != 0 else { continue }
                let labelStart = tables.labelStarts[label], length = tables.labelStarts[label + 1] - labelStart
                let at = labelEnd - length
                guard at >= start else { continue }
                var offset = 0
                while offset < length - 1 && TextBytes.lower(bytes[at + offset]) == tables.labelBytes[labelStart + offset] {
                    offset += 1
                }
                guard offset == length - 1, at == 0 || !ASCII.isIdentifier(bytes[at - 1]),
                      let value = LabeledValues.separatorEnd(bytes, after: labelEnd, limit: end)
                else { continue }
                starts[field] = value
                missing &= ~(1 << UInt32(field))
                remaining -= 1
            }
        }
    }
}

/// Where each field's (or key's) value starts, `nil` when it has none, held inline:
/// a heap array per region would cost an allocation for a dozen numbers.
struct ValueStarts {
    static let capacity = 16
    private var positions = SIMD16<Int>(repeating: -1)

    subscript(field: Int) -> Int? {
        get { positions[field] < 0 ? nil : positions[field] }
        set { positions[field] = newValue ?? -1 }
    }
}
