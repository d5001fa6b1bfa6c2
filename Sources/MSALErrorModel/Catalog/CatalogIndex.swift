/// Dictionaries over `CatalogTable.all`, built once on first use, so every
/// look-up by value or name is a hash look-up (the decoders explain 200k errors/s).
struct CatalogIndex: Sendable {
    static let shared = CatalogIndex(entries: CatalogTable.all)

    let entries: [CatalogEntry]
    private(set) var byNumber: [Int: [Int]] = [:]
    private(set) var byText: [String: [Int]] = [:]
    private(set) var byName: [String: [Int]] = [:]
    /// Lower-cased names and string values, for queries typed in another case.
    private(set) var byFoldedKey: [String: [Int]] = [:]
    private(set) var kindAndNumber: [KindNumber: Int] = [:]
    private(set) var systemErrors: [DomainNumber: Int] = [:]
    private(set) var dotnetCodes: [String: Int] = [:]
    private(set) var jsCodes: [String: Int] = [:]
    let aadsts: [Int: AADSTSInfo]

    struct KindNumber: Hashable, Sendable {
        var kind: CatalogKind
        var number: Int
    }

    struct DomainNumber: Hashable, Sendable {
        var domain: String
        var number: Int
    }

    init(entries: [CatalogEntry]) {
        self.entries = entries
        aadsts = Dictionary(CatalogTable.aadstsInfos.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, entry) in entries.enumerated() {
            switch entry.value {
            case .number(let number):
                byNumber[number, default: []].append(position)
                if kindAndNumber[KindNumber(kind: entry.kind, number: number)] == nil {
                    kindAndNumber[KindNumber(kind: entry.kind, number: number)] = position
                }
                if [.urlError, .keychainError, .webAuthError].contains(entry.kind), let domain = entry.domain {
                    systemErrors[DomainNumber(domain: domain, number: number)] = position
                }
            case .text(let text):
                byText[text, default: []].append(position)
                byFoldedKey[text.lowercased(), default: []].append(position)
                if entry.platform == .dotnet, entry.kind == .errorCode, dotnetCodes[text] == nil {
                    dotnetCodes[text] = position
                }
                if entry.platform == .js, entry.kind == .errorCode, jsCodes[text] == nil {
                    jsCodes[text] = position
                }
            }
            for name in Self.names(of: entry) {
                byName[name, default: []].append(position)
                byFoldedKey[name.lowercased(), default: []].append(position)
            }
        }
    }

    /// The entry's name, plus the forms people also type: the last component of a
    /// dotted Python name, and Entra's symbolic name of an AADSTS code.
    private static func names(of entry: CatalogEntry) -> [String] {
        var names = [entry.name]
        if entry.platform == .python, entry.kind == .exceptionType {
            let head = entry.name.split(separator: " ").first.map(String.init) ?? entry.name
            if let last = head.split(separator: ".").last, String(last) != entry.name {
                names.append(String(last))
            }
        }
        if entry.kind == .aadsts, let symbol = entry.domain, symbol != "None" {
            names.append(symbol)
        }
        return names
    }

    func entries(at positions: [Int]?) -> [CatalogEntry] {
        (positions ?? []).map { entries[$0] }
    }

    func entry(kind: CatalogKind, number: Int) -> CatalogEntry? {
        kindAndNumber[KindNumber(kind: kind, number: number)].map { entries[$0] }
    }
}
