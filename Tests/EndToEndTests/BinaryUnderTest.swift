import Foundation
import TestSupport

/// The `msal-triage` executable the end-to-end tests run.
///
/// `swift test` compiles the test targets but does not link the executable, and it holds the
/// `.build` lock while tests run, so a stale or missing `.build/debug/msal-triage` is rebuilt
/// into a separate scratch path (`.build/e2e`), announced on stderr.
enum BinaryUnderTest {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of an up-to-date binary, or a reason why there is none.
    static let path: Result<String, BinaryProblem> = locate()

    struct BinaryProblem: Error, CustomStringConvertible {
        let description: String
    }

    private static func locate() -> Result<String, BinaryProblem> {
        let newestSource = newestModification(under: ["Sources", "Package.swift", "Package.resolved"])
        for scratch in [".build", ".build/e2e"] {
            let candidate = packageRoot.appendingPathComponent("\(scratch)/debug/msal-triage").path
            if let built = modification(candidate), built >= newestSource { return .success(candidate) }
        }
        FileHandle.standardError.write(Data(
            "EndToEndTests: .build/debug/msal-triage is missing or older than Sources/; building it into .build/e2e\n".utf8))
        let result: Subprocess.Result
        do {
            result = try Subprocess.run("/usr/bin/env", ["sh", "-c", "cd '\(packageRoot.path)' && swift build --product msal-triage --scratch-path .build/e2e"],
                                        deadlineSeconds: 1800)
        } catch {
            return .failure(BinaryProblem(description: "cannot run swift build: \(error)"))
        }
        guard result.status == 0 else {
            let tail = String((result.output + result.errors).suffix(2000))
            return .failure(BinaryProblem(description: "swift build --product msal-triage failed:\n\(tail)"))
        }
        return .success(packageRoot.appendingPathComponent(".build/e2e/debug/msal-triage").path)
    }

    private static func modification(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    private static func newestModification(under names: [String]) -> Date {
        var newest = Date.distantPast
        for name in names {
            let root = packageRoot.appendingPathComponent(name)
            if let date = modification(root.path), date > newest { newest = date }
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey])
            else { continue }
            for case let url as URL in walker {
                if let date = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate,
                   date > newest { newest = date }
            }
        }
        return newest
    }
}
