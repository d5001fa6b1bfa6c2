import Dispatch
import Foundation

/// The one long-lived thread that runs part 1 of ``Parallel/run(_:_:)`` while the caller
/// runs part 0.
///
/// Dispatch hands the parts of `concurrentPerform` to whichever thread is free first, so
/// the half of a chunk decoded on one core was rendered, and freed, on the other about
/// half the time: every diagnosis's memory crossed between the cores' caches, and
/// `free` took the other thread's `malloc` arena lock. Measured on `explain` over a 1M-error
/// log, the two cores spent about a quarter more CPU time than one core alone did on the same
/// work; a fixed thread per part is most of the cure.
final class SecondThread: @unchecked Sendable {
    static let shared = SecondThread()

    /// Whether a call is using the thread (under `lock`): a second caller meanwhile goes to Dispatch.
    private var busy = false
    private let lock = NSLock()
    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    /// Set before `start` is signalled and read by the thread after it wakes; the
    /// semaphores order the two.
    private var job: ((Int) -> Void)?

    private init() {
        let thread = Thread { [self] in
            while true {
                start.wait()
                job?(1)
                done.signal()
            }
        }
        // The size of the main thread's stack: decoding nests (an error inside an error).
        thread.stackSize = 8 << 20
        thread.name = "msal-triage.second"
        thread.start()
    }

    /// Runs `work(1)` on this thread and `work(0)` on the caller's, and returns true once
    /// both are done; returns false at once, running nothing, when the thread is in use.
    func run(_ work: (Int) -> Void) -> Bool {
        guard lock.withLock({ () -> Bool in
            if busy { return false }
            busy = true
            return true
        }) else { return false }
        defer { lock.withLock { busy = false } }
        withoutActuallyEscaping(work) { escaping in
            job = escaping
            start.signal()
            escaping(0)
            done.wait()
            job = nil
        }
        return true
    }
}
