import ArgumentParser
import MSALErrorModel

/// As an argument, a platform is one the simulator plays (the lenses: apple, dotnet,
/// js, python, android, java); Go only comes from pasted text.
extension Platform: ExpressibleByArgument {
    public init?(argument: String) {
        guard let platform = Platform(rawValue: argument.lowercased()), Platform.lenses.contains(platform) else {
            return nil
        }
        self = platform
    }

    public static var allValueStrings: [String] { lenses.map(\.rawValue) }
}

extension MessageLocale: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(identifier: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
