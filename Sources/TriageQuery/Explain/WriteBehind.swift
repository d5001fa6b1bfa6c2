import Dispatch
import MSALErrorModel

/// Writes one chunk's output, and frees what is left of its diagnoses (those the rendering
/// halves did not free themselves: a small chunk's), on a thread of its own while the next
/// chunk is decoded. Both are serial work that otherwise left one of the two cores idle.
///
/// One hand-over at a time: ``handOver(_:freeing:)`` first waits for the previous one, so
/// output is written in order and at most one chunk is in flight.
final class WriteBehind: @unchecked Sendable {
    /// The rendered output of one chunk, one buffer per half; kept and reused, so their
    /// pages are touched once rather than faulted in again for every chunk.
    final class Output: @unchecked Sendable {
        var first = ByteWriter(capacity: 1 << 20)
        var second = ByteWriter(capacity: 1 << 20)

        func removeAll() {
            first.removeAll()
            second.removeAll()
        }
    }

    private let queue = DispatchQueue(label: "msal-triage.explain.write-behind")
    private let write: (UnsafeRawBufferPointer) throws -> Void
    /// Set on the queue, read after waiting for it.
    private var failure: (any Error)?

    /// `write` is called on the writing thread, one part at a time, in order.
    init(write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.write = write
    }

    /// Waits for the previous hand-over (rethrowing its failure), then writes `output`'s
    /// non-empty parts and frees `groups` on the writing thread. `output` must not be
    /// touched again until the next `wait()` or `handOver`.
    func handOver(_ output: Output, freeing groups: consuming [[Diagnosis]]) throws {
        try wait()
        let doomed = UncheckedBox(groups)
        queue.async { [self] in
            do {
                if output.first.count > 0 { try output.first.withUnsafeBytes(write) }
                if output.second.count > 0 { try output.second.withUnsafeBytes(write) }
            } catch {
                failure = error
            }
            _ = doomed.take()
        }
    }

    /// Returns once everything handed over is written; rethrows the first write that failed.
    func wait() throws {
        queue.sync {}
        if let failure { throw failure }
    }
}

/// A value handed to another thread whole; the caller keeps no reference to it.
private final class UncheckedBox<Value>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    /// The value, leaving the box empty, so it is freed on the thread that takes it.
    func take() -> Value? {
        defer { value = nil }
        return value
    }
}
