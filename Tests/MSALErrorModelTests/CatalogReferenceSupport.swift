import Foundation

/// The reference catalog the model is generated from, read when it is present.
///
/// CI has the shared folder beside the clone (`<package root>/../shared/reference/`);
/// `MSAL_CATALOG_JSON` points elsewhere. Without it the comparison tests are skipped
/// (Swift Testing shows them as skipped, so nobody mistakes a skip for a pass).
enum ReferenceCatalog {
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["MSAL_CATALOG_JSON"], !override.isEmpty {
            return override
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared/reference/msal-error-catalog.json").standardized.path
    }

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: path) }

    static func load() throws -> [String: Any] {
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
