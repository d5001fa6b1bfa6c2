import MSALLogFlows

/// The words of an MSAL log's own step and API for one event of a flow read from the log
/// (`cache_hit`, `device_code`…), which the simulator's `Step` and `API` only approximate.
/// Two bytes that sit in what was ``LogEvent``'s padding: zero for every other event.
public struct RealWords: Hashable, Sendable {
    /// `StepKind.rawValue + 1`; 0: none.
    var stepByte: UInt8 = 0
    /// Low nibble: the `FlowAPI` case's position + 1 (0: none); bit 4: the log was MSALRuntime's (WAM).
    var apiByte: UInt8 = 0

    public init() {}

    public init(step: StepKind, api: FlowAPI, platform: FlowPlatform?) {
        stepByte = step.rawValue + 1
        apiByte = UInt8(FlowAPI.allCases.firstIndex(of: api)! + 1) | (platform == .wam ? 0x10 : 0)
    }

    public var step: StepKind? { stepByte == 0 ? nil : StepKind(rawValue: stepByte - 1) }

    public var api: FlowAPI? {
        let index = Int(apiByte & 0x0F)
        return index == 0 || index > FlowAPI.allCases.count ? nil : FlowAPI.allCases[index - 1]
    }

    /// True when the flow came from MSALRuntime's (WAM) log, which the simulator's platforms do not name.
    public var isWAM: Bool { apiByte & 0x10 != 0 }
}

extension ColumnText {
    /// What the step column shows for a real flow's event: the log's word (`cache_hit`).
    public static func step(_ words: RealWords) -> String? { words.step?.name }

    /// What the API column shows for a real flow's event: the log's word (`device_code`).
    public static func api(_ words: RealWords) -> String? { words.api?.rawValue }
}
