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

    /// A code-like token (`invalid_grant`, `BasicAction`, `AADSTS50076`).
    static func token(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> String? {
        guard let start = valueStart(labels, in: input, range) else { return nil }
        return token(at: start, in: input, range)
    }

    static func token(at start: Int?, in input: TextBytes, _ range: Range<Int>) -> String? {
        guard let start else { return nil }
        let end = input.identifierEnd(from: start, to: range.upperBound) { $0 == ASCII.minus || $0 == ASCII.dot }
        guard end > start, end - start <= 200 else { return nil }
        return input.string(start..<end)
    }

    static func integer(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> Int? {
        integer(at: valueStart(labels, in: input, range), in: input, range)
    }

    static func integer(at start: Int?, in input: TextBytes, _ range: Range<Int>) -> Int? {
        guard let start,
              let (value, end) = input.integer(at: start, to: range.upperBound),
              !ASCII.isLetter(input.at(end)) else { return nil }
        return value
    }

    /// The rest of the line after the label (quotes and trailing commas trimmed).
    static func line(_ labels: [[UInt8]], in input: TextBytes, _ range: Range<Int>) -> String? {
        guard let start = valueStart(labels, in: input, range) else { return nil }
        let end = min(input.lineEnd(from: start), range.upperBound)
        let text = TextUnescaping.trim(input.string(start..<end))
        return text.isEmpty ? nil : text
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
    private let labelsByFirstByte: [[Int]]

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
        var table = [[Int]](repeating: [], count: 256)
        for (index, label) in labels.enumerated() { table[Int(label[0])].append(index) }
        self.labels = labels
        self.fieldOfLabel = fieldOfLabel
        fieldCount = fields.count
        labelsByFirstByte = table
    }

    func valueStarts(in input: TextBytes, _ range: Range<Int>) -> [Int?] {
        var starts = [Int?](repeating: nil, count: fieldCount)
        var remaining = fieldCount
        var index = range.lowerBound
        let end = min(range.upperBound, input.count)
        while index < end && remaining > 0 {
            let candidates = labelsByFirstByte[Int(TextBytes.lower(input[index]))]
            if !candidates.isEmpty && input.isWordStart(index) {
                for candidate in candidates where starts[fieldOfLabel[candidate]] == nil {
                    let label = labels[candidate]
                    guard input.hasPrefixIgnoringCase(label, at: index),
                          !ASCII.isIdentifier(input.at(index + label.count)),
                          let value = LabeledValues.separatorEnd(input, after: index + label.count, limit: end)
                    else { continue }
                    starts[fieldOfLabel[candidate]] = value
                    remaining -= 1
                }
            }
            index += 1
        }
        return starts
    }
}
