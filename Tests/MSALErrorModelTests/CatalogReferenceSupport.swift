import Foundation

/// The reference catalogs the model is generated from, as test fixtures inside the
/// repository (`Tests/MSALErrorModelTests/Fixtures/`), so that a fresh clone runs every
/// comparison. `SharedReferenceTests` checks that the fixtures are still byte for byte
/// the shared originals (`<package root>/../shared/reference/`) when those are present.
enum ReferenceCatalog {
    /// The Apple, .NET, JS, Python and AADSTS catalog.
    static let fileName = "msal-error-catalog.json"
    /// The MSAL Android (with common), msal4j and MSAL Go catalog.
    static let jvmFileName = "msal-android-java-go-catalog.json"
    static let fileNames = [fileName, jvmFileName]

    static var fixturesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static var path: String { fixturesDirectory.appendingPathComponent(fileName).path }
    static var jvmPath: String { fixturesDirectory.appendingPathComponent(jvmFileName).path }

    /// Where the shared originals are: beside the clone, or where `MSAL_SHARED_REFERENCE`
    /// says (a git worktree elsewhere).
    static var sharedDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["MSAL_SHARED_REFERENCE"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/reference").standardized
    }

    static var sharedIsPresent: Bool {
        fileNames.allSatisfy { FileManager.default.fileExists(atPath: sharedDirectory.appendingPathComponent($0).path) }
    }

    static func load() throws -> [String: Any] { try load(path) }
    static func loadJVM() throws -> [String: Any] { try load(jvmPath) }

    private static func load(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReferenceError.notAnObject(path)
        }
        return root
    }
    enum ReferenceError: Error {
        case notAnObject(String)
        case missing(String)
    }

    /// Every `meaning`, `recommendedAction` and similar sentence in the reference:
    /// the product's own wording must differ from all of them.
    static func sentences(in value: Any) -> [String] {
        switch value {
        case let object as [String: Any]:
            return object.flatMap { key, child -> [String] in
                if let text = child as? String, text.contains(" ") { return [text] }
                _ = key
                return sentences(in: child)
            }
        case let array as [Any]:
            return array.flatMap(sentences(in:))
        default:
            return []
        }
    }
}

extension Dictionary where Key == String, Value == Any {
    func list(_ path: String...) throws -> [[String: Any]] {
        var node: Any = self
        for key in path {
            guard let next = (node as? [String: Any])?[key] else { throw ReferenceCatalog.ReferenceError.missing(key) }
            node = next
        }
        guard let list = node as? [[String: Any]] else { throw ReferenceCatalog.ReferenceError.missing(path.joined(separator: ".")) }
        return list
    }

    func object(_ key: String) throws -> [String: Any] {
        guard let object = self[key] as? [String: Any] else { throw ReferenceCatalog.ReferenceError.missing(key) }
        return object
    }

    func string(_ key: String) -> String? { self[key] as? String }
    func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
}
