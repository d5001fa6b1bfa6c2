import MSALErrorModel
import MSALErrorText
import MSALLogFlows

/// `summarize` over an app's log read as MSAL flows (`--by flow|api|outcome|platform`):
/// each flow is handed to `flow` as it is finished, so memory holds only open flows.
public enum FlowReading {
    /// True when the first bytes of an input hold a line an MSAL wrote.
    public static func hasMSALLines(_ prefix: [UInt8]) -> Bool {
        var reader = MSALLineReader()
        var found = false
        prefix.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count, !found {
                let end = buffer[start...].firstIndex(of: 0x0A) ?? buffer.count
                if reader.read(UnsafeBufferPointer(rebasing: buffer[start..<end])) != nil { found = true }
                start = end + 1
            }
        }
        return found
    }

    /// The platform option as a flow platform.
    public static func flowPlatform(_ platform: Platform?) -> FlowPlatform? {
        platform.flatMap { FlowPlatform(rawValue: $0.rawValue) }
    }
}
