import Foundation

/// Reads the error texts under `Corpus/` (copied into the test bundle).
enum CorpusLoader {
    static func text(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Corpus") else {
            throw CorpusError.missing(name)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func allNames() throws -> [String] {
        guard let directory = Bundle.module.url(forResource: "Corpus", withExtension: nil) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    enum CorpusError: Error { case missing(String) }
}
