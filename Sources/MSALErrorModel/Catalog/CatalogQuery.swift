/// How `Catalog.lookup` reads a query: `AADSTS50079`, `AADB2C90118`, a number
/// (`-50002`, `50079`, `429`), a string code (`invalid_grant`) or a name
/// (`MSALErrorServerDeclinedScopes`, `BasicAction`, `ClientAuthError.noTokensFound`).
enum CatalogQuery {
    /// Longer input is not a code or a name; refusing it keeps look-ups cheap.
    static let maximumLength = 200

    static func lookup(_ query: String, in index: CatalogIndex) -> [CatalogEntry] {
        guard query.utf8.count <= maximumLength else { return [] }
        let text = trimmed(query)
        guard !text.isEmpty else { return [] }
        if let code = number(after: "AADSTS", in: text) {
            return index.entries(at: index.byNumber[code]).filter { $0.kind == .aadsts }
        }
        if let code = number(after: "AADB2C", in: text) {
            let known = index.entries(at: index.byNumber[code]).filter { $0.kind == .b2c }
            return known.isEmpty ? [unlistedB2C(code)] : known
        }
        if let value = Int(text) {
            // Android declares one STS number as a string code (`1000030`).
            let matches = index.entries(at: index.byNumber[value]) + index.entries(at: index.byText[text])
            if (500...599).contains(value), !matches.contains(where: { $0.kind == .httpStatus }) {
                return matches + [unlistedServerError(value)]
            }
            return matches
        }
        return textMatches(text, in: index)
    }

    private static func textMatches(_ text: String, in index: CatalogIndex) -> [CatalogEntry] {
        var positions = (index.byText[text] ?? []) + (index.byName[text] ?? [])
        if positions.isEmpty {
            positions = index.byFoldedKey[text.lowercased()] ?? []
        }
        if positions.isEmpty, let dot = text.lastIndex(of: ".") {
            // `ClientAuthError.noTokensFound`, `MsalError.InvalidGrantError`: keep the
            // matches of the last part whose domain is the first part, if any.
            let owner = text[..<dot].split(separator: ".").last.map(String.init) ?? ""
            let last = String(text[text.index(after: dot)...])
            let candidates = lookupUnique(textMatches(last, in: index))
            let owned = candidates.filter { $0.domain == owner }
            return owned.isEmpty ? candidates : owned
        }
        let matches = index.entries(at: positions.count > 1 ? Array(Set(positions)).sorted() : positions)
        guard matches.contains(where: { $0.kind == .legacyError }) else { return matches }
        // A name finds today's value; the old numbering shows up only when asked by number.
        let current = Set(matches.filter { $0.kind != .legacyError }.map(\.name))
        return matches.filter { $0.kind != .legacyError || !current.contains($0.name) }
    }

    private static func lookupUnique(_ entries: [CatalogEntry]) -> [CatalogEntry] {
        var seen = Set<CatalogEntry>()
        return entries.filter { seen.insert($0).inserted }
    }

    /// The query without surrounding white space (cheaper than Foundation's trimming).
    private static func trimmed(_ query: String) -> String {
        guard let first = query.first, let last = query.last, first.isWhitespace || last.isWhitespace else {
            return query
        }
        return String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `AADSTS50079` → 50079 (prefix in any case, digits only).
    static func number(after prefix: String, in text: String) -> Int? {
        let bytes = Array(text.utf8)
        let head = Array(prefix.utf8)
        guard bytes.count > head.count, bytes.count <= head.count + 9 else { return nil }
        for (byte, wanted) in zip(bytes, head) where byte != wanted {
            // ASCII letters compare without case: `aadsts` is `AADSTS`.
            guard (0x61...0x7A).contains(byte), byte - 0x20 == wanted else { return nil }
        }
        var value = 0
        for byte in bytes[head.count...] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// Any AADB2C number is recognised as B2C, listed or not.
    static func unlistedB2C(_ code: Int) -> CatalogEntry {
        CatalogEntry(
            platform: .aadsts, kind: .b2c, name: "AADB2C\(code)", value: .number(code), domain: "AADB2C",
            meaning: "An Azure AD B2C code this catalog does not describe; it comes from a B2C user flow or custom policy.")
    }

    /// Any 5xx is a server failure, listed or not.
    static func unlistedServerError(_ status: Int) -> CatalogEntry {
        CatalogEntry(
            platform: .http, kind: .httpStatus, name: "HTTP \(status)", value: .number(status), domain: nil,
            meaning: "A server-side failure: retry once; a second failure is reported to the app.",
            action: .retryOnce5xx)
    }
}
