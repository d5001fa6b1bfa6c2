import CNcursesShim
import TriageConsole
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal edge: the only Swift code that calls curses.
///
/// ```swift
/// try CursesTerminal.check(options: options)      // cheap; before loading anything heavy
/// let reason = try CursesTerminal.run(program, options: options)
/// ```
/// `run` owns the terminal until the program quits: it reads keys (decoded by `KeyDecoder`,
/// bracketed paste included), ticks the program with the real elapsed time, and draws only the
/// cells that changed, at most once per `frameIntervalMilliseconds`. Ctrl-C, SIGINT, SIGTERM and
/// SIGHUP (or the terminal disappearing) end the run through the same clean path as `q`; a crash
/// restores the terminal before the runtime reports it. Nothing reaches stdout or stderr while the screen is up: both are kept
/// and replayed after the screen closes. Call from one thread only (curses is not thread-safe).
public enum CursesTerminal {
    /// Why `run` returned.
    public enum ExitReason: Equatable, Sendable {
        /// The program's `wantsQuit` became true.
        case programQuit
        /// Ctrl-C was pressed.
        case interrupted
        /// SIGINT, SIGTERM or SIGHUP arrived, or the terminal went away (reported as SIGHUP);
        /// exit with `128 + signal` by convention.
        case signal(Int32)
    }

    /// Checks that a full-screen console can run here: stdout (and stdin, or `/dev/tty` when
    /// `readKeysFromControllingTerminal`) is a terminal, and `TERM` names a terminal that can move
    /// the cursor. Throws a `TerminalUnavailable` with the one-line message and exit status (2).
    public static func check(options: TerminalOptions = TerminalOptions()) throws(TerminalUnavailable) {
        let endpoints = try TerminalCheck.endpoints(options: options)
        if endpoints.ownsInputFD { close(endpoints.inputFD) }
    }

    /// Runs `program` full-screen until it quits. Throws `TerminalUnavailable` (nothing drawn)
    /// when the terminal cannot be used.
    @discardableResult
    public static func run(_ program: any ConsoleProgram,
                           options: TerminalOptions = TerminalOptions()) throws(TerminalUnavailable) -> ExitReason {
        let endpoints = try TerminalCheck.endpoints(options: options)
        setlocale(LC_ALL, "")
        let asciiOnly = msal_locale_is_utf8() == 0
        // The crash handler restores the terminal through its own descriptor: stdout is redirected below.
        let terminalFD = dup(endpoints.outputFD)
        let stderrCapture = StreamCapture.begin(STDERR_FILENO)
        msal_install_signal_handlers(terminalFD, stderrCapture?.savedFD ?? -1, stderrCapture?.captureFD ?? -1)
        defer {
            msal_remove_signal_handlers()
            stderrCapture?.end()
            if terminalFD >= 0 { close(terminalFD) }
            if endpoints.ownsInputFD { close(endpoints.inputFD) }
        }
        guard msal_screen_open(endpoints.termName, endpoints.outputFD, endpoints.inputFD,
                               Int32(options.escapeDelayMilliseconds)) == 0 else {
            throw .startFailed(endpoints.termName)
        }
        // From here curses writes through its own copy of the terminal descriptor; stdout is kept aside too.
        let stdoutCapture = StreamCapture.begin(STDOUT_FILENO)
        msal_set_stdout_capture(stdoutCapture?.savedFD ?? -1, stdoutCapture?.captureFD ?? -1)
        defer {
            msal_set_stdout_capture(-1, -1)
            msal_screen_write_raw(TerminalSequences.bracketedPasteOff)
            msal_screen_close()
            stdoutCapture?.end()
        }
        msal_screen_write_raw(TerminalSequences.bracketedPasteOn)
        _ = msal_mouse_enable()
        let capability: ColorPalette.Capability = options.noColor || msal_has_colors() == 0
            ? .attributesOnly
            : .colors(count: Int(msal_color_count()), pairs: Int(msal_color_pair_count()))
        var loop = TickLoop(program: program, options: options, inputFD: endpoints.inputFD,
                            palette: ColorPalette(capability: capability), drawer: FrameDrawer(asciiOnly: asciiOnly))
        return loop.run()
    }
}

/// Raw sequences curses has no call for.
enum TerminalSequences {
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
}
