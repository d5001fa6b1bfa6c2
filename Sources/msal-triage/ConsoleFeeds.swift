import AcquisitionSimulator
import CursesTerminal
import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText
import TriageConsole

/// The simulator as the console's feed.
enum SimulatorFeeds {
    static func make(scenario: String, platform: Platform?, seed: UInt64) throws -> any EventFeed {
        let chosen: Scenario
        do {
            chosen = try Scenarios.resolve(scenario)
        } catch {
            FileHandle.standardError.write(Data("msal-triage: \(error.description)\n".utf8))
            switch error {
            case .badFile: throw ExitCode(65)
            case .unknownName: throw ExitCode(64)
            }
        }
        return SimulatorFeed(EventStream(scenario: chosen, platform: platform, seed: seed))
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
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let read = FileManager.default.contents(atPath: path) else {
                throw ConsoleInputError(message: "cannot read '\(SafeText.visible(path))': give the path of a readable text file, or - for stdin")
            }
            data = read
        }
        let text = String(decoding: data.prefix(ErrorTextDecoder.maximumInputBytes), as: UTF8.self)
        return ListFeed(ImportedErrors.items(inText: text, fallbackPlatform: fallbackPlatform), timed: false)
    }

    /// Follows a growing file from its start.
    static func follow(_ path: String, fallbackPlatform: Platform) throws -> any EventFeed {
        do {
            return FollowFeed(follower: try FileFollower(path: path), fallbackPlatform: fallbackPlatform)
        } catch {
            throw ConsoleInputError(message: SafeText.visible(error.description)
                + "; give the path of a readable log file")
        }
    }
}

/// The themes the console cycles through, starting with the one asked for.
enum ConsoleThemes {
    static func resolve(_ name: String?) -> (list: [Theme], first: Int, warning: String?) {
        var list = ThemeLoader.available()
        if list.isEmpty { list = [Theme.defaultDark] }
        let (chosen, warning) = ThemeLoader.load(name: name ?? Theme.defaultThemeName)
        if let index = list.firstIndex(where: { $0 == chosen }) { return (list, index, warning) }
        if let index = list.firstIndex(where: { $0.name == chosen.name }) {
            list[index] = chosen
            return (list, index, warning)
        }
        list.insert(chosen, at: 0)
        return (list, 0, warning)
    }
}

/// The live console in the terminal.
enum LiveConsole {
    static func options(keysFromTTY: Bool) -> TerminalOptions {
        TerminalOptions(readKeysFromControllingTerminal: keysFromTTY)
    }

    /// Fails fast (exit 2, one line) when there is no usable terminal, before anything heavy loads.
    static func check(keysFromTTY: Bool) throws {
        do {
            try CursesTerminal.check(options: options(keysFromTTY: keysFromTTY))
        } catch {
            FileHandle.standardError.write(Data("\(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }
    }

    static func run(_ program: TriageConsoleProgram, keysFromTTY: Bool, themeWarning: String?) throws {
        let reason: CursesTerminal.ExitReason
        do {
            reason = try CursesTerminal.run(program, options: options(keysFromTTY: keysFromTTY))
        } catch {
            FileHandle.standardError.write(Data("\(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }
        if let themeWarning { FileHandle.standardError.write(Data("warning: \(themeWarning)\n".utf8)) }
        // Ctrl-C or a signal can end the screen while `x` is still writing: finish the file.
        if let exported = program.finishExport() {
            try? FileHandle.standardError.write(contentsOf: Data("\(VisibleText.make(exported))\n".utf8))
        }
        switch reason {
        case .programQuit, .interrupted: return
        case .signal(let number): throw ExitCode(128 + number)
        }
    }
}

/// A file the console was asked to read cannot be used: one line on stderr, exit status 66 (no input).
struct ConsoleInputError: Error {
    let message: String
}
