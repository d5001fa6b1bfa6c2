import Testing
@testable import MSALErrorModel

/// Tables indexed by case read a case's position from how it is stored; it must be its
/// place in `allCases`, or a message or a label would come from another case's slot.
@Suite struct CasePositionTests {
    private func positionsAreCaseOrder<Case: CaseIterable>(_: Case.Type) -> Bool {
        Case.allCases.enumerated().allSatisfy { casePosition($0.element) == $0.offset }
    }

    @Test func everyTableIndexedByCaseReadsTheCasesInOrder() {
        #expect(positionsAreCaseOrder(UserMessageKey.self))
        #expect(positionsAreCaseOrder(MessageLocale.self))
        #expect(positionsAreCaseOrder(DiagnosisField.Key.self))
    }

    @Test func eachLabelSlotHoldsItsLabelAColonAndSpaces() {
        for locale in MessageLocale.allCases {
            for key in DiagnosisField.Key.allCases {
                let slot = LabelSlots.shared.slot(key, locale)
                let bytes = Array(UnsafeBufferPointer(start: slot.bytes, count: LabelSlots.slotBytes))
                let label = key.label(locale: locale)
                #expect(slot.width == label.utf8.count)
                #expect(bytes == Array((label + ":").utf8) + Array(repeating: UInt8(ascii: " "), count: 31 - label.utf8.count))
            }
        }
    }
}
