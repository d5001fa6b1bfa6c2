import ArgumentParser
import MSALErrorModel

extension Platform: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

extension MessageLocale: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(identifier: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
