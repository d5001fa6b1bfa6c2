import ConsoleTheme
import AcquisitionSimulator
import MSALErrorModel
@testable import TriageConsole
import TriageQuery

/// Hand-made events and diagnoses, independent of the simulator's output.
enum Fixtures {
    static let interactionRequired = Diagnosis(
        platform: .apple, domain: "MSALErrorDomain", code: .number(-50002), codeName: "MSALErrorInteractionRequired",
        oauthError: "invalid_grant", subError: "basic_action", aadsts: [50079], httpStatus: 400,
        correlationId: "6f1c2a5e-0000-4000-8000-000000000001")

    static let brokerNotReceived = Diagnosis(
        platform: .apple, domain: "MSALErrorDomain", code: .number(-50000), codeName: "MSALErrorInternal",
        internalSubCode: -42700, internalSubCodeName: "MSALInternalErrorBrokerResponseNotReceived")

    static let throttled = Diagnosis(
        platform: .dotnet, domain: "MsalServiceException", code: .text("request_throttled"),
        codeName: "request_throttled", httpStatus: 429, retryAfterSeconds: 30)

    static let diagnoses = [interactionRequired, brokerNotReceived, throttled]

    /// A flow of four steps per flow id; every third flow fails with one of the diagnoses.
    static func items(flows: Int, platform: Platform = .apple) -> [FeedItem] {
        var items: [FeedItem] = []
        var time: UInt64 = 0
        for flow in 0..<UInt32(flows) {
            func add(_ step: Step, _ api: API, _ outcome: Outcome, _ ref: Int? = nil, decision: HandlerDecision? = nil) {
                time += 40
                let event = AcquisitionEvent(time: time, flow: flow, account: UInt16(flow % 3), platform: platform,
                                             step: step, api: api, outcome: outcome, decision: decision)
                items.append(FeedItem(event: event, diagnosis: ref.map { diagnoses[$0] },
                                      simulatorRef: ref.map { DiagnosisRef(index: UInt32($0)) }))
            }
            add(.apiCall, .acquireTokenSilent, .started)
            add(.networkRequest, .acquireTokenSilent, .info)
            if flow % 3 == 2 {
                let ref = Int(flow / 3) % diagnoses.count
                add(.serverResponse, .acquireTokenSilent, .error, ref)
                add(.handlerDecision, .acquireTokenSilent, .info, decision: HandlerDecision.allCases.first)
            } else {
                add(.serverResponse, .acquireTokenSilent, .success)
                add(.result, .acquireTokenSilent, .success)
            }
        }
        return items
    }

    static let themes: ThemeList = [
        Theme(name: "dark", styles: [.error: RoleStyle(foreground: .indexed(196))]),
        Theme(name: "light", styles: [.error: RoleStyle(foreground: .indexed(124))]),
    ]

    static func program(flows: Int = 30, width: Int = 80, height: Int = 24, locale: MessageLocale = .en,
                        translator: (any PlatformTranslator)? = nil) -> TriageConsoleProgram {
        let state = ConsoleState(source: .scenario(name: "fixture", seed: 7), platform: .apple, locale: locale,
                                 themes: themes)
        let program = TriageConsoleProgram(state: state, feed: ListFeed(items(flows: flows), translator: translator))
        program.send(.resize(width: width, height: height))
        program.preload(events: .max)
        return program
    }

    /// A state with `flows` fixture flows loaded, at 80x24.
    static func state(flows: Int = 30, width: Int = 80, height: Int = 24) -> ConsoleState {
        program(flows: flows, width: width, height: height).state
    }
}

/// Answers the lens with a .NET-shaped version of every diagnosis.
final class FixtureTranslator: PlatformTranslator {
    func diagnosis(_ ref: DiagnosisRef, as platform: Platform) -> Diagnosis? {
        var diagnosis = Fixtures.diagnoses[Int(ref.index)]
        diagnosis.platform = platform
        diagnosis.domain = "Lens\(platform.rawValue)"
        return diagnosis
    }
}

extension TriageConsoleProgram {
    /// What the terminal edge does each frame: the size as an action, then a pure render.
    func frame(width: Int, height: Int) -> Screen {
        resize(width: width, height: height)
        return render()
    }
}
