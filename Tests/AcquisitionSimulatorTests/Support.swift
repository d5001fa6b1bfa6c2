@testable import AcquisitionSimulator
import MSALErrorModel

/// Plays a built-in scenario to its end (or `limit` events).
func play(_ name: String, on platform: Platform = .apple, seed: UInt64 = 1, limit: Int = 10_000)
    -> (stream: EventStream, events: [AcquisitionEvent])
{
    guard let scenario = Scenarios.named(name) else { return (EventStream(sequence: []), []) }
    let stream = EventStream(scenario: scenario, platform: platform, seed: seed)
    var events: [AcquisitionEvent] = []
    stream.next(limit, into: &events)
    return (stream, events)
}

/// The milestones a reader of the MSAL docs looks for: calls, HTTP statuses,
/// user actions, results (with the error code) and the handler's decisions.
func milestones(_ name: String, on platform: Platform = .apple, seed: UInt64 = 1) -> [String] {
    let (stream, events) = play(name, on: platform, seed: seed)
    return milestones(events, stream: stream)
}

func milestones(_ events: [AcquisitionEvent], stream: EventStream) -> [String] {
    events.compactMap { event -> String? in
        let api = EventText.apiLabel(event.api)
        switch event.step {
        case .apiCall: return event.api == .wait ? "wait \(event.detail)" : "call \(api)"
        case .networkRequest:
            switch event.outcome {
            case .warning: return "dropped"
            case .error: return "no connection"
            default: return nil
            }
        case .serverResponse: return "HTTP \(event.detail)"
        case .userAction: return "user \(event.outcome.rawValue)"
        case .result:
            guard let ref = event.diagnosis else { return "\(api) \(event.outcome.rawValue)" }
            let diagnosis = stream.diagnoses[ref]
            let code = diagnosis.code?.description ?? diagnosis.domain ?? "no-code"
            return "\(api) \(event.outcome.rawValue) \(code)"
        case .handlerDecision: return "-> \(event.decision?.rawValue ?? "none")"
        }
    }
}

/// The diagnosis of the first error result in a run.
func firstError(_ name: String, on platform: Platform) -> Diagnosis? {
    let (stream, events) = play(name, on: platform)
    guard let ref = events.first(where: { $0.step == .result && $0.diagnosis != nil })?.diagnosis else {
        return nil
    }
    return stream.diagnoses[ref]
}
