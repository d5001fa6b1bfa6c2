/// The MSAL flavour that reported an error.
///
/// All but Go are the console's platform lenses and the simulator's platforms; Go
/// errors only come from pasted text.
public enum Platform: String, CaseIterable, Codable, Hashable, Sendable {
    case apple
    case dotnet
    case js
    case python
    case android
    case java
    case go

    /// The platforms the simulator and the console's lens cycle through.
    public static let lenses: [Platform] = [.apple, .dotnet, .js, .python, .android, .java]

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
