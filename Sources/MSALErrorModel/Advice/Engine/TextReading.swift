import Foundation

/// How the advice engine reads the strings of a diagnosis: on their UTF-8 bytes
/// when they are ASCII (nearly always), through Swift and Foundation otherwise, with
/// the same result either way.
///
/// Codes and sub-errors are compared ignoring case and surrounding blanks (MSAL's codes
/// are case-insensitive in practice: .NET compares sub-errors ignoring case,
/// `No_Broker_Installed_On_Device` has capitals). Type names are compared exactly,
/// without their namespace (`Microsoft.Identity.Client.MsalUiRequiredException` →
/// `MsalUiRequiredException`).
enum TextReading {
    /// A word id for text that is present but not one of the table's words.
    static let unknownWord = -1

    /// The id of `text` read as a code (blanks trimmed, case ignored), `unknownWord`
    /// when the table does not have it, nil when there is no text.
    static func wordID(of text: String?, in table: WordTable) -> Int? {
        guard let text else { return nil }
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard isASCII(bytes) else { return nil }
            return table.id(of: trimmed(bytes)) ?? unknownWord
        }
        if let ascii = ascii ?? nil { return ascii }
        return table.id(ofString: normalized(text)) ?? unknownWord
    }

    /// True when `text`, read as a code, is `word` (lowercase ASCII).
    static func isWord(_ text: String?, _ word: StaticString) -> Bool {
        guard let text else { return false }
        let wanted = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard isASCII(bytes) else { return nil }
            let probe = trimmed(bytes)
            guard probe.count == wanted.count else { return false }
            for offset in 0..<probe.count where foldASCII(probe[offset]) != wanted[offset] { return false }
            return true
        }
        return (ascii ?? nil) ?? (normalized(text) == word.description)
    }

    /// Code text as the original rules read it: trimmed and lowercased (input quoted in advice).
    static func normalized(_ text: String) -> String {
        let bytes = text.utf8
        let isPlain = bytes.withContiguousStorageIfAvailable { bytes in
            trimmed(bytes).count == bytes.count && !bytes.contains { $0 >= 0x80 || $0 &- 0x41 < 26 }
        }
        if isPlain == true { return text }   // already trimmed lowercase ASCII: no copy
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the edges are whitespace exactly when their bytes are.
            let edgeIsSpace = bytes.first.map(isASCIISpace) == true || bytes.last.map(isASCIISpace) == true
            return (edgeIsSpace ? trimmed(text) : text).lowercased()
        }
        let edgeIsSpace = text.first?.isWhitespace == true || text.last?.isWhitespace == true
        return (edgeIsSpace ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text).lowercased()
    }

    /// `text` without leading and trailing whitespace and newlines; ASCII text on its
    /// UTF-8 bytes, anything else through Foundation.
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let first = bytes.firstIndex(where: { !isASCIISpace($0) }),
              let last = bytes.lastIndex(where: { !isASCIISpace($0) })
        else { return "" }
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return text }
        return String(Substring(bytes[first...last]))
    }

    /// True when `text` has something besides whitespace and newlines (a claims
    /// challenge of blanks is none).
    static func hasContent(_ text: String?) -> Bool {
        guard let text else { return false }
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            isASCII(bytes) ? !trimmed(bytes).isEmpty : nil
        }
        return (ascii ?? nil) ?? !trimmed(text).isEmpty
    }

    // MARK: - Bytes

    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    /// The bytes without leading and trailing ASCII whitespace.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, isASCIISpace(bytes[start]) { start += 1 }
        while end > start, isASCIISpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The ASCII members of `.whitespacesAndNewlines`: tab…carriage return and space.
    @inline(__always)
    static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    @inline(__always)
    static func foldASCII(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    @inline(__always)
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return memcmp(bytes.baseAddress!, prefix.utf8Start, count) == 0
    }

    @inline(__always)
    static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return memcmp(bytes.baseAddress! + (bytes.count - count), suffix.utf8Start, count) == 0
    }
}
