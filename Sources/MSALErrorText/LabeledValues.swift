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
    private let labels: [[UInt8]]
    private let fieldOfLabel: [Int]
    private let fieldCount: Int
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
        self.labels = labels
        self.fieldOfLabel = fieldOfLabel
        fieldCount = fields.count
        self.offsets = offsets
        self.candidates = candidates
    }

    func valueStarts(in input: TextBytes, _ range: Range<Int>) -> [Int?] {
        var starts = [Int?](repeating: nil, count: fieldCount)
        var remaining = fieldCount
        let end = min(range.upperBound, input.count)
        offsets.withUnsafeBufferPointer { offsets in
            input.bytes.withUnsafeBufferPointer { bytes in
                var index = range.lowerBound
                while index < end && remaining > 0 {
                    let byte = Int(TextBytes.lower(bytes[index]))
                    let first = offsets[byte], last = offsets[byte + 1]
                    if first != last && (index == 0 || !ASCII.isIdentifier(bytes[index - 1])) {
                        for slot in first..<last where starts[fieldOfLabel[candidates[slot]]] == nil {
                            let label = labels[candidates[slot]]
                            guard input.hasPrefixIgnoringCase(label, at: index),
                                  !ASCII.isIdentifier(input.at(index + label.count)),
                                  let value = LabeledValues.separatorEnd(input, after: index + label.count, limit: end)
                            else { continue }
                            starts[fieldOfLabel[candidates[slot]]] = value
                            remaining -= 1
                        }
                    }
                    index += 1
                }
            }
        }
        return starts
    }
}
