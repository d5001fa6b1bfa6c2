/// MSAL.NET's scrubbed exception record (PII logging off) lists the fields on lines of its
/// own: `Exception type: <type>` / `, ErrorCode: <code>` / `HTTP StatusCode <n>` /
/// `CorrelationId <guid>` / `Microsoft Entra ID Error Code AADSTS<n>`. The decoders read an
/// exception as .NET prints it, so the record is rewritten into that shape first.
enum DotNetExceptionRecord {
    /// The record as `<type>: AADSTS<n>` with tab-indented `ErrorCode:`/`StatusCode:`/`CorrelationId:`
    /// lines, or nil when `text` is not such a record.
    static func rewritten(_ text: String) -> String? {
        guard let typeRange = text.range(of: "Exception type: ") else { return nil }
        var type = "", code = "", status = "", correlation = "", aadsts = ""
        for line in text[typeRange.upperBound...].split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingCharacters(in: " \t,")
            if type.isEmpty {
                type = String(trimmed.prefix { $0 != " " })
                continue
            }
            if let value = trimmed.value(after: "ErrorCode: ") { code = value }
            else if let value = trimmed.value(after: "HTTP StatusCode ") { status = value }
            else if let value = trimmed.value(after: "CorrelationId ") { correlation = value }
            else if let value = trimmed.value(after: "Microsoft Entra ID Error Code ") { aadsts = value }
            else if let value = trimmed.value(after: "Azure AD Error Code ") { aadsts = value }
        }
        guard !type.isEmpty else { return nil }
        var out = "\(type): \(aadsts.isEmpty ? code : aadsts)"
        if !code.isEmpty { out += "\n\tErrorCode: \(code)" }
        if !status.isEmpty { out += "\n\tStatusCode: \(status)" }
        if !correlation.isEmpty { out += "\n\tCorrelationId: \(correlation)" }
        return out
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }

    func value(after label: String) -> String? {
        guard hasPrefix(label) else { return nil }
        let value = dropFirst(label.count).prefix { $0 != " " }
        return value.isEmpty ? nil : String(value)
    }
}
