import MSALErrorModel

/// Where the advice engine sends one error: the action (the handler branch), the
/// user message to show, and the rule that decided it.
public struct Route: Hashable, Sendable {
    public var action: RecommendedAction
    public var message: UserMessageKey
    public var rule: String

    public init(_ advice: Advice) {
        action = advice.action
        message = advice.userMessage
        rule = advice.rule
    }

    /// The engine's route for a diagnosis; nil when no rule recognises it.
    static func of(_ diagnosis: Diagnosis) -> Route? {
        let route = Route(AdviceEngine.advise(diagnosis))
        return route.rule == "unknown" ? nil : route
    }
}

/// A look-up table of the generated code (`AADSTS number → route`), grouped so
/// that each (action, message) pair is written once with all its keys.
struct RouteTable<Key: Hashable & Comparable & Sendable>: Sendable {
    private(set) var routes: [Key: Route] = [:]

    mutating func add(_ key: Key, _ route: Route?) {
        guard let route, routes[key] == nil else { return }
        routes[key] = route
    }

    subscript(key: Key) -> Route? { routes[key] }

    var isEmpty: Bool { routes.isEmpty }

    /// One group per (action, message), in a stable order; keys sorted; the rules named.
    var groups: [RouteGroup<Key>] {
        var byOutcome: [Outcome: [Key: Route]] = [:]
        for (key, route) in routes {
            byOutcome[Outcome(action: route.action, message: route.message), default: [:]][key] = route
        }
        return byOutcome.map { outcome, members in
            RouteGroup(
                action: outcome.action, message: outcome.message, keys: members.keys.sorted(),
                rules: Array(Set(members.values.map(\.rule))).sorted())
        }
        .sorted { ($0.action.rawValue, $0.message.rawValue) < ($1.action.rawValue, $1.message.rawValue) }
    }
}

/// An action and the message shown with it.
struct Outcome: Hashable, Sendable {
    var action: RecommendedAction
    var message: UserMessageKey
}

/// The keys of a route table that lead to one action and message.
struct RouteGroup<Key: Sendable>: Sendable {
    var action: RecommendedAction
    var message: UserMessageKey
    var keys: [Key]
    var rules: [String]
}
