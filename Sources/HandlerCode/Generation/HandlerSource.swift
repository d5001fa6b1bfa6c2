import MSALErrorModel

/// A generated handler: the whole file and, per action, the branch that handles it.
public struct HandlerSource: Sendable {
    public var platform: HandlerPlatform
    public var language: HandlerLanguage
    /// The complete file.
    public var text: String
    /// Each action's branch exactly as it stands in `text` (with its comment header).
    public var branches: [RecommendedAction: String]
    /// The rules of the advice table that can fire on this platform, per action.
    public var rulesByAction: [RecommendedAction: [String]]
    /// Rules that cannot fire on this platform, with the reason.
    public var unreachableRules: [String: String]
}

/// One branch of a handler: the action it handles, and its code lines (indented as in the file).
struct Branch: Sendable {
    var action: RecommendedAction
    var lines: [String]
}
