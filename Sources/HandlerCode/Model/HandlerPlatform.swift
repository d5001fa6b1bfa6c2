import MSALErrorModel

/// The MSAL flavours `msal-triage handler` writes code for.
public enum HandlerPlatform: String, CaseIterable, Hashable, Sendable {
    case apple, dotnet, js, python, android, java

    /// The platform as the advice engine knows it.
    public var platform: Platform {
        switch self {
        case .apple: .apple
        case .dotnet: .dotnet
        case .js: .js
        case .python: .python
        case .android: .android
        case .java: .java
        }
    }

    /// The handler platform for an advice platform (Go has no handler).
    public init?(_ platform: Platform) {
        self.init(rawValue: platform.rawValue)
    }

    /// The languages a handler can be written in; the first is the default.
    public var languages: [HandlerLanguage] {
        switch self {
        case .apple: [.swift, .objc]
        case .dotnet: [.csharp]
        case .js: [.typescript]
        case .python: [.python]
        case .android: [.kotlin]
        case .java: [.java]
        }
    }
}

/// A language a handler is written in.
public enum HandlerLanguage: String, CaseIterable, Hashable, Sendable {
    case swift, objc, csharp, typescript, python, kotlin, java

    public var displayName: String {
        switch self {
        case .swift: "Swift"
        case .objc: "Objective-C"
        case .csharp: "C#"
        case .typescript: "TypeScript"
        case .python: "Python"
        case .kotlin: "Kotlin"
        case .java: "Java"
        }
    }

    /// The file name a handler in this language is saved under.
    public var fileName: String {
        switch self {
        case .swift: "TokenAcquirer.swift"
        case .objc: "TokenAcquirer.m"
        case .csharp: "TokenAcquirer.cs"
        case .typescript: "tokenAcquirer.ts"
        case .python: "token_acquirer.py"
        case .kotlin: "TokenAcquirer.kt"
        case .java: "TokenAcquirer.java"
        }
    }

    /// How a line comment starts.
    var comment: String { self == .python ? "#" : "//" }
}
