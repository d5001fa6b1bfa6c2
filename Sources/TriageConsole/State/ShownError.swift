import AcquisitionSimulator
import MSALErrorModel
import TriageQuery

/// Which error the error panes and the details explain.
///
/// While the log follows the stream they explain the newest error, so a person
/// watching sees each error arrive explained; once the selection moves they
/// explain the selected event (or, on a step without an error of its own, the
/// error its flow ran into).
public struct ShownError: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// The newest error in the log while it follows the stream.
        case newest
        /// The selected event's own error.
        case selected
        /// The selected event has no error; this is the one its flow ran into.
        case selectedFlow(step: Int)
    }

    public var origin: Origin
    /// The event whose diagnosis is shown; nil when there is none to show.
    public var errorEvent: Int?
    /// The event the details describe: the newest error while following, else the selection.
    public var describedEvent: Int?

    /// What the panes show in `state`.
    public static func of(_ state: ConsoleState) -> ShownError {
        if state.following {
            return ShownError(origin: .newest, errorEvent: state.newestErrorEvent, describedEvent: state.newestErrorEvent)
        }
        guard let selected = state.selectedEvent else {
            return ShownError(origin: .selected, errorEvent: nil, describedEvent: nil)
        }
        if state.log[selected].diagnosis != nil {
            return ShownError(origin: .selected, errorEvent: selected, describedEvent: selected)
        }
        // A step without an error: the error its flow ran into, if any, still explains it.
        let flowError = state.log.flowEvents(state.log[selected].flow).first { state.log[$0].diagnosis != nil }
        guard let flowError else { return ShownError(origin: .selected, errorEvent: nil, describedEvent: selected) }
        return ShownError(origin: .selectedFlow(step: selected), errorEvent: flowError, describedEvent: selected)
    }

    /// The event the trace shows the flow of: the one the details describe (while following,
    /// the newest error), else the selection.
    public static func tracedEvent(_ state: ConsoleState) -> Int? {
        of(state).describedEvent ?? state.selectedEvent
    }

    /// True for an event the panes count as an error: it failed and carries a diagnosis.
    static func isError(_ event: LogEvent) -> Bool {
        event.outcome == .error && event.diagnosis != nil
    }
}

/// The diagnosis the panes show, as the chosen lens reports it, with its advice.
struct ShownDiagnosis {
    var diagnosis: Diagnosis
    var advice: Advice
    /// Set when the lens was asked for but this error has no form on that platform.
    var lensNote: String?
    /// The Java concurrency exception msal4j's error arrived in; the panes show the MSAL error
    /// inside it, as `explain` does.
    var wrapper: String?

    init?(_ state: ConsoleState, event: Int?, translator: (any PlatformTranslator)?) {
        guard let event, let stored = state.log.diagnosis(of: state.log[event]) else { return nil }
        if let lens = state.lens {
            if let ref = stored.simulatorRef, let seen = translator?.diagnosis(ref, as: lens) {
                (diagnosis, wrapper) = seen.msalErrorInsideWrapper
                advice = AdviceEngine.advise(seen)
                return
            }
            if stored.diagnosis.platform != lens {
                // Said once, in the details; the panes' title says "as reported".
                lensNote = stored.simulatorRef == nil
                    ? "(lens \(lens.displayName): a pasted or opened error is shown as it was reported)"
                    : "(lens \(lens.displayName): shown as reported; \(lens.displayName) raises no error here)"
            }
        }
        // The store advised each diagnosis once, when it arrived; a frame does not again.
        (diagnosis, wrapper) = stored.diagnosis.msalErrorInsideWrapper
        advice = stored.advice
    }
}
