import AcquisitionSimulator
import MSALErrorModel

/// Real errors (pasted, opened, followed, read from a log) become events of flows of
/// their own, numbered from ``base`` up, above any simulated flow.
public enum ImportedFlows {
    public static let base: UInt32 = 0x8000_0000

    public static func contains(_ event: AcquisitionEvent) -> Bool { event.flow >= base }

    /// The event a real error becomes: a `.result` that ended in `.error` in flow
    /// `base + flow`, the line of the text it starts on in `detail` (0 when unknown).
    public static func event(diagnosis: DiagnosisRef?, platform: Platform, flow: UInt32, line: Int) -> AcquisitionEvent {
        AcquisitionEvent(
            time: 0, flow: base &+ flow, account: 0, platform: platform, step: .result, api: .acquireTokenSilent,
            outcome: .error, diagnosis: diagnosis, detail: UInt32(clamping: max(0, line)))
    }
}
