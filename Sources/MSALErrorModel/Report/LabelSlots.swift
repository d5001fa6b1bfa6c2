/// Every field label of the text explanation, in every locale, followed by its colon and
/// padded with spaces to 32 bytes: the start of a `Label:   value` line is then two vector
/// stores (``ByteWriter/append32(_:counting:)``) however wide the labels are padded to,
/// where writing the label and then the padding took two calls to copy and fill a few bytes.
/// Made once; read through pointers, so a read counts no reference.
struct LabelSlots: @unchecked Sendable {
    static let shared = LabelSlots()
    static let slotBytes = 32

    private let slots: UnsafePointer<UInt8>
    private let widths: UnsafePointer<Int>
    private let coreWidths: UnsafePointer<Int>
    private static let keyCount = DiagnosisField.Key.allCases.count

    private init() {
        let locales = MessageLocale.allCases, keys = DiagnosisField.Key.allCases
        let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: locales.count * keys.count * Self.slotBytes)
        let widths = UnsafeMutablePointer<Int>.allocate(capacity: locales.count * keys.count)
        let coreWidths = UnsafeMutablePointer<Int>.allocate(capacity: locales.count)
        for locale in locales {
            var core = 0
            for key in keys {
                let label = key.staticLabel(locale: locale), index = Self.index(key, locale)
                // The widest shown label and its colon and one space fit the slot.
                precondition(label.utf8CodeUnitCount + 2 <= Self.slotBytes, "label \(label) is longer than its slot")
                let slot = slots + index * Self.slotBytes
                slot.initialize(repeating: UInt8(ascii: " "), count: Self.slotBytes)
                slot.update(from: label.utf8Start, count: label.utf8CodeUnitCount)
                slot[label.utf8CodeUnitCount] = UInt8(ascii: ":")
                widths[index] = label.utf8CodeUnitCount
                if key.isAlwaysListed { core = max(core, label.utf8CodeUnitCount) }
            }
            coreWidths[casePosition(locale)] = core
        }
        self.slots = UnsafePointer(slots)
        self.widths = UnsafePointer(widths)
        self.coreWidths = UnsafePointer(coreWidths)
    }

    private static func index(_ key: DiagnosisField.Key, _ locale: MessageLocale) -> Int {
        casePosition(locale) &* keyCount &+ casePosition(key)
    }

    /// `Label:` and 32 − (label + 1) spaces, and the label's width (ASCII: one cell per byte).
    @inline(__always) func slot(_ key: DiagnosisField.Key, _ locale: MessageLocale) -> (bytes: UnsafePointer<UInt8>, width: Int) {
        let index = Self.index(key, locale)
        return (slots + index &* Self.slotBytes, widths[index])
    }

    /// The widest label of the fields every explanation lists.
    func coreWidth(_ locale: MessageLocale) -> Int { coreWidths[casePosition(locale)] }
}
