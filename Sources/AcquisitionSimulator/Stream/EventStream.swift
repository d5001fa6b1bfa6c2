import MSALErrorModel

/// The live stream of simulated acquisition events, pulled one at a time.
///
/// Deterministic: the same scenario(s), platform and seed give the same events,
/// byte for byte. A finite scenario ends (`next()` returns nil); a blend such as
/// `mixed` never does, and its flows overlap in time as a real app's do (events
/// stay in time order; follow one acquisition by its `flow`). Not thread-safe:
/// use it on one thread.
///
/// ```swift
/// let stream = EventStream(scenario: Scenarios.named("mixed")!, seed: 7)
/// while let event = stream.next() {
///     if let ref = event.diagnosis { print(stream.diagnoses[ref].codeName ?? "") }
/// }
/// ```
public final class EventStream {
    /// The scenarios the events came from: `event.scenario` indexes this list.
    /// For a blend these are its parts; for `all`, every finite built-in.
    public var scenarios: [Scenario] { scenarioNames.indices.map { scenario(at: $0).scenario } }
    /// The names of `scenarios`, without parsing a blend's parts.
    public let scenarioNames: [String]
    /// The scenarios, or for a blend its parts as far as they have been played: a part
    /// is parsed when first picked, so the console starts without parsing all 26 built-ins.
    /// Boxed, so that picking a part copies a reference, not a whole scenario.
    private var parsed: [ParsedScenario?]
    /// The diagnoses events point to, and their advice and platform lens.
    public let diagnoses: DiagnosisTable
    /// The platform every flow uses, or nil to take the scenarios' own platforms.
    public let platform: Platform?
    public let seed: UInt64

    private let engine: FlowEngine
    private var buffer: [AcquisitionEvent] = []
    private var position = 0
    private var flowCount: UInt32 = 0
    private var accounts: [AccountState] = []
    /// A blend (else `scenarios` play in turn). A Bool, not the blend kept as a `Scenario?`: it is
    /// asked on every event, and `Scenario` is `Equatable`, so `blend != nil` compared two optional
    /// scenarios, copying one each time. The blend's platforms and its parts' running weight
    /// totals are kept apart from the per-event path so that `next()` copies nothing.
    private let isBlend: Bool
    private let blendPlatforms: [Platform]
    private let cumulativeWeights: [Int]
    private var sequenceState: (scenario: Int, flow: Int) = (0, 0)
    private var overlapping = OverlappingFlows()
    private var nextFlowStart: VirtualMilliseconds = 0
    private var accountBusyUntil: [VirtualMilliseconds] = []
    /// A blend's opening tour (`opening: true`): its parts in a seeded order, each played once
    /// before the weights take over; `tourPosition` is the next one.
    private var tour: [Int] = []
    private var tourPosition = 0

    /// A stream of one scenario; a blend's parts are built-in scenarios (names the
    /// built-ins lack are left out).
    ///
    /// `opening`: a blend first plays each of its parts once, in an order drawn from the seed,
    /// then picks by weight; at its usual pace of a flow every 0.2–4 s that shows the range of
    /// errors in the first minute (what the console opens with), where the weights alone give
    /// about one error a minute. Finite scenarios ignore it.
    public convenience init(scenario: Scenario, platform: Platform? = nil, seed: UInt64 = 0, opening: Bool = false) {
        if scenario.isEndless {
            let known = Scenarios.builtInNames
            self.init(blend: scenario, parts: scenario.blend.filter { known.contains($0.scenario) },
                      platform: platform, seed: seed)
            if opening { tour = EventStream.tourOrder(parts: scenarioNames.count, seed: seed) }
        } else {
            self.init(sequence: [scenario], platform: platform, seed: seed)
        }
    }

    /// A stream that plays finite scenarios one after another (the `all` of `simulate`).
    public init(sequence scenarios: [Scenario], platform: Platform? = nil, seed: UInt64 = 0) {
        let finite = scenarios.filter { !$0.isEndless }
        scenarioNames = finite.map(\.name)
        parsed = finite.map(ParsedScenario.init)
        self.platform = platform
        self.seed = seed
        diagnoses = DiagnosisTable()
        engine = FlowEngine(table: diagnoses, seed: seed)
        isBlend = false
        blendPlatforms = []
        cumulativeWeights = []
    }

    private init(blend: Scenario, parts: [BlendEntry], platform: Platform?, seed: UInt64) {
        scenarioNames = parts.map(\.scenario)
        parsed = Array(repeating: nil, count: parts.count)
        self.platform = platform
        self.seed = seed
        diagnoses = DiagnosisTable()
        engine = FlowEngine(table: diagnoses, seed: seed)
        var total = 0
        isBlend = true
        blendPlatforms = blend.platforms
        cumulativeWeights = parts.map { total += $0.weight; return total }
        var setup = SplitMix64(seed: seed ^ 0xA11C_E5ED)
        accountBusyUntil = Array(repeating: 0, count: blend.accounts)
        accounts = (0..<blend.accounts).map { _ in
            AccountState(
                hasAccount: true,
                accessTokenExpiry: setup.inRange(60_000...AccountState.accessTokenLifetime))
        }
    }

    /// The next event, or nil when a finite scenario has ended.
    public func next() -> AcquisitionEvent? {
        if isBlend { return nextBlended() }
        if position == buffer.count {
            guard refill() else { return nil }
        }
        let event = buffer[position]
        position += 1
        return event
    }

    /// Appends up to `limit` events to `events`; returns how many it appended (0 at the end).
    @discardableResult
    public func next(_ limit: Int, into events: inout [AcquisitionEvent]) -> Int {
        var appended = 0
        while appended < limit, let event = next() {
            events.append(event)
            appended += 1
        }
        return appended
    }

    /// The name of the scenario that produced an event.
    public func scenarioName(of event: AcquisitionEvent) -> String {
        let index = Int(event.scenario)
        return index < scenarioNames.count ? scenarioNames[index] : ""
    }

    /// The parts `0..<parts` shuffled by the seed (Fisher–Yates on its own generator).
    static func tourOrder(parts: Int, seed: UInt64) -> [Int] {
        var order = Array(0..<parts)
        var generator = SplitMix64(seed: seed ^ 0x70_0A_0F_E4)
        for index in order.indices.reversed() where index > 0 {
            order.swapAt(index, Int(generator.below(UInt64(index + 1))))
        }
        return order
    }

    /// Plays the next flow into the buffer; false when there is none.
    private func refill() -> Bool {
        engine.events.removeAll(keepingCapacity: true)
        while engine.events.isEmpty {
            guard playNextFlow() else { return false }
        }
        swap(&buffer, &engine.events)
        position = 0
        return true
    }

    /// The scenario at `index` of `scenarioNames`, parsed on first use.
    private func scenario(at index: Int) -> ParsedScenario {
        if let parsed = parsed[index] { return parsed }
        guard let scenario = Scenarios.named(scenarioNames[index]) else {
            preconditionFailure("blend part '\(scenarioNames[index])' was checked against the built-in names")
        }
        let box = ParsedScenario(scenario)
        parsed[index] = box
        return box
    }

    private func playNextFlow() -> Bool {
        guard !isBlend else { return false }
        return playSequenceFlow()
    }

    /// Blends start a flow every 0.2–4 s of virtual time; flows overlap, and their
    /// events come out in time order.
    private func nextBlended() -> AcquisitionEvent? {
        guard let total = cumulativeWeights.last, total > 0, !accounts.isEmpty else { return nil }
        while true {
            if let earliest = overlapping.earliestTime, earliest < nextFlowStart {
                return overlapping.takeEarliest()
            }
            engine.time = nextFlowStart
            engine.events.removeAll(keepingCapacity: true)
            playBlendFlow()
            overlapping.add(&engine.events)
            nextFlowStart += engine.rng.inRange(200...4_000)
        }
    }

    private func playSequenceFlow() -> Bool {
        while sequenceState.scenario < scenarioNames.count {
            let spec = scenario(at: sequenceState.scenario).scenario
            if sequenceState.flow < spec.flows {
                if sequenceState.flow == 0 {
                    accounts = (0..<spec.accounts).map { _ in
                        var state = AccountState()
                        state.apply(spec.cache, now: engine.time, keepFresh: false)
                        return state
                    }
                } else {
                    engine.time += VirtualMilliseconds(spec.gapSeconds) * 1000
                }
                let flowIndex = sequenceState.flow
                let accountIndex = flowIndex % spec.accounts
                let flowPlatform = platform ?? spec.platforms[flowIndex % spec.platforms.count]
                flowCount += 1
                accounts[accountIndex] = engine.play(
                    spec, platform: flowPlatform, flow: flowCount, account: UInt16(accountIndex),
                    scenario: UInt16(sequenceState.scenario), state: accounts[accountIndex])
                sequenceState.flow += 1
                return true
            }
            sequenceState = (sequenceState.scenario + 1, 0)
            if sequenceState.scenario < scenarioNames.count { engine.time += 60_000 }
        }
        return false
    }

    private func playBlendFlow() {
        // Reads the blend and the part in place rather than copying a Scenario (its
        // arrays and strings retained and released) on every flow.
        guard isBlend, let total = cumulativeWeights.last else { return }
        let pick = Int(engine.rng.below(UInt64(total)))
        let touring = tourPosition < tour.count
        let part = touring ? tour[tourPosition] : cumulativeWeights.firstIndex { pick < $0 } ?? 0
        let spec = scenario(at: part)
        // An account runs one acquisition at a time: take the next free one.
        let first = Int(engine.rng.below(UInt64(accounts.count)))
        guard let accountIndex = (0..<accounts.count).lazy.map({ (first + $0) % self.accounts.count })
            .first(where: { self.accountBusyUntil[$0] <= self.engine.time })
        else { return }
        if touring { tourPosition += 1 }
        // Each account lives in one app, so on one platform.
        let flowPlatform = platform ?? blendPlatforms[accountIndex % blendPlatforms.count]
        var state = accounts[accountIndex]
        state.resetPolicies()
        state.apply(spec.scenario.cache, now: engine.time, keepFresh: true)
        flowCount += 1
        accounts[accountIndex] = engine.play(
            spec.scenario, platform: flowPlatform, flow: flowCount, account: UInt16(accountIndex),
            scenario: UInt16(part), state: state)
        accountBusyUntil[accountIndex] = engine.events.last?.time ?? engine.time
    }
}

private final class ParsedScenario {
    let scenario: Scenario
    init(_ scenario: Scenario) { self.scenario = scenario }
}
