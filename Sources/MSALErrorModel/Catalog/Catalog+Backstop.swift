/// Look-ups for the text decoders' catalog backstop (`MSALErrorText/Decoding/Backstop/`),
/// over the same dictionaries as every other look-up (``CatalogIndex``).
extension Catalog {
    /// Entries whose string value or name is exactly `token`, each once, in catalog order:
    /// `invalid_grant`, `MsalUiRequiredException`, `BrowserAuthError`, `MSALErrorUserCanceled`,
    /// `ManagedIdentityError` (the last part of a Python exception's dotted name).
    /// Kinds that are not errors (domains, userInfo keys, Python dict keys) are left out.
    public static func errorEntries(valueOrName token: String) -> [CatalogEntry] {
        let index = CatalogIndex.shared
        let byValue = index.byText[token] ?? []
        let byName = index.byName[token] ?? []
        guard !byValue.isEmpty || !byName.isEmpty else { return [] }
        var positions = byValue
        for position in byName where !positions.contains(position) { positions.append(position) }
        if !byValue.isEmpty && !byName.isEmpty { positions.sort() }
        return positions.map { index.entries[$0] }.filter { entry in
            switch entry.kind {
            case .domain, .userInfoKey, .errorDictKey: false
            default: true
            }
        }
    }

    /// True when `token` names an Apple error domain of the catalog (`MSALErrorDomain`, `NSOSStatusErrorDomain`).
    public static func isAppleDomain(_ token: String) -> Bool {
        let index = CatalogIndex.shared
        return (index.byText[token] ?? []).contains { index.entries[$0].kind == .domain }
    }

    /// True when some Apple code of the catalog (any domain, any numbering) has this value:
    /// one look-up that rules out nearly every number in a log line.
    public static func isAppleNumber(_ value: Int) -> Bool {
        let index = CatalogIndex.shared
        return (index.byNumber[value] ?? []).contains { index.entries[$0].platform == .apple }
    }
}
