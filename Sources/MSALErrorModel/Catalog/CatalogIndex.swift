/// Dictionaries over `CatalogTable.all`, so every look-up by value or name is a hash
/// look-up (the decoders explain 200k errors/s). Each dictionary is built on its own
/// first use: the console's first frame needs one small one, and building them all
/// was a sixth of its start-up.
struct CatalogIndex: Sendable {
    static let shared = CatalogIndex()

    var entries: [CatalogEntry] { Tables.entries }
    var byNumber: [Int: [Int]] { Tables.byNumber }
    var byText: [String: [Int]] { Tables.byText }
    var byName: [String: [Int]] { Tables.byName }
    /// Lower-cased names and string values, for queries typed in another case.
    var byFoldedKey: [String: [Int]] { Tables.byFoldedKey }
    var kindAndNumber: [KindNumber: Int] { Tables.kindAndNumber }
    var systemErrors: [DomainNumber: Int] { Tables.systemErrors }
    var dotnetCodes: [String: Int] { Tables.dotnetCodes }
    var jsCodes: [String: Int] { Tables.jsCodes }
    /// MSAL Python's OAuth error codes by value and by name, the first in catalog order.
    var pythonCodes: [String: Int] { Tables.pythonCodes }
    /// MSAL Android and msal4j `errorCode` values, each with every entry that declares it.
    var jvmErrorCodes: [String: [Int]] { Tables.jvmErrorCodes }
    var aadsts: [Int: AADSTSInfo] { Tables.aadsts }

    struct KindNumber: Hashable, Sendable {
        var kind: CatalogKind
        var number: Int
    }

    struct DomainNumber: Hashable, Sendable {
        var domain: String
        var number: Int
    }

    func entries(at positions: [Int]?) -> [CatalogEntry] {
        (positions ?? []).map { entries[$0] }
    }

    func entry(kind: CatalogKind, number: Int) -> CatalogEntry? {
        kindAndNumber[KindNumber(kind: kind, number: number)].map { entries[$0] }
    }

    private enum Tables {
        static let entries = CatalogTable.all

        static let byNumber: [Int: [Int]] = positions { entry in
            if case .number(let number) = entry.value { [number] } else { [] }
        }

        static let byText: [String: [Int]] = positions { entry in
            if case .text(let text) = entry.value { [text] } else { [] }
        }

        static let byName: [String: [Int]] = positions(keys: names(of:))

        static let byFoldedKey: [String: [Int]] = positions { entry in
            var keys = names(of: entry).map { $0.lowercased() }
            if case .text(let text) = entry.value { keys.insert(text.lowercased(), at: 0) }
            return keys
        }

        static let jvmErrorCodes: [String: [Int]] = positions(capacity: 0) { entry in
            guard entry.platform == .android || entry.platform == .java, entry.kind == .errorCode,
                  case .text(let text) = entry.value else { return [] }
            return [text]
        }

        static let kindAndNumber: [KindNumber: Int] = first { entry in
            if case .number(let number) = entry.value { KindNumber(kind: entry.kind, number: number) } else { nil }
        }

        static let systemErrors: [DomainNumber: Int] = {
            // The last entry of a domain and number wins, as it always has.
            var index: [DomainNumber: Int] = [:]
            for (position, entry) in entries.enumerated() {
                if case .number(let number) = entry.value, [.urlError, .keychainError, .webAuthError].contains(entry.kind),
                   let domain = entry.domain {
                    index[DomainNumber(domain: domain, number: number)] = position
                }
            }
            return index
        }()

        static let dotnetCodes: [String: Int] = errorCodes(on: .dotnet)
        static let jsCodes: [String: Int] = errorCodes(on: .js)
        static let pythonCodes: [String: Int] = {
            var index: [String: Int] = [:]
            for position in entries.indices {
                let entry = entries[position]
                guard entry.platform == .python, entry.kind == .errorCode else { continue }
                if case .text(let text) = entry.value, index[text] == nil { index[text] = position }
                if index[entry.name] == nil { index[entry.name] = position }
            }
            return index
        }()

        static let aadsts: [Int: AADSTSInfo] = Dictionary(
            CatalogTable.aadstsInfos.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

        /// Every key an entry is found by, each with the entries' positions in catalog order.
        /// `capacity`: room for one key per entry, for the indexes most entries are in.
        private static func positions<Key: Hashable>(
            capacity: Int = entries.count, keys: (CatalogEntry) -> [Key]
        ) -> [Key: [Int]] {
            var index: [Key: [Int]] = [:]
            index.reserveCapacity(capacity)
            for position in entries.indices {
                for key in keys(entries[position]) { index[key, default: []].append(position) }
            }
            return index
        }

        /// The first entry with each key.
        private static func first<Key: Hashable>(key: (CatalogEntry) -> Key?) -> [Key: Int] {
            var index: [Key: Int] = [:]
            for position in entries.indices {
                if let key = key(entries[position]), index[key] == nil { index[key] = position }
            }
            return index
        }

        private static func errorCodes(on platform: CatalogPlatform) -> [String: Int] {
            first { entry in
                guard entry.platform == platform, entry.kind == .errorCode, case .text(let text) = entry.value else {
                    return nil
                }
                return text
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
    }
}
