/// The generated tables (see `Generated/`, written by `Scripts/generate-catalog.py`).
enum CatalogTable {
    /// Every entry in catalog order: platform, then kind, then source order.
    /// (Appended into one array of the right size: chained `+` copied the front tables eight times.)
    static let all: [CatalogEntry] = {
        let tables = [appleEntries, dotnetEntries, jsEntries, pythonEntries, androidEntries, javaEntries, goEntries,
                      aadstsEntries, httpEntries]
        var all: [CatalogEntry] = []
        all.reserveCapacity(tables.reduce(0) { $0 + $1.count })
        for table in tables { all.append(contentsOf: table) }
        return all
    }()
}
