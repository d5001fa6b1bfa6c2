#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time of the calling thread. Tests that guard against quadratic work compare it with
/// itself (twice the input should cost about twice the work), never with a fixed number of
/// seconds of wall time: a test's wall time also counts the minutes it waits while other tests
/// hold every thread of the pool (a compiler run blocks one), and that made a wall-clock
/// limit fail on CI with nothing slow in the code.
public enum ThreadCPUTime {
    /// Nanoseconds of CPU this thread has used so far.
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    /// Runs `work` and returns its result with the thread's CPU nanoseconds it took.
    public static func measure<Result>(_ work: () -> Result) -> (result: Result, nanoseconds: Double) {
        let start = now()
        let result = work()
        return (result, now() - start)
    }
}
