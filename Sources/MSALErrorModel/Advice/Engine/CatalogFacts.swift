/// What the advice reads from the catalog, drawn once from its index: a look-up then
/// yields the one value needed instead of copying a whole catalog record (and
/// retaining each of its strings) on every call.
enum CatalogFacts {
    /// `Catalog.aadsts(code)?.category` for every AADSTS code the catalog knows.
    static let aadstsCategories: [Int: AADSTSCategory] = CatalogIndex.shared.aadsts.mapValues(\.category)

    /// `Catalog.appleInternalError(rawValue:)?.name` for every `MSALInternalError` value.
    static let appleInternalNames: [Int: String] = {
        let index = CatalogIndex.shared
        var names: [Int: String] = [:]
        for (key, position) in index.kindAndNumber where key.kind == .internalError {
            names[key.number] = index.entries[position].name
        }
        return names
    }()
}
