// swift-tools-version: 6.2
import PackageDescription

/// Every module of ours builds in Swift 6 language mode with strict concurrency,
/// and a warning fails the build (dependencies are not affected).
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "msal-triage",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "msal-triage", targets: ["msal-triage"]),
        .library(name: "MSALErrorModel", targets: ["MSALErrorModel"]),
        .library(name: "MSALErrorText", targets: ["MSALErrorText"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(
            name: "MSALErrorModel",
            // Embedded by Scripts/embed-resources (MessageBuiltinFiles.swift): no resource bundle.
            exclude: ["Resources"],
            swiftSettings: strict),
        // zlib, for gzip-compressed logs (links the system's libz).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(
            name: "MSALErrorText",
            dependencies: ["MSALErrorModel", "CZlib"],
            swiftSettings: strict),
        .target(
            name: "MSALLogFlows",
            dependencies: ["MSALErrorModel", "MSALErrorText"],
            // The flow builder's state lives in class properties touched on every line; as for
            // the simulator, release builds skip the run-time exclusivity checks (tests keep them).
            swiftSettings: strict + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(
            name: "HandlerCode",
            dependencies: ["MSALErrorModel"],
            swiftSettings: strict),
        .target(
            name: "AcquisitionSimulator",
            dependencies: ["MSALErrorModel", .product(name: "Yams", package: "Yams")],
            // Embedded by Scripts/embed-resources (ScenarioBuiltinFiles.swift): no resource bundle.
            exclude: ["Scenarios"],
            // The simulator is single-threaded per stream and its state lives in class
            // properties, so release builds spent a tenth of `simulate` in run-time exclusivity
            // checks. Debug builds (the tests) keep checking. Not in the library products.
            swiftSettings: strict + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(
            name: "TriageQuery",
            dependencies: ["MSALErrorModel", "MSALErrorText", "MSALLogFlows", "AcquisitionSimulator"],
            swiftSettings: strict),
        .target(
            name: "ConsoleTheme",
            dependencies: ["MSALErrorModel", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict),
        .target(
            name: "TriageConsole",
            dependencies: ["MSALErrorModel", "MSALErrorText", "AcquisitionSimulator", "TriageQuery", "ConsoleTheme", "HandlerCode"],
            swiftSettings: strict),
        .target(
            name: "CNcursesShim",
            linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(
            name: "CursesTerminal",
            dependencies: ["CNcursesShim", "TriageConsole", "ConsoleTheme"],
            swiftSettings: strict),
        .executableTarget(
            name: "msal-triage",
            dependencies: [
                "MSALErrorModel", "MSALErrorText", "MSALLogFlows", "AcquisitionSimulator", "TriageQuery", "ConsoleTheme",
                "TriageConsole", "CursesTerminal", "HandlerCode", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict,
            // `--version` names the commit it was built from: BuildStamp.swift, written before each build.
            plugins: ["BuildStamp"]),
        .plugin(
            name: "BuildStamp",
            capability: .buildTool()),
        .executableTarget(
            name: "msal-triage-bench",
            dependencies: [
                "MSALErrorModel", "MSALErrorText", "MSALLogFlows", "AcquisitionSimulator", "TriageQuery", "ConsoleTheme", "TriageConsole",
            ],
            path: "Benchmarks/msal-triage-bench",
            swiftSettings: strict),
        // What the test targets share: starting a program (posix_spawn; never Foundation's Process).
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "MSALErrorModelTests",
            dependencies: ["MSALErrorModel", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "MSALErrorTextTests",
            dependencies: ["MSALErrorText", "MSALErrorModel", "TestSupport"],
            exclude: ["Locks", "RealClient/msal_python_client.py", "Redaction/secret-shapes.json"],
            resources: [.copy("Corpus")],
            swiftSettings: strict),
        .testTarget(
            name: "MSALLogFlowsTests",
            dependencies: ["MSALLogFlows", "MSALErrorText", "MSALErrorModel"],
            swiftSettings: strict),
        .testTarget(
            name: "AcquisitionSimulatorTests",
            dependencies: ["AcquisitionSimulator", "MSALErrorModel", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TriageConsoleTests",
            dependencies: [
                "TriageConsole", "TriageQuery", "ConsoleTheme", "AcquisitionSimulator", "MSALErrorModel", "MSALErrorText",
                "MSALLogFlows",
            ],
            exclude: ["Snapshots"],
            swiftSettings: strict),
        .testTarget(
            name: "TriageQueryTests",
            dependencies: ["TriageQuery", "AcquisitionSimulator", "MSALErrorModel", "MSALErrorText", "MSALLogFlows"],
            swiftSettings: strict),
        .testTarget(
            name: "HandlerCodeTests",
            dependencies: ["HandlerCode", "MSALErrorModel", "TestSupport"],
            exclude: ["Declarations", "Python"],
            swiftSettings: strict),
        .testTarget(
            name: "ConsoleThemeTests",
            dependencies: ["ConsoleTheme"],
            swiftSettings: strict),
        .testTarget(
            name: "CursesTerminalTests",
            dependencies: ["CursesTerminal", "TriageConsole", "ConsoleTheme"],
            swiftSettings: strict),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TestSupport"],
            // Read by path (#filePath) at test time: the real-msal harness, the MSAL log fixtures
            // and the script that writes them.
            exclude: [
                "RealMSAL/real_msal_flows.py", "MSALLogs/fixture_kit.py", "MSALLogs/records_dotnet.py",
                "MSALLogs/records_js.py", "MSALLogs/records_apple.py", "MSALLogs/records_android.py",
                "MSALLogs/records_java.py", "MSALLogs/records_wam.py", "MSALLogs/records_python.py", "MSALLogs/dotnet",
                "MSALLogs/js", "MSALLogs/apple", "MSALLogs/android", "MSALLogs/java", "MSALLogs/wam", "MSALLogs/python",
            ],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
