import AcquisitionSimulator
import ArgumentParser
import Foundation
import MSALErrorModel
import TriageConsole

/// The simulator as the console's feed.
enum SimulatorFeeds {
    static func make(scenario: String, platform: Platform?, seed: UInt64) throws -> any EventFeed {
        let chosen: Scenario
        do {
            chosen = try Scenarios.resolve(scenario)
        } catch {
            StandardError.write("msal-triage: \(error.description)")
            switch error {
            case .badFile: throw ExitCode(65)
            case .unknownName: throw ExitCode(64)
            }
        }
        return SimulatorFeed(EventStream(scenario: chosen, platform: platform, seed: seed))
    }
}
