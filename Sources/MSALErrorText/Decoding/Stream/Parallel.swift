import Dispatch

/// Runs work on several threads at once and waits for all of it.
public enum Parallel {
    /// Calls `work(0)` … `work(count - 1)` concurrently. The caller vouches that the calls
    /// touch disjoint state (each its own slot or variable), which the compiler cannot see
    /// through `concurrentPerform`'s `@Sendable` closure.
    ///
    /// Two parts run on fixed threads: `work(0)` on the calling thread, `work(1)` on
    /// ``SecondThread``. So a caller that splits its data in two the same way each time
    /// keeps each half on one thread from the decoding to the freeing, in that thread's
    /// caches and its own `malloc` arena (see ``ErrorStreamReader/nextHalves()``). While
    /// that thread is busy (a nested or concurrent call), the parts go to Dispatch.
    public static func run(_ count: Int, _ work: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { work(0) }
            return
        }
        if count == 2, SecondThread.shared.run(work) { return }
        withoutActuallyEscaping(work) { escaping in
            let box = UncheckedSendable(escaping)
            DispatchQueue.concurrentPerform(iterations: count) { box.value($0) }
        }
    }

    /// `transform` over `items`, each on its own thread.
    public static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        var results = [R?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { slots in
            run(items.count) { index in slots[index] = transform(items[index]) }
        }
        return results.map { $0! }
    }
}

struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
