import AcquisitionSimulator
import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText
import TriageConsole

/// The simulator as the console's feed.
enum SimulatorFeeds {
    static func make(scenario: String, platform: Platform, seed: UInt64) throws -> any EventFeed {
        throw ValidationError("the simulator stream is not published yet; use --open FILE meanwhile")
    }
}

/// Files of real errors as the console's feed.
enum FileFeeds {
    /// Reads the whole file (or stdin for "-") and decodes every error in it.
    static func open(_ path: String, fallbackPlatform: Platform) throws -> any EventFeed {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let read = FileManager.default.contents(atPath: path) else {
                throw ValidationError("cannot read '\(path)': check the path and its permissions")
            }
            data = read
        }
        let text = String(decoding: data, as: UTF8.self)
        return ListFeed(items(ErrorTextDecoder.decode(text), fallbackPlatform: fallbackPlatform), timed: false)
    }

    static func follow(_ path: String, fallbackPlatform: Platform) throws -> any EventFeed {
        throw ValidationError("--follow is not available yet")
    }

    static func items(_ diagnoses: [Diagnosis], fallbackPlatform: Platform) -> [FeedItem] {
        ImportedErrors.batch(diagnoses, after: EventLog(), fallbackPlatform: fallbackPlatform).events
            .enumerated().map { offset, event in
                FeedItem(event: event, diagnosis: diagnoses[offset])
            }
    }
}

/// The themes the console cycles through.
enum ConsoleThemes {
    static func resolve(_ name: String?) -> (list: [Theme], warning: String?) {
        ([Theme(name: "default", styles: [:])], name.map { "theme '\($0)' ignored: themes are not published yet" })
    }
}

/// The live console in the terminal.
enum LiveConsole {
    static func run(_ program: TriageConsoleProgram, keysFromTTY: Bool, themeWarning: String?) throws {
        throw ValidationError("the live terminal is not published yet; use --once")
    }
}
