/// One row of the advice table: a small matcher over the diagnosis and the
/// outcome it leads to. The table is ordered and the first row that matches wins
/// (see `AdviceTable` for the order and why). A class, so that the table and its
/// index share the rows without copying them.
final class AdviceRule: Sendable {
    /// Stable id shown to people as the reason for the advice (`claims.challenge`).
    let id: String
    let action: RecommendedAction
    let message: UserMessageKey
    let matcher: AdviceMatcher
    /// The developer advice, worded for the platform that reported the error.
    let advice: AdviceText
    /// A catch-all by error class or none at all: a wrapped error that a specific
    /// rule recognises says more, so the engine advises that one instead.
    let isCatchAll: Bool

    /// A rule whose advice depends only on the platform (most): every wording is
    /// written once, when the table is built.
    init(
        _ id: String, _ action: RecommendedAction, _ message: UserMessageKey, catchAll: Bool = false,
        when matcher: AdviceMatcher,
        advice: (PlatformVocabulary) -> String
    ) {
        self.id = id
        self.action = action
        self.message = message
        self.matcher = matcher
        self.advice = .perPlatform(PerPlatform(advice))
        self.isCatchAll = catchAll
    }

    /// A rule whose advice quotes the diagnosis or depends on its codes.
    init(
        _ id: String, _ action: RecommendedAction, _ message: UserMessageKey, catchAll: Bool = false,
        when matcher: AdviceMatcher,
        adviceFor: @escaping @Sendable (DiagnosisFacts, Diagnosis) -> String
    ) {
        self.id = id
        self.action = action
        self.message = message
        self.matcher = matcher
        self.advice = .perDiagnosis(adviceFor)
        self.isCatchAll = catchAll
    }

    /// The same rule with advice texts of its own (see `ThreadTables`).
    var copy: AdviceRule { AdviceRule(copying: self) }

    private init(copying rule: AdviceRule) {
        id = rule.id
        action = rule.action
        message = rule.message
        matcher = rule.matcher
        isCatchAll = rule.isCatchAll
        advice = switch rule.advice {
        case .perPlatform(let texts): .perPlatform(texts.map(OwnString.copy))
        case .perDiagnosis(let write): .perDiagnosis(write)
        }
    }

    func outcome(for facts: DiagnosisFacts, of diagnosis: Diagnosis) -> Advice {
        let text = switch advice {
        case .perPlatform(let texts): texts[facts.platform]
        case .perDiagnosis(let write): write(facts, diagnosis)
        }
        return Advice(action: action, developerAdvice: text, userMessage: message, rule: id)
    }
}

/// How a rule words its developer advice.
enum AdviceText: Sendable {
    /// Written once per platform, when the table is built.
    case perPlatform(PerPlatform<String>)
    /// Written per diagnosis (it quotes the input, or depends on a code).
    case perDiagnosis(@Sendable (DiagnosisFacts, Diagnosis) -> String)
}

/// One value per platform (and one for none), worked out once.
struct PerPlatform<Value: Sendable>: Sendable {
    private let values: [Value]

    init(_ make: (PlatformVocabulary) -> Value) {
        var values = [Value](repeating: make(PlatformVocabulary(nil)), count: 8)
        for platform in Platform.allCases { values[PerPlatform.slot(platform)] = make(PlatformVocabulary(platform)) }
        self.values = values
    }

    private init(values: [Value]) { self.values = values }

    /// Each value transformed.
    func map(_ transform: (Value) -> Value) -> PerPlatform { PerPlatform(values: values.map(transform)) }

    subscript(platform: Platform?) -> Value { values[platform.map(PerPlatform.slot) ?? 0] }

    /// Slot 0 is "no platform".

    @inline(__always)
    private static func slot(_ platform: Platform) -> Int {
        switch platform {
        case .apple: 1
        case .dotnet: 2
        case .js: 3
        case .python: 4
        case .android: 5
        case .java: 6
        case .go: 7
        }
    }
}
