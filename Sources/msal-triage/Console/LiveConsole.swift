import ArgumentParser
import CursesTerminal
import Foundation
import MSALErrorModel
import TriageConsole

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
            throw CommandFailure.report(error.message, exitCode: error.exitCode)
        }
    }

    /// `warning` is asked for once the screen is left (a file read in the background knows
    /// its skipped lines only then); an empty one is not written.
    static func run(_ program: TriageConsoleProgram, keysFromTTY: Bool, warning: @autoclosure () -> String) throws {
        let reason: CursesTerminal.ExitReason
        do {
            reason = try CursesTerminal.run(program, options: options(keysFromTTY: keysFromTTY))
        } catch {
            throw CommandFailure.report(error.message, exitCode: error.exitCode)
        }
        let warning = warning()
        if !warning.isEmpty { StandardError.write("warning: \(warning)") }
        // Ctrl-C or a signal can end the screen while `x` is still writing: finish the file.
        if let exported = program.finishExport() {
            StandardError.write(exported)
        }
        switch reason {
        case .programQuit: return
        // Ctrl-C: the status shells expect of an interrupted command (128 + SIGINT).
        case .interrupted: throw ExitCode(128 + Int32(SIGINT))
        case .signal(let number): throw ExitCode(128 + number)
        }
    }
}
