import CNcursesShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the console will draw and read keys, once the start-up check passed.
struct TerminalEndpoints {
    let termName: String
    let outputFD: Int32
    let inputFD: Int32
    /// Opened here (for `/dev/tty`); closed by the session.
    let ownsInputFD: Bool
}

/// The start-up check: cheap, touches no screen, so commands can run it before anything heavy.
enum TerminalCheck {
    static func endpoints(options: TerminalOptions) throws(TerminalUnavailable) -> TerminalEndpoints {
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal("standard output") }
        var inputFD = STDIN_FILENO
        var ownsInput = false
        if isatty(STDIN_FILENO) != 1 {
            guard options.readKeysFromControllingTerminal else { throw .notATerminal("standard input") }
            let tty = open("/dev/tty", O_RDONLY | O_CLOEXEC)
            guard tty >= 0 else { throw .notATerminal("standard input (and /dev/tty cannot be opened)") }
            inputFD = tty
            ownsInput = true
        }
        do {
            let term = try termName(options.environment)
            return TerminalEndpoints(termName: term, outputFD: STDOUT_FILENO, inputFD: inputFD, ownsInputFD: ownsInput)
        } catch {
            if ownsInput { close(inputFD) }
            throw error
        }
    }

    static func termName(_ environment: [String: String]) throws(TerminalUnavailable) -> String {
        guard let term = environment["TERM"], !term.isEmpty else { throw .termUnset }
        // A terminal name is a short token; anything else cannot be a terminfo entry.
        guard term.utf8.count <= 64, !term.contains("/"),
              term.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
        else { throw .termUnknown(term) }
        switch msal_term_can_address_cursor(term, STDOUT_FILENO) {
        case 1: return term
        case 0: throw .noCursorAddressing(term)
        default: throw .termUnknown(term)
        }
    }
}
