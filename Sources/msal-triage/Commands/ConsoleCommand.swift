import ConsoleTheme
import AcquisitionSimulator
import ArgumentParser
import Foundation
import MSALErrorModel
import MSALErrorText
import TriageConsole

/// `msal-triage console`: the live console, or one frame of it with `--once`.
struct ConsoleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "console",
        abstract: "Watch simulated token acquisitions and explain their errors, live.",
        discussion: """
            Without --open or --follow the console plays a simulator scenario (default: mixed).
            --once prints one frame as plain text instead of opening the terminal; --keys is applied first:
            characters stand for themselves, and <Enter> <Esc> <Space> <Tab> <BS> <Up> <Down> <Left> <Right>
            <PgUp> <PgDn> <Home> <End> <F1>…<F12> <C-x> <lt> <Click:X,Y> <WheelUp> <WheelDown> <WheelDown:details> (a pane: log, errors, details, trace)
            <Paste:TEXT> <Wait:MS> for the others. Press ? in the console for every key.
            """)

    @OptionGroup var simulation: SimulationOptions

    @Option(help: "Theme name or YAML file.", completion: Completions.theme)
    var theme: String?

    @Option(help: "Locale of the suggested user message: en, zh-Hant, zh-Hans, pl, sv, pt-PT.")
    var locale: MessageLocale = .en

    @Option(help: ArgumentHelp("Load a file of pasted errors or app logs ('-' reads stdin).", valueName: "file"))
    var open: String?

    @Option(help: ArgumentHelp("Follow a growing log file (like tail -f) and add each error as it appears.",
                               valueName: "file"))
    var follow: String?

    @Option(help: "Directory the x key exports the session to.")
    var exportDir = "."

    @Flag(name: .customLong("show-pii"),
          help: "Show e-mail addresses, UPNs and IP addresses from the input (masked by default). Tokens stay redacted.")
    var showPersonalData = false

    @Flag(help: "Print one frame as plain text and exit (no terminal needed).")
    var once = false

    @Option(help: ArgumentHelp("Frame size for --once.", valueName: "WxH"))
    var size = "80x24"

    @Flag(help: "With --once: print the frame in the theme's colours (ANSI escapes, 256 colours).")
    var ansi = false

    @Option(help: "Keys to apply before printing the frame (--once).")
    var keys = ""

    @Option(help: "Events to load before the keys (--once; default 200 of a simulation, all of an --open or --follow file).")
    var events: Int?

    /// What `--once` loads: `--events` when given, else 200 simulated events or the whole file.
    var eventsToLoad: Int { events ?? (open != nil || follow != nil ? Int.max : 200) }

    func validate() throws {
        if open != nil && follow != nil { try fail("use --open or --follow, not both") }
        if ansi && !once { try fail("--ansi goes with --once, e.g. --once --ansi") }
        if OnceFrame.parseSize(size) == nil {
            try fail("--size '\(SafeText.visible(size))' is not WIDTHxHEIGHT with both in 1…1000, e.g. --size 120x40")
        }
        if let events, events < 0 { try fail("--events must be 0 or more, e.g. --events 500") }
        do { _ = try KeyScript.parse(keys) } catch { try fail(SafeText.visible(error.description)) }
    }

    /// One line on stderr and exit status 64 (usage error), without the usage dump.
    private func fail(_ message: String) throws -> Never {
        throw CommandFailure.report(message, exitCode: ExitCode.validationFailure.rawValue)
    }

    func run() throws {
        if !once { try LiveConsole.check(keysFromTTY: open == "-") }
        let (feed, source, inputWarning): (any EventFeed, ConsoleState.Source, String?)
        do {
            (feed, source, inputWarning) = try makeFeed()
        } catch let error as ConsoleInputError {
            throw CommandFailure.report(error.message, exitCode: 66)
        }
        let themes = ConsoleThemeList.resolve(theme)
        var state = ConsoleState(source: source, platform: simulation.platform, locale: locale, themes: themes.list)
        state.themeIndex = themes.first
        state.personalData = personalData
        let warning = [inputWarning, themes.warning].compactMap { $0 }.joined(separator: "; ")
        state.status = warning.isEmpty ? nil : warning
        let program = TriageConsoleProgram(state: state, feed: feed, exportDirectory: exportDir)
        // The raw-lines view (`r`) reads the file again; standard input cannot be.
        if let path = open ?? follow, path != "-" { program.fileLines = FileLines(path: path) }
        if once {
            let (width, height) = OnceFrame.parseSize(size)!
            let script = try KeyScript.parse(keys)
            let screen = OnceFrame.frame(program: program, width: width, height: height, events: eventsToLoad,
                                           script: script)
            try StandardOutputBytes.write(ansi ? screen.ansiText(theme: program.state.theme) : screen.text)
            if !warning.isEmpty { StandardError.write("warning: \(warning)") }
            if let failure = program.exportFailure {
                throw CommandFailure.report("\(failure)", exitCode: 74)  // EX_IOERR
            }
            return
        }
        // Open on some history rather than an empty log: the first minute of the scenario, played at once.
        if open == nil && follow == nil { program.fastForward(milliseconds: 60_000) }
        // A file read in the background: quitting stops the reading (or leaves a blocked read behind).
        let reading = feed as? BackgroundFeed
        defer { reading?.stop(waitingAtMost: .milliseconds(100)) }
        try LiveConsole.run(program, keysFromTTY: open == "-",
                            warning: [warning, reading?.warning].compactMap { $0 }.filter { !$0.isEmpty }
                                .joined(separator: "; "))
        if let failure = reading?.failure { throw CommandFailure.report(failure, exitCode: 66) }
    }

    private var personalData: PersonalData { showPersonalData ? .shown : .redacted }

    /// The feed, where it comes from, and a warning about its input (lines skipped).
    private func makeFeed() throws -> (any EventFeed, ConsoleState.Source, String?) {
        if let open {
            let (feed, warning) = try FileFeeds.open(open, fallbackPlatform: simulation.platform ?? .apple,
                                                     personalData: personalData, inBackground: !once)
            return (feed, .file(open), warning)
        }
        if let follow {
            return (try FileFeeds.follow(follow, fallbackPlatform: simulation.platform ?? .apple,
                                         personalData: personalData, once: once), .following(follow), nil)
        }
        return (try SimulatorFeeds.make(scenario: simulation.scenario, platform: simulation.platform, seed: simulation.seed),
                .scenario(name: simulation.scenario, seed: simulation.seed), nil)
    }
}
