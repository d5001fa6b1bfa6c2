import Foundation
import Testing

/// One shape of secret as a real app, its configuration or its traffic prints it: the
/// text, what redaction leaves of it, and the secret that must not survive anywhere.
struct SecretShape: Sendable, Decodable, CustomTestStringConvertible {
    let name: String
    let text: String
    let redacted: String
    let secret: String
    var testDescription: String { name }
}

/// The shapes issue 27 lists, and the others an MSAL app carries (every value made up), in
/// `secret-shapes.json` next to this file: the end-to-end test feeds the same shapes to the
/// binary and checks each of its outputs.
enum SecretShapes {
    static let all: [SecretShape] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("secret-shapes.json")
        do {
            return try JSONDecoder().decode([SecretShape].self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()
}
