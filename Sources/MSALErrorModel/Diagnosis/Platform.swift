/// The MSAL flavour that reported an error.
///
/// The first four are the console's platform lenses; the others only come from
/// pasted text (their MSAL libraries print OAuth error dicts much like Python's).
public enum Platform: String, CaseIterable, Codable, Hashable, Sendable {
    case apple
    case dotnet
    case js
    case python
    case android
    case java
    case go

    /// The platforms the simulator and the console's lens cycle through.
    public static let lenses: [Platform] = [.apple, .dotnet, .js, .python]

    /// How people name the platform on screen.
    public var displayName: String {
        switch self {
        case .apple: "iOS/macOS"
        case .dotnet: ".NET"
        case .js: "JavaScript"
        case .python: "Python"
        case .android: "Android"
        case .java: "Java"
        case .go: "Go"
        }
    }
}
