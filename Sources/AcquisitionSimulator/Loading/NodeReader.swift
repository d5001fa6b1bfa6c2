import MSALErrorModel
import Yams

/// Walks the composed YAML nodes of one scenario file and builds the `Scenario`.
struct NodeReader {
    let file: String

    static let scenarioKeys = [
        "name", "description", "accounts", "flows", "gap-seconds", "cache", "network", "latency-ms",
        "drop-percent", "broker", "user", "prompt", "scopes", "on-declined-scopes", "policies", "platforms",
        "blend",
    ]
    static let policyKeys = ["policy", "times", "retry-after", "status", "declined"]

    func scenario(_ root: Node, knownScenarios: Set<String>) throws(ScenarioError) -> Scenario {
        let map = try mapping(root, what: "a mapping with 'name' and 'description'")
        try checkKeys(map, allowed: Self.scenarioKeys)
        let name = try requiredText(map, "name", at: root)
        guard Self.isScenarioName(name) else {
            throw fail(map["name"], "expected 'name' in lower case letters, digits, '-', '_' or '.' (at most 48), got '\(Sanitize.line(name))'")
        }
        var result = Scenario(name: name, description: try requiredText(map, "description", at: root))
        result.accounts = try integer(map, "accounts", in: 1...1000) ?? result.accounts
        result.flows = try integer(map, "flows", in: 1...100_000) ?? result.flows
        result.gapSeconds = try integer(map, "gap-seconds", in: 0...86_400) ?? result.gapSeconds
        result.latencyMs = try integer(map, "latency-ms", in: 0...120_000) ?? result.latencyMs
        result.dropPercent = try integer(map, "drop-percent", in: 0...100) ?? result.dropPercent
        result.cache = try choice(map, "cache", CacheStart.self) ?? result.cache
        result.network = try choice(map, "network", NetworkMode.self) ?? result.network
        result.broker = try choice(map, "broker", BrokerPresence.self) ?? result.broker
        result.user = try choice(map, "user", UserBehaviour.self) ?? result.user
        result.prompt = try choice(map, "prompt", PromptMode.self) ?? result.prompt
        result.onDeclinedScopes = try choice(map, "on-declined-scopes", DeclinedScopesHandling.self)
            ?? result.onDeclinedScopes
        if let node = map["scopes"] {
            result.scopes = try texts(node, what: "a list of scope names")
            if result.scopes.isEmpty { throw fail(node, "expected at least one scope") }
        }
        if let node = map["platforms"] {
            let names = try sequence(node, what: "a list of platforms (\(Platform.lenses.map(\.rawValue).joined(separator: ", ")))")
            result.platforms = try names.map { (item) throws(ScenarioError) -> Platform in
                let value = try text(item, what: "a platform")
                guard let platform = Platform(rawValue: value), Platform.lenses.contains(platform) else {
                    throw fail(item, "expected one of \(Platform.lenses.map(\.rawValue).joined(separator: ", ")); got '\(Sanitize.line(value))'")
                }
                return platform
            }
            if result.platforms.isEmpty { throw fail(node, "expected at least one platform") }
        }
        if let node = map["policies"] {
            result.policies = try sequence(node, what: "a list of policies").map { (item) throws(ScenarioError) in
                try policy(item)
            }
        }
        if let node = map["blend"] {
            result.blend = try sequence(node, what: "a list of {scenario, weight}").map {
                (item) throws(ScenarioError) in try blendEntry(item, known: knownScenarios, own: name)
            }
            if result.blend.isEmpty { throw fail(node, "expected at least one blended scenario") }
        }
        return result
    }

    /// `[a-z0-9][a-z0-9._-]{0,47}`, checked by hand: a regular expression would start ICU's
    /// regex engine (about a tenth of the console's start-up) for a name per built-in scenario.
    static func isScenarioName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard (1...48).contains(bytes.count) else { return false }
        for (offset, byte) in bytes.enumerated() {
            let alphanumeric = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            let punctuation = byte == 0x2E || byte == 0x5F || byte == 0x2D
            guard alphanumeric || (offset > 0 && punctuation) else { return false }
        }
        return true
    }

    private func policy(_ node: Node) throws(ScenarioError) -> ServerPolicy {
        let names = PolicyKind.allCases.map(\.rawValue).joined(separator: ", ")
        if node.scalar != nil {
            return ServerPolicy(kind: try kind(node, names: names))
        }
        let map = try mapping(node, what: "a policy name or a mapping with 'policy'")
        try checkKeys(map, allowed: Self.policyKeys)
        guard let kindNode = map["policy"] else { throw fail(node, "expected a 'policy' key (one of \(names))") }
        var result = ServerPolicy(kind: try kind(kindNode, names: names))
        result.times = try integer(map, "times", in: 0...1_000_000) ?? result.times
        result.retryAfterSeconds = try integer(map, "retry-after", in: 1...3600) ?? result.retryAfterSeconds
        result.status = try integer(map, "status", in: 500...599) ?? result.status
        if let declined = map["declined"] { result.declined = try texts(declined, what: "a list of scope names") }
        if result.kind == .scopesDeclined && result.declined.isEmpty {
            throw fail(node, "expected 'declined' with at least one scope for policy scopes-declined")
        }
        return result
    }

    private func kind(_ node: Node, names: String) throws(ScenarioError) -> PolicyKind {
        let value = try text(node, what: "a policy name")
        guard let kind = PolicyKind(rawValue: value) else {
            throw fail(node, "unknown policy '\(Sanitize.line(value))'; expected one of \(names)")
        }
        return kind
    }

    private func blendEntry(_ node: Node, known: Set<String>, own: String) throws(ScenarioError) -> BlendEntry {
        let map = try mapping(node, what: "a mapping with 'scenario' and 'weight'")
        try checkKeys(map, allowed: ["scenario", "weight"])
        let name = try requiredText(map, "scenario", at: node)
        guard known.contains(name), name != own else {
            throw fail(map["scenario"], "unknown scenario '\(Sanitize.line(name))' in blend; run 'msal-triage scenarios' for the names")
        }
        guard let weight = try integer(map, "weight", in: 1...1_000_000) else {
            throw fail(node, "expected a 'weight' (a whole number from 1)")
        }
        return BlendEntry(scenario: name, weight: weight)
    }

    // MARK: - Node helpers

    private func mapping(_ node: Node, what: String) throws(ScenarioError) -> Node.Mapping {
        guard let map = node.mapping else { throw fail(node, "expected \(what)") }
        return map
    }

    private func sequence(_ node: Node, what: String) throws(ScenarioError) -> [Node] {
        guard let items = node.sequence else { throw fail(node, "expected \(what)") }
        return Array(items)
    }

    private func text(_ node: Node, what: String) throws(ScenarioError) -> String {
        guard let scalar = node.scalar else { throw fail(node, "expected \(what)") }
        guard !Sanitize.hasControlCharacters(scalar.string) else {
            throw fail(node, "control characters are not allowed in \(what)")
        }
        return scalar.string
    }

    private func texts(_ node: Node, what: String) throws(ScenarioError) -> [String] {
        try sequence(node, what: what).map { (item) throws(ScenarioError) in try text(item, what: "a scope name") }
    }

    private func requiredText(_ map: Node.Mapping, _ key: String, at parent: Node) throws(ScenarioError) -> String {
        guard let node = map[key] else { throw fail(parent, "missing '\(key)'") }
        let value = try text(node, what: "'\(key)' as text")
        if value.isEmpty { throw fail(node, "'\(key)' must not be empty") }
        return value
    }

    private func integer(_ map: Node.Mapping, _ key: String, in range: ClosedRange<Int>) throws(ScenarioError)
        -> Int?
    {
        guard let node = map[key] else { return nil }
        guard let scalar = node.scalar, let value = Int(scalar.string), range.contains(value) else {
            throw fail(node, "expected '\(key)' to be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ map: Node.Mapping, _ key: String, _: T.Type)
        throws(ScenarioError) -> T? where T.RawValue == String
    {
        guard let node = map[key] else { return nil }
        let options = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard let scalar = node.scalar, let value = T(rawValue: scalar.string) else {
            throw fail(node, "expected '\(key)' to be one of \(options)")
        }
        return value
    }

    private func checkKeys(_ map: Node.Mapping, allowed: [String]) throws(ScenarioError) {
        var seen: Set<String> = []
        for key in map.keys {
            guard let name = key.scalar?.string, allowed.contains(name) else {
                let shown = Sanitize.line(key.scalar?.string ?? "?")
                throw fail(key, "unknown key '\(shown)'; expected one of \(allowed.joined(separator: ", "))")
            }
            guard seen.insert(name).inserted else { throw fail(key, "duplicate key '\(name)'; keep one") }
        }
    }

    private func fail(_ node: Node?, _ message: String) -> ScenarioError {
        let mark = node?.mark
        return ScenarioError(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
    }
}
