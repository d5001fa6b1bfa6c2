import Foundation

/// The domain / exception type / error class of one diagnosis as the rules read it:
/// without its namespace (`Microsoft.Identity.Client.MsalUiRequiredException` →
/// `MsalUiRequiredException`; NSError domains keep their dots), as an id of the
/// known names, and what it says about the platform.
struct DomainReading {
    /// The id in `DomainNames`, nil when the name is not one of them.
    let id: Int?
    /// No name at all (no domain, blanks, or a namespace ending in a dot).
    let isEmpty: Bool
    /// A common-core `MSID…` domain (not the keychain one).
    let isMSID: Bool
    /// The platform the name implies; only worked out when asked for.
    let impliedPlatform: Platform?

    /// Reads `domain` (a static function rather than an initializer, which would take
    /// its own copy of the string).
    static func read(_ domain: String?, in names: DomainNames, needsPlatform: Bool) -> DomainReading {
        guard let domain else {
            return DomainReading(ascii: UnsafeBufferPointer(start: nil, count: 0), in: names, needsPlatform: needsPlatform)
        }
        let ascii = domain.utf8.withContiguousStorageIfAvailable { bytes -> DomainReading? in
            guard TextReading.isASCII(bytes) else { return nil }
            return DomainReading(ascii: bytes, in: names, needsPlatform: needsPlatform)
        }
        return (ascii ?? nil) ?? DomainReading(unicode: domain, in: names, needsPlatform: needsPlatform)
    }

    /// The usual case, an all-ASCII name, read on its bytes.
    private init(ascii raw: UnsafeBufferPointer<UInt8>, in names: DomainNames, needsPlatform: Bool) {
        let bare = DomainReading.bareName(TextReading.trimmed(raw))
        id = names.table.id(of: bare)
        isEmpty = bare.isEmpty
        isMSID = id.map { names.isMSID[$0] } ?? TextReading.hasPrefix(bare, "MSID")
        guard needsPlatform else {
            impliedPlatform = nil
            return
        }
        if let namespace = DomainNames.namespacePrefixes.first(where: { TextReading.hasPrefix(raw, $0.0) }) {
            impliedPlatform = namespace.1
        } else {
            impliedPlatform = id.map { names.impliedPlatform[$0] } ?? DomainNames.impliedPlatform(unknown: bare)
        }
    }

    /// Any other name, read through Swift strings (whose comparisons treat canonically
    /// equivalent text as equal, as the rules always have).
    private init(unicode raw: String, in names: DomainNames, needsPlatform: Bool) {
        let bare = DomainReading.bareName(raw)
        id = names.table.id(ofString: bare)
        isEmpty = bare.isEmpty
        isMSID = id.map { names.isMSID[$0] } ?? DomainNames.isMSIDDomain(bare)
        guard needsPlatform else {
            impliedPlatform = nil
            return
        }
        let namespace = DomainNames.namespacePrefixes.first { raw.hasPrefix($0.0.description) }
        impliedPlatform = namespace?.1 ?? id.map { names.impliedPlatform[$0] } ?? DomainNames.impliedPlatform(domain: bare)
    }

    /// The trimmed name without namespace: after the last dot, unless it is an
    /// NSError domain (ends in `Domain`, or starts with `com.apple.`).
    private static func bareName(_ name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        if TextReading.hasSuffix(name, "Domain") || TextReading.hasPrefix(name, "com.apple.") { return name }
        guard let dot = name.lastIndex(of: 0x2E) else { return name }
        return UnsafeBufferPointer(rebasing: name[(dot + 1)...])
    }

    /// `bareName` for text that is not ASCII.
    private static func bareName(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.hasSuffix("Domain"), !trimmed.hasPrefix("com.apple."), let dot = trimmed.lastIndex(of: ".") else {
            return trimmed
        }
        return String(trimmed[trimmed.index(after: dot)...])
    }
}
