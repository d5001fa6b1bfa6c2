import Foundation
import TestSupport

/// A tmux server of its own (unique socket `msal-e2e-<pid>-<n>`) with one pane running a plain
/// shell, pinned to `TERM=xterm-256color`, `LANG=C.UTF-8` and a fixed size. Always `close()` it.
final class TmuxSession {
    static var isAvailable: Bool { tmuxPath != nil }
    static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    private nonisolated(unsafe) static var counter = 0
    private static let counterLock = NSLock()

    let socket: String
    let home: URL
    private var closed = false

    init(width: Int = 80, height: Int = 24) throws {
        TmuxSession.counterLock.lock()
        TmuxSession.counter += 1
        let number = TmuxSession.counter
        TmuxSession.counterLock.unlock()
        socket = "msal-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(number)"
        home = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-c", home.path,
                  "env", "-i", "PATH=/usr/bin:/bin", "HOME=\(home.path)", "TERM=xterm-256color",
                  "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "PS1=$ ", "SWIFT_BACKTRACE=enable=no",
                  "bash", "--norc", "--noprofile"])
        try tmux(["set-option", "-g", "status", "off"])
        serverPid = Int32(try format("#{pid}"))
        socketPath = try format("#{socket_path}")
    }

    /// tmux leaves its socket file behind after kill-server; it is removed in `close()`.
    private var socketPath = ""

    /// The tmux server's pid, to make sure it is gone after `kill-server`.
    private var serverPid: Int32?

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux(["kill-server"])
        if let serverPid {
            for _ in 0..<50 where kill(serverPid, 0) == 0 { usleep(20_000) }
            if kill(serverPid, 0) == 0 { kill(serverPid, SIGKILL) }
        }
        if socketPath.contains(socket) { unlink(socketPath) }
        try? FileManager.default.removeItem(at: home)
    }

    /// Kills the tmux server outright, as when a terminal window is closed: the pane's terminal vanishes.
    func vanish() {
        if let serverPid { kill(serverPid, SIGKILL) }
    }

    /// Types a shell command line and Enter.
    func run(_ commandLine: String) throws {
        try tmux(["send-keys", "-l", commandLine])
        try tmux(["send-keys", "Enter"])
    }

    /// Sends tmux key names (`Up`, `C-c`, `q`, `F5`, …).
    func keys(_ names: String...) throws {
        try tmux(["send-keys"] + names)
    }

    /// Sends raw bytes, given in hex, as if the terminal had sent them.
    func hexBytes(_ bytes: String...) throws {
        try tmux(["send-keys", "-H"] + bytes)
    }

    /// Pastes text the way a terminal does when bracketed paste is on.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "--", text])
        try tmux(["paste-buffer", "-p", "-d"])
    }

    /// Pastes raw bytes (not necessarily valid UTF-8) with bracketed paste, as a terminal would.
    func paste(bytes: [UInt8]) throws {
        let file = NSTemporaryDirectory() + "tmux-paste-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        try tmux(["load-buffer", file])
        try tmux(["paste-buffer", "-p", "-d"])
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// What a person sees in the pane now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// The pane with its colour and attribute escape sequences (`capture-pane -e`).
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e"])
    }

    /// A tmux format value for the pane, e.g. `#{alternate_on}` or `#{pane_pid}`.
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the pane until `condition` holds; returns the last screen either way.
    @discardableResult
    func waitFor(_ condition: (String) -> Bool, attempts: Int = 300) throws -> String {
        var text = try screen()
        for _ in 0..<attempts where !condition(text) {
            usleep(100_000)
            text = try screen()
        }
        return text
    }

    /// The pid of the program running in the pane's shell (its newest child), if any.
    func foregroundPid() throws -> Int32? {
        let shell = try format("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { Int32($0) }.last
    }

    /// Runs one tmux client command. Only commands that print go through a pipe: the server that
    /// `new-session` starts would inherit a pipe and keep it open for its whole life.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let tmuxPath = Self.tmuxPath else { throw TmuxMissing() }
        let printsOutput = ["capture-pane", "display-message"].contains(arguments.first ?? "")
        return try Subprocess.run(tmuxPath, ["-L", socket] + arguments, output: printsOutput ? .pipes : .discarded,
                                  deadlineSeconds: 30).output
    }

    struct TmuxMissing: Error {}
}
