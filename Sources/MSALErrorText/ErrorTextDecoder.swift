import MSALErrorModel

/// Turns error text that apps print into diagnoses.
/// PLACEHOLDER: the decoders (issue 5) replace this body.
public enum ErrorTextDecoder {
    /// Every MSAL error found in `text`, in order; empty when none is recognised.
    public static func decode(_ text: String) -> [Diagnosis] { [] }
}
