import Foundation
import HandlerCode
import MSALErrorModel
import Testing

/// The generated Swift handler, built and run: its `route(for:)` is handed the `NSError`s
/// MSAL for iOS/macOS raises (the MSAL declarations in `Declarations/apple/` built as a
/// library; no Apple SDK here), and each route must be the advice engine's action for the
/// same error. Type-checking alone (`CompileCheckTests`) cannot see a branch taken in the
/// wrong order.
@Suite("Generated Swift handler routes like the advice engine")
struct SwiftRuntimeTests {
    /// An error as the handler receives it (`userInfo` as Swift source) and as the engine sees it.
    struct Case: Sendable {
        var name: String
        var code: Int
        var userInfo: String
        var diagnosis: Diagnosis
    }

    static func apple(code: Int, internalCode: Int? = nil, oauth: String? = nil, status: Int? = nil) -> Diagnosis {
        var diagnosis = Diagnosis()
        diagnosis.platform = .apple
        diagnosis.domain = "MSALErrorDomain"
        diagnosis.code = .number(code)
        diagnosis.internalSubCode = internalCode
        diagnosis.oauthError = oauth
        diagnosis.httpStatus = status
        return diagnosis
    }

    static let cases: [Case] = [
        // MSAL wraps an HTTP status it could not use in MSALErrorInternal -42007, after its own
        // retry: logged and shown, never retried by the app, even for a 429 or a 503.
        Case(name: "internal_unhandled_429", code: -50000,
             userInfo: #"[MSALInternalErrorCodeKey: -42007, MSALHTTPResponseCodeKey: "429", MSALHTTPHeadersKey: ["Retry-After": "30"]]"#,
             diagnosis: apple(code: -50000, internalCode: -42007, status: 429)),
        Case(name: "internal_unhandled_503", code: -50000,
             userInfo: #"[MSALInternalErrorCodeKey: -42007, MSALHTTPResponseCodeKey: "503"]"#,
             diagnosis: apple(code: -50000, internalCode: -42007, status: 503)),
        Case(name: "interaction_required", code: -50002,
             userInfo: #"[MSALOAuthErrorKey: "invalid_grant"]"#,
             diagnosis: apple(code: -50002, oauth: "invalid_grant")),
        Case(name: "user_canceled", code: -50005, userInfo: "[:]", diagnosis: apple(code: -50005)),
        Case(name: "server_declined_scopes", code: -50003, userInfo: "[:]", diagnosis: apple(code: -50003)),
    ]

    /// Each case's route action, by name, from one build and run of the handler; nil when the
    /// build failed (the test then shows the compiler's transcript).
    static let routes: Result<[String: String], Failure> = {
        do {
            guard let swiftc = Toolchain.find("swiftc") else { return .failure(Failure("swiftc is not on PATH")) }
            let directory = try Toolchain.scratchDirectory("swift-run")
            let library = try Toolchain.run(swiftc, [
                "-emit-library", "-emit-module", "-module-name", "MSAL", "-parse-as-library",
                Toolchain.declarations.appendingPathComponent("apple/MSAL.swift").path,
                "-emit-module-path", directory.appendingPathComponent("MSAL.swiftmodule").path,
                "-o", directory.appendingPathComponent("libMSAL.so").path,
            ], in: directory)
            guard library.status == 0 else { return .failure(Failure("the MSAL declarations did not build:\n\(library.transcript)")) }
            let handler = directory.appendingPathComponent("TokenAcquirer.swift")
            try HandlerGenerator.handler(for: .apple, language: .swift).text.write(to: handler, atomically: true, encoding: .utf8)
            let main = directory.appendingPathComponent("main.swift")
            try mainSource.write(to: main, atomically: true, encoding: .utf8)
            let binary = directory.appendingPathComponent("route").path
            let build = try Toolchain.run(swiftc, [
                "-swift-version", "6", "-I", directory.path, "-L", directory.path, "-lMSAL",
                "-Xlinker", "-rpath", "-Xlinker", directory.path, main.path, handler.path, "-o", binary,
            ], in: directory)
            guard build.status == 0 else { return .failure(Failure("swiftc rejected the handler or the driver:\n\(build.transcript)")) }
            let run = try Toolchain.run(binary, [], in: directory)
            guard run.status == 0 else { return .failure(Failure("the driver exited \(run.status):\n\(run.transcript)")) }
            var routes: [String: String] = [:]
            for line in run.output.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2 { routes[String(parts[0])] = String(parts[1]) }
            }
            return .success(routes)
        } catch {
            return .failure(Failure("\(error)"))
        }
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// A driver that prints `<case> <action>` for each case.
    static var mainSource: String {
        var lines = ["import Foundation", "import MSAL", ""]
        for item in cases {
            lines.append(
                "print(\"\(item.name)\", TokenAcquirer.route(for: NSError(domain: MSALErrorDomain, code: \(item.code), "
                    + "userInfo: \(item.userInfo))).action.rawValue)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("each MSAL error takes the engine's route", .enabled(if: Toolchain.find("swiftc") != nil, "swiftc is not on PATH"),
          arguments: cases.map(\.name))
    func route(_ name: String) throws {
        let routes = try Self.routes.get()
        let item = try #require(Self.cases.first { $0.name == name })
        let expected = AdviceEngine.advise(item.diagnosis).action.rawValue
        #expect(routes[name] == expected, "the handler routes \(name) to \(routes[name] ?? "nothing"); the engine says \(expected)")
    }
}
