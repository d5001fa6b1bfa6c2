import AcquisitionSimulator
import ArgumentParser
import Foundation
import MSALErrorModel
import TriageConsole

/// The simulator as the console's feed.
enum SimulatorFeeds {
    static func make(scenario: String, platform: Platform?, seed: UInt64) throws -> any EventFeed {
        let chosen = try ScenarioChoice.resolve(scenario)
        // A blend opens with each of its parts once, so the first minute shows the range of errors.
        return SimulatorFeed(EventStream(scenario: chosen, platform: platform, seed: seed, opening: true))
    }
}
