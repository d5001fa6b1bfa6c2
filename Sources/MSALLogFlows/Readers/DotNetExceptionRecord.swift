/// MSAL.NET's scrubbed exception record (PII logging off) lists the fields on lines of its
/// own: `Exception type: <type>` / `, ErrorCode: <code>` / `HTTP StatusCode <n>` /
/// `CorrelationId <guid>` / `Microsoft Entra ID Error Code AADSTS<n>`. The decoders read an
/// exception as .NET prints it, so the record is rewritten into that shape first.
enum DotNetExceptionRecord {
    /// The record as `<type>: AADSTS<n>` with tab-indented `ErrorCode:`/`StatusCode:`/`CorrelationId:`
    /// lines, or nil when `text` is not such a record.
    static func rewritten(_ text: [UInt8]) -> String? {
        text.withUnsafeBufferPointer { bytes -> String? in
            guard let typeAt = bytes.find("Exception type: ") else { return nil }
            var type: Range<Int>?, code: Range<Int>?, status: Range<Int>?, correlation: Range<Int>?, aadsts: Range<Int>?
            var start = typeAt + 16
            while start < bytes.count {
                let end = bytes.find(byte: 0x0A, from: start) ?? bytes.count
                var cursor = start
                while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x2C { cursor += 1 }
                func value(after label: StaticString) -> Range<Int>? {
                    guard bytes.has(label, at: cursor) else { return nil }
                    let valueStart = cursor + label.utf8CodeUnitCount
                    let valueEnd = min(bytes.wordEnd(valueStart), end)
                    return valueEnd > valueStart ? valueStart..<valueEnd : nil
                }
                if type == nil {
                    type = cursor..<min(bytes.wordEnd(cursor), end)
                } else if let found = value(after: "ErrorCode: ") {
                    code = found
                } else if let found = value(after: "HTTP StatusCode ") {
                    status = found
                } else if let found = value(after: "CorrelationId ") {
                    correlation = found
                } else if let found = value(after: "Microsoft Entra ID Error Code ") ?? value(after: "Azure AD Error Code ") {
                    aadsts = found
                }
                start = end + 1
            }
            guard let type, !type.isEmpty else { return nil }
            var out = bytes.string(type) + ": " + (aadsts.map(bytes.string) ?? code.map(bytes.string) ?? "")
            if let code { out += "\n\tErrorCode: " + bytes.string(code) }
            if let status { out += "\n\tStatusCode: " + bytes.string(status) }
            if let correlation { out += "\n\tCorrelationId: " + bytes.string(correlation) }
            return out
        }
    }
}
