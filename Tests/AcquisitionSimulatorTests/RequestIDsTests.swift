import AcquisitionSimulator
import MSALErrorModel
import Testing

/// Issue 28: each simulated flow's server errors carry ids of their own, drawn from the seed.
@Suite struct RequestIDsTests {
    /// The correlation id of every server error in the first `events` events of a stream, by flow.
    private func ids(seed: UInt64, events: Int = 20_000) -> [UInt32: String] {
        let stream = EventStream(scenario: Scenarios.named("mixed")!, seed: seed)
        var byFlow: [UInt32: String] = [:]
        for _ in 0..<events {
            guard let event = stream.next() else { break }
            guard let ref = event.diagnosis, let id = stream.diagnoses[ref].correlationId else { continue }
            if let seen = byFlow[event.flow] {
                #expect(seen == id, "one flow, one correlation id (flow #\(event.flow))")
            }
            byFlow[event.flow] = id
        }
        return byFlow
    }

    @Test func everyFlowHasItsOwnCorrelationId() {
        let byFlow = ids(seed: 1)
        #expect(byFlow.count >= 10, "enough server errors to compare: \(byFlow.count)")
        #expect(Set(byFlow.values).count == byFlow.count, "no two flows share an id")
    }

    @Test func theSameSeedGivesTheSameIdsAndAnotherSeedOthers() {
        let first = ids(seed: 7, events: 5_000)
        #expect(first == ids(seed: 7, events: 5_000))
        let other = ids(seed: 8, events: 5_000)
        #expect(Set(first.values).isDisjoint(with: Set(other.values)))
    }

    /// The wrapped msal4j exception carries the same ids as its wrapper, and the lens gives the
    /// flow's ids in another platform's form too.
    @Test func theIdsHoldInsideAWrapperAndUnderTheLens() {
        let stream = EventStream(scenario: Scenarios.named("mfa-step-up")!, platform: .java, seed: 3)
        var checked = 0
        while let event = stream.next() {
            guard let ref = event.diagnosis else { continue }
            let outer = stream.diagnoses[ref]
            guard let id = outer.correlationId else { continue }
            #expect(outer.underlying?.correlationId == id)
            #expect(stream.diagnoses.diagnosis(ref, as: .dotnet)?.correlationId == id)
            #expect(id == RequestIDs.stamp(outer, request: RequestIDs.seed(streamSeed: 3, flow: event.flow)).correlationId)
            checked += 1
        }
        #expect(checked > 0)
    }

    /// `opening`: a blend plays each of its parts once before the weights rule, so the first
    /// minute shows many kinds of error; without it, about one error a minute.
    @Test func theOpeningTourShowsTheRangeOfErrorsInTheFirstMinute() {
        func kinds(opening: Bool) -> Set<String> {
            let stream = EventStream(scenario: Scenarios.named("mixed")!, seed: 1, opening: opening)
            var names: Set<String> = []
            while let event = stream.next(), event.time < 60_000 {
                guard event.step == .result, let ref = event.diagnosis else { continue }
                let diagnosis = stream.diagnoses[ref]
                names.insert(diagnosis.codeName ?? diagnosis.oauthError ?? diagnosis.domain ?? "?")
            }
            return names
        }
        let toured = kinds(opening: true)
        #expect(toured.count >= 8, "\(toured)")
        #expect(kinds(opening: false).count < toured.count)
    }
}
