import MSALErrorModel

/// Where a session export's `diagnosis` object holds its correlation and trace ids, so that
/// an object that differs from one met before only in those ids is not parsed again.
///
/// Since each simulated flow has ids of its own, nearly every error of a session has a
/// `diagnosis` object no other flow repeats byte for byte; without its ids, it is one of a few
/// dozen. ``SessionDiagnoses`` parses one object per *shape* (the bytes with the id values
/// taken out) and writes each object's own ids into a copy.
///
/// The file is untrusted, so the scan answers only for objects whose parse it can stand for:
/// JSON read string by string (a key's quotes are never mistaken for a value's), the ids plain
/// (hex digits and `-`: what `VisibleText` and redaction leave as they are), at most one of each
/// per level, and no object inside but the `underlying` chain. Anything else gets nil, and the
/// object is parsed whole.
enum DiagnosisIdSlots {
    struct Slot: Equatable {
        /// 0 for the diagnosis, 1 for its `underlying`, and so on.
        var level: Int
        var isTrace: Bool
        /// The id's bytes, between its quotes.
        var value: Range<Int>
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), colon = UInt8(ascii: ":")
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), comma = UInt8(ascii: ",")

    /// The longest id value this stands for; a longer one is parsed.
    static let longestId = 64

    /// The id slots of `object`, in the order they stand; nil when the object is not one whose
    /// parse the slots can stand for (see the type's comment).
    static func find(in object: UnsafeBufferPointer<UInt8>) -> [Slot]? {
        var slots: [Slot] = []
        var depth = 0
        var index = 0
        var key: Range<Int>?       // the key whose value comes next (after its `:`)
        var afterColon = false
        while index < object.count {
            let byte = object[index]
            switch byte {
            case quote:
                guard let end = stringEnd(object, from: index + 1) else { return nil }
                let text = index + 1 ..< end
                index = end + 1
                if afterColon {
                    // A value: an id of this level, or some other string.
                    afterColon = false
                    guard let key else { continue }
                    let isCorrelation = matches(object, key, "correlationId"), isTrace = matches(object, key, "traceId")
                    guard isCorrelation || isTrace else { continue }
                    guard text.count <= longestId, isPlainId(object, text) else { return nil }
                    let slot = Slot(level: depth - 1, isTrace: isTrace, value: text)
                    // A key twice in one object: which one a parser keeps is its own business.
                    if slots.contains(where: { $0.level == slot.level && $0.isTrace == slot.isTrace }) { return nil }
                    slots.append(slot)
                } else {
                    // A key (an escape in a key is not compared byte for byte: parse it).
                    if object[text].contains(backslash) { return nil }
                    key = text
                }
            case colon:
                afterColon = true
                index += 1
            case openBrace:
                // The diagnosis itself, or its `underlying`: no other object.
                if depth > 0 {
                    guard afterColon, let key, matches(object, key, "underlying") else { return nil }
                }
                depth += 1
                guard depth <= SessionDiagnoses.maximumDepth + 1 else { return nil }
                afterColon = false
                key = nil
                index += 1
            case closeBrace:
                depth -= 1
                afterColon = false
                index += 1
            default:
                // Numbers, null, arrays of numbers or strings, commas, spaces.
                if byte == comma || byte == UInt8(ascii: "[") { afterColon = false }
                index += 1
            }
        }
        return slots
    }

    /// `object` without its id values (each left as `""`): what two objects of one shape share.
    static func shape(of object: UnsafeBufferPointer<UInt8>, without slots: [Slot]) -> [UInt8] {
        var shape: [UInt8] = []
        shape.reserveCapacity(object.count)
        var from = 0
        for slot in slots {
            shape.append(contentsOf: object[from ..< slot.value.lowerBound])
            from = slot.value.upperBound
        }
        shape.append(contentsOf: object[from...])
        return shape
    }

    /// `template` (parsed from the shape) with the ids of `slots` read from `object`.
    static func stamped(_ template: Diagnosis, slots: [Slot], from object: UnsafeBufferPointer<UInt8>,
                        level: Int = 0) -> Diagnosis {
        var diagnosis = template
        for slot in slots where slot.level == level {
            let id = String(decoding: UnsafeBufferPointer(rebasing: object[slot.value]), as: UTF8.self)
            if slot.isTrace { diagnosis.traceId = id } else { diagnosis.correlationId = id }
        }
        if let inner = diagnosis.underlying, slots.contains(where: { $0.level > level }) {
            diagnosis.underlying = stamped(inner, slots: slots, from: object, level: level + 1)
        }
        return diagnosis
    }

    /// The index of the quote that ends the string whose text starts at `start`; nil when it is not closed.
    private static func stringEnd(_ object: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < object.count {
            switch object[index] {
            case quote: return index
            case backslash: index += 2
            default: index += 1
            }
        }
        return nil
    }

    private static func matches(_ object: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        let name = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return object[range].elementsEqual(name)
    }

    private static func isPlainId(_ object: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        object[range].allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                 UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "-"): true
            default: false
            }
        }
    }
}
