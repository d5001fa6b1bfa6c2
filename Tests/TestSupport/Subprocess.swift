import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with posix_spawn and waitpid: every test that starts a program goes through
/// here. Foundation's `Process` is not used anywhere in the tests. Its `waitUntilExit` was
/// seen to hang after the child had exited, leaving a zombie. And a CI test run died of
/// signal 11 on a thread whose every frame was in libc, Foundation or libdispatch, with
/// nothing of ours on it: the likely cause is the thread `Process` runs to watch its children.
public enum Subprocess {
    public struct Result: Sendable {
        public var status: Int32
        /// True when the program was killed by `deadline` rather than exiting by itself.
        public var timedOut: Bool
        public var output: String
        public var errors: String
    }

    /// Where the program's stdout and stderr go. Stdin is always /dev/null.
    public enum Output: Sendable {
        /// Read through pipes while the program runs.
        case pipes
        /// To /dev/null: for anything that leaves a daemon behind, which would keep a pipe open.
        case discarded
        /// To `stdout.txt` and `stderr.txt` in this directory, read when the program has ended:
        /// no pipe for a compiler's helper process to hold open.
        case files(in: URL)
    }

    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                           output: Output = .pipes, deadlineSeconds: Double = 60) throws -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        let captureOutput: Bool
        switch output {
        case .pipes:
            captureOutput = true
            guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw SpawnFailed(path: path) }
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
            for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        case .discarded:
            captureOutput = false
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .files(let directory):
            captureOutput = false
            for (fd, name) in [(Int32(1), "stdout.txt"), (2, "stderr.txt")] {
                posix_spawn_file_actions_addopen(&actions, fd, directory.appendingPathComponent(name).path,
                                                 O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            }
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envStrings = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = envStrings.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        // The child starts with no blocked signals and default handlers, whatever the test runner
        // uses (tmux's server would otherwise inherit them and ignore kill-server's SIGTERM path).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        var spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        // A binary a test has just copied can be briefly "busy": a child that another test
        // forked in the meantime still holds the copy's write descriptor until it execs.
        var attempts = 1
        while spawned == ETXTBSY, attempts < 50 {
            usleep(100_000)
            spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            attempts += 1
        }
        if captureOutput { close(outPipe[1]); close(errPipe[1]) }
        guard spawned == 0 else {
            if captureOutput { close(outPipe[0]); close(errPipe[0]) }
            throw SpawnFailed(path: path, code: spawned)
        }
        let collected = Collected()
        let readers = DispatchGroup()
        if captureOutput {
            for (fd, isOut) in [(outPipe[0], true), (errPipe[0], false)] {
                readers.enter()
                DispatchQueue.global().async {
                    let data = FileHandle(fileDescriptor: fd, closeOnDealloc: true).readDataToEndOfFile()
                    collected.store(data, isOutput: isOut)
                    readers.leave()
                }
            }
        }
        var status: Int32 = 0
        var timedOut = false
        let deadline = Date().addingTimeInterval(deadlineSeconds)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(10_000)
        }
        readers.wait()
        if case .files(let directory) = output {
            for (name, isOut) in [("stdout.txt", true), ("stderr.txt", false)] {
                let data = (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()
                collected.store(data, isOutput: isOut)
            }
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, timedOut: timedOut, output: String(decoding: collected.output, as: UTF8.self),
                      errors: String(decoding: collected.errors, as: UTF8.self))
    }

    /// Both pipes' contents, filled by the reader threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()
        func store(_ data: Data, isOutput: Bool) {
            lock.lock(); defer { lock.unlock() }
            if isOutput { out = data } else { err = data }
        }
        var output: Data { lock.lock(); defer { lock.unlock() }; return out }
        var errors: Data { lock.lock(); defer { lock.unlock() }; return err }
    }

    public struct SpawnFailed: Error, CustomStringConvertible {
        public let path: String
        public var code: Int32 = 0
        public var description: String { "cannot start \(path)" + (code == 0 ? "" : ": \(String(cString: strerror(code)))") }
    }
}
