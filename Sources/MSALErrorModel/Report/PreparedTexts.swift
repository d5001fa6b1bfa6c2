import Foundation

/// The bytes `explain` writes for the long texts it repeats — the action, the rule id, the
/// developer advice and the user message — made once per thread and copied from then on.
///
/// Those texts come from the advice table and the message files: the same few strings for
/// error after error. Made visible (text) or escaped (JSON) on every error, their bytes were
/// scanned again each time, some 350 per error, the longest values an explanation has.
///
/// A text is known by where its UTF-8 starts and how long it is. That is sound because an
/// entry keeps the string it was made from: while it is kept its storage is neither freed
/// (so no other string can start at that address) nor changed in place (a shared string is
/// copied before it is changed), and a literal's bytes never change. Small strings (up to
/// 15 bytes) live inside the `String` value, not at a lasting address: they are written as
/// they come. The table is the thread's own (as ``ThreadTables`` explains: no reference
/// count written by both cores), and small: a text that was not seen lately is made again.
final class PreparedTexts {
    /// What a text is made into.
    enum Form {
        /// ``VisibleText`` (the text explanation).
        case visible
        /// A JSON string, quotes included (``JSONValue/writeString(_:into:)``).
        case json
    }

    private struct Entry {
        /// Kept so that `address` stays this text's (see the type's comment).
        var text: String?
        var address: UnsafeRawPointer?
        var count = 0
        var visible: UnsafeMutableBufferPointer<UInt8>?
        var json: UnsafeMutableBufferPointer<UInt8>?

        /// Frees the made bytes (the kept string goes with the entry).
        func release() {
            visible?.deallocate()
            json?.deallocate()
        }
    }

    /// A power of two; a run shows a few dozen distinct advice texts.
    private static let entryCount = 64
    /// Read through a pointer: reading an entry counts no reference.
    private let entries: UnsafeMutablePointer<Entry>

    /// The catalog's names of AADSTS codes, made visible with a space before them (empty
    /// for a code without a name), by code: see ``writeAADSTSName(_:to:)``.
    private let names: UnsafeMutablePointer<(code: Int, bytes: UnsafeMutableBufferPointer<UInt8>?)>

    private init() {
        entries = .allocate(capacity: Self.entryCount)
        entries.initialize(repeating: Entry(), count: Self.entryCount)
        names = .allocate(capacity: Self.entryCount)
        names.initialize(repeating: (0, nil), count: Self.entryCount)
    }

    /// ` UserStrongAuthEnrollmentRequired` after `AADSTS50079`: a space and the catalog's name
    /// (``DiagnosisNaming/aadstsName(_:)``) made visible, nothing for a code without one. Kept
    /// by code: the look-up hashed the code, read a name every thread shares (its reference
    /// count written by both cores) and compared it with the code's digits, for every error.
    func writeAADSTSName(_ code: Int, to out: inout ByteWriter) {
        let entry = names + (code & (Self.entryCount - 1))
        if entry.pointee.code != code || entry.pointee.bytes == nil {
            var made = ByteWriter(capacity: 64)
            if let name = DiagnosisNaming.aadstsName(code) {
                made.append(UInt8(ascii: " "))
                ExplanationText.writeVisible(name, to: &made)
            }
            entry.pointee.bytes?.deallocate()
            entry.pointee = (code, made.withUnsafeBytes { written in
                let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: written.count)
                UnsafeMutableRawBufferPointer(copy).copyMemory(from: written)
                return copy
            })
        }
        if let bytes = entry.pointee.bytes { out.append(UnsafeBufferPointer(bytes)) }
    }

    /// The calling thread's table.
    static var current: PreparedTexts {
        if let table = pthread_getspecific(key) { return Unmanaged<PreparedTexts>.fromOpaque(table).takeUnretainedValue() }
        let table = PreparedTexts()
        pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
        return table
    }

    /// Appends `text` in `form` to `out`: the same bytes as ``VisibleText`` or
    /// ``JSONValue/writeString(_:into:)`` write (a test holds it), copied when this thread
    /// made them before.
    func write(_ text: String, as form: Form, to out: inout ByteWriter) {
        let place = text.utf8.withContiguousStorageIfAvailable { bytes -> (UnsafeRawPointer, Int)? in
            guard bytes.count > 15, let start = bytes.baseAddress else { return nil }
            return (UnsafeRawPointer(start), bytes.count)
        }
        guard let found = place ?? nil else { return Self.make(text, as: form, to: &out) }
        let (address, count) = found
        let entry = entries + (Int(bitPattern: address) &>> 4 ^ count) & (Self.entryCount - 1)
        if entry.pointee.address != address || entry.pointee.count != count {
            entry.pointee.release()
            entry.pointee = Entry(text: text, address: address, count: count)
        }
        if let bytes = form == .visible ? entry.pointee.visible : entry.pointee.json {
            return out.append(UnsafeBufferPointer(bytes))
        }
        let start = out.count
        Self.make(text, as: form, to: &out)
        let made = out.withUnsafeBytes { written in
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: written.count - start)
            UnsafeMutableRawBufferPointer(copy).copyMemory(from: UnsafeRawBufferPointer(rebasing: written[start...]))
            return copy
        }
        switch form {
        case .visible: entry.pointee.visible = made
        case .json: entry.pointee.json = made
        }
    }

    /// The per-call making, which the table keeps the result of.
    static func make(_ text: String, as form: Form, to out: inout ByteWriter) {
        switch form {
        case .visible: ExplanationText.writeVisible(text, to: &out)
        case .json: JSONValue.writeString(text, into: &out)
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // A thread's table goes when the thread ends.
        let status = pthread_key_create(&key) { table in
            #if canImport(Glibc)
            guard let table else { return }
            #endif
            Unmanaged<PreparedTexts>.fromOpaque(table).release()
        }
        precondition(status == 0, "no thread-specific key left for the prepared texts")
        return key
    }()

    deinit {
        for index in 0..<Self.entryCount {
            entries[index].release()
            names[index].bytes?.deallocate()
        }
        entries.deinitialize(count: Self.entryCount)
        entries.deallocate()
        names.deallocate()
    }
}
