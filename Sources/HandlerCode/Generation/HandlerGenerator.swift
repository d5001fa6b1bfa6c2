import MSALErrorModel

/// Writes the token-acquisition handler for a platform from the advice table.
public enum HandlerGenerator {
    /// The complete handler; `language` defaults to the platform's first language.
    public static func handler(for platform: HandlerPlatform, language: HandlerLanguage? = nil) -> HandlerSource {
        let language = language ?? platform.languages[0]
        let routes = HandlerRoutes(platform)
        let context = WritingContext(platform: platform, language: language, routes: routes)
        let writer = LanguageWriters.writer(for: language)
        var branchTexts: [RecommendedAction: String] = [:]
        var branchBlocks: [String] = []
        for action in RecommendedAction.allCases {
            let block = (context.header(for: action) + writer.branch(action, context).lines).joined(separator: "\n")
            branchTexts[action] = block
            branchBlocks.append(block)
        }
        let text = writer.file(context, branches: branchBlocks)
        return HandlerSource(
            platform: platform, language: language, text: text, branches: branchTexts,
            rulesByAction: context.rulesByAction, unreachableRules: context.unreachable)
    }
}

/// What every language writer reads: the routes, the rules per action, the header comments.
struct WritingContext: Sendable {
    let platform: HandlerPlatform
    let language: HandlerLanguage
    let routes: HandlerRoutes
    let rulesByAction: [RecommendedAction: [String]]
    let messagesByAction: [RecommendedAction: [UserMessageKey]]
    let unreachable: [String: String]

    init(platform: HandlerPlatform, language: HandlerLanguage, routes: HandlerRoutes) {
        self.platform = platform
        self.language = language
        self.routes = routes
        var rules: [RecommendedAction: [String]] = [:]
        var messages: [RecommendedAction: Set<UserMessageKey>] = [:]
        var unreachable: [String: String] = [:]
        for rule in AdviceEngine.ruleSummaries {
            switch RuleReach.of(rule, on: platform) {
            case .occurs:
                rules[rule.action, default: []].append(rule.id)
                messages[rule.action, default: []].insert(rule.userMessage)
            case .cannotOccur(let reason):
                unreachable[rule.id] = reason
            }
        }
        for route in routes.allRoutes { messages[route.action, default: []].insert(route.message) }
        rulesByAction = rules
        messagesByAction = messages.mapValues { $0.sorted { $0.rawValue < $1.rawValue } }
        self.unreachable = unreachable
    }

    /// Every user message a branch may show, in key order.
    var usedMessages: [UserMessageKey] {
        Set(messagesByAction.values.joined()).sorted { $0.rawValue < $1.rawValue }
    }

    /// Indentation of the branches in the file.
    var indent: String { LanguageWriters.writer(for: language).branchIndent }

    /// The comment above a branch: the action, the rules that lead to it, the user-message keys.
    func header(for action: RecommendedAction) -> [String] {
        let mark = indent + language.comment + " "
        let rules = rulesByAction[action] ?? []
        let messages = (messagesByAction[action] ?? []).map(\.rawValue)
        var lines = ["\(mark)── \(action.rawValue) ──"]
        lines += Wrapping.wrap("rules: " + (rules.isEmpty ? "none on this platform" : rules.joined(separator: ", ")), prefix: mark)
        lines += Wrapping.wrap("user messages: " + (messages.isEmpty ? "none" : messages.joined(separator: ", ")), prefix: mark)
        return lines
    }
}

/// Wraps comment text at word boundaries.
enum Wrapping {
    static let width = 100

    static func wrap(_ text: String, prefix: String, continuation: String = "    ") -> [String] {
        var lines: [String] = []
        var current = prefix
        for word in text.split(separator: " ") {
            let fresh = current == prefix || current == prefix + continuation
            if !fresh, current.count + 1 + word.count > width {
                lines.append(current)
                current = prefix + continuation + word
            } else {
                current += (fresh ? "" : " ") + word
            }
        }
        lines.append(current)
        return lines
    }
}
