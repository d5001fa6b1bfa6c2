import Foundation

/// The advice engine's rule index and the user messages, one copy per thread that advises;
/// and the thread's empty placeholder diagnosis.
///
/// They never change, but Swift counts references on every read of what they hold (the
/// rule objects, the index's tables, each rule's advice text, the messages), and a count is
/// a write. With `explain` advising on both cores at once, both cores wrote to the same
/// few cache lines for every error, each write waiting for the line to come back from the
/// other core. In a profile of `explain` over a 1M-error log, reference counting called from
/// the advice engine (`RuleIndex.firstRule`, `DiagnosisFacts`, `UserMessages.text`) took 11%
/// of the CPU time of two cores; with a copy per thread, with strings of its own, under 4%.
///
/// The first thread to advise uses the table as built; every other thread makes its copy
/// on its first advice (a few hundred strings, well under a millisecond).
final class ThreadTables {
    /// Made on the thread's first advice.
    private(set) lazy var ruleIndex = Original.claim() ? AdviceEngine.builtIndex : RuleIndex(AdviceTable.rules.map(\.copy))
    /// Per locale and key (``UserMessages/slot(_:_:)``), filled on first use.
    private var messages = [String?](repeating: nil, count: UserMessageKey.allCases.count * MessageLocale.allCases.count)
    /// See ``Diagnosis/placeholder``.
    let placeholder = Diagnosis()

    private init() {}

    /// The calling thread's tables.
    static var current: ThreadTables {
        if let tables = pthread_getspecific(key) { return Unmanaged<ThreadTables>.fromOpaque(tables).takeUnretainedValue() }
        let tables = ThreadTables()
        pthread_setspecific(key, Unmanaged.passRetained(tables).toOpaque())
        return tables
    }

    /// The message for `key` in `locale`, a string of this thread's own.
    func message(_ key: UserMessageKey, _ locale: MessageLocale) -> String {
        let slot = UserMessages.slot(key, locale)
        if let message = messages[slot] { return message }
        let message = OwnString.copy(UserMessages.sharedText(key, locale: locale))
        messages[slot] = message
        return message
    }

    /// Who has the index as built: the first thread to ask.
    private enum Original {
        nonisolated(unsafe) private static var claimed = false
        private static let lock = NSLock()

        static func claim() -> Bool {
            lock.withLock {
                defer { claimed = true }
                return !claimed
            }
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // A thread's copy goes when the thread ends.
        let status = pthread_key_create(&key) { tables in
            #if canImport(Glibc)
            guard let tables else { return }
            #endif
            Unmanaged<ThreadTables>.fromOpaque(tables).release()
        }
        precondition(status == 0, "no thread-specific key left for the advice tables")
        return key
    }()
}

/// A string with storage of its own, not shared with the one it copies (whose reference
/// count another thread may be writing).
enum OwnString {
    static func copy(_ text: String) -> String {
        var text = text
        return text.withUTF8 { String(decoding: $0, as: UTF8.self) }
    }
}

extension Diagnosis {
    /// An empty diagnosis to leave behind where one is moved out of an array or a finding
    /// (so the taker holds the only reference to its box): one per thread, never changed.
    /// One shared by every thread had both decoding cores writing its reference count for
    /// every error, the pattern that cost the rule index most.
    public static var placeholder: Diagnosis { ThreadTables.current.placeholder }
}
