import AcquisitionSimulator
import ConsoleTheme
import TriageQuery

extension ColumnText {
    /// The style an outcome's row is drawn in.
    public static func role(_ outcome: Outcome) -> StyleRole {
        switch outcome {
        case .started: .normal
        case .success: .success
        case .error: .error
        case .warning: .warning
        case .info: .info
        }
    }
}
