/// What the advice reads from the catalog, drawn once from its index: a look-up then
/// yields the one value needed instead of copying a whole catalog record (and
/// retaining each of its strings) on every call.
enum CatalogFacts {
    /// `Catalog.aadsts(code)?.category` for every AADSTS code the catalog knows. Read
    /// from the AADSTS table alone: advising the console's first events must not build
    /// the whole catalog index (a third of start-up's page faults). The first entry of
    /// a code wins, as in `CatalogIndex.aadsts`.
    static let aadstsCategories: [Int: AADSTSCategory] = Dictionary(
        CatalogTable.aadstsInfos.map { ($0.code, $0.category) }, uniquingKeysWith: { first, _ in first })

    /// `Catalog.appleInternalError(rawValue:)?.name` for every `MSALInternalError` value.
    static let appleInternalNames: [Int: String] = {
        let index = CatalogIndex.shared
        var names: [Int: String] = [:]
        for (key, position) in index.kindAndNumber where key.kind == .internalError {
            names[key.number] = index.entries[position].name
        }
        return names
    }()

    /// The `MSALErrorDomain` values MSAL defines (public and internal) that reach an app
    /// only inside `MSALErrorInternal` (-50000): all but the six public codes that are
    /// surfaced as themselves and -50000 itself. A value no MSAL defines is not in it.
    /// Read from the Apple table alone, as `aadstsCategories` is.
    static let appleWrappedCodes: Set<Int> = {
        var codes: Set<Int> = []
        for entry in CatalogTable.appleEntries where entry.kind == .error || entry.kind == .internalError {
            if let number = entry.value.number { codes.insert(number) }
        }
        codes.remove(AppleCodes.internal)
        return codes.subtracting(CatalogTable.appleRecoverableCodes)
    }()
}
