/// The generated tables (see `Generated/`, written by `Scripts/generate-catalog.py`).
enum CatalogTable {
    /// Every entry in catalog order: platform, then kind, then source order.
    static let all: [CatalogEntry] =
        appleEntries + dotnetEntries + jsEntries + pythonEntries + androidEntries + javaEntries + goEntries
        + aadstsEntries + httpEntries
}
