import MSALErrorModel

/// The correlation and trace ids of a simulated flow's requests to the token service.
///
/// A real app sends a fresh correlation id with each acquisition, and the service echoes it
/// in its error; so each simulated flow gets ids of its own, drawn from the stream's seed and
/// the flow's number: the same seed gives the same ids, two flows never share one (the id
/// column of `summarize` and the details of the console tell flows apart).
public enum RequestIDs {
    /// The number a flow's ids are drawn from; never 0 (0 means "no request").
    public static func seed(streamSeed: UInt64, flow: UInt32) -> UInt64 {
        var generator = SplitMix64(seed: streamSeed ^ (UInt64(flow) &* 0x9E37_79B9_7F4A_7C15))
        return generator.next() | 1
    }

    /// The diagnosis with the ids of `request` where the service's answer put ids (the
    /// wrapped MSAL exception's too, on Java); unchanged for request 0.
    public static func stamp(_ diagnosis: Diagnosis, request: UInt64) -> Diagnosis {
        guard request != 0 else { return diagnosis }
        var stamped = diagnosis
        if stamped.correlationId != nil { stamped.correlationId = ServerAnswer.uuid(seed: request &* 31 &+ 1) }
        if stamped.traceId != nil { stamped.traceId = ServerAnswer.uuid(seed: request &* 31 &+ 2) }
        if let inner = stamped.underlying { stamped.underlying = stamp(inner, request: request) }
        return stamped
    }
}
