/// The position of `value` among its enum's cases, read from how it is stored: an enum
/// without payloads and with fewer than 256 cases is stored as one byte, its position.
/// For tables indexed by case (a user message per key and locale, a label slot per field);
/// `CasePositionTests` holds it to `allCases` for each enum it is used on.
@inline(__always) func casePosition<Case: CaseIterable>(_ value: Case) -> Int {
    Int(unsafeBitCast(value, to: UInt8.self))
}
