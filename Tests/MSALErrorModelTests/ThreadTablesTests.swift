import Foundation
import Testing
@testable import MSALErrorModel

/// Each thread advises from tables of its own, so two cores never write the same
/// reference counts; the answers are the same on every thread.
@Suite struct ThreadTablesTests {
    /// Runs `body` on a new thread and waits for it.
    private func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ThreadResult<T>(), done = DispatchSemaphore(value: 0)
        Thread {
            box.value = body()
            done.signal()
        }.start()
        done.wait()
        return box.value!
    }

    /// Where a string's bytes live (strings this long are never stored inline).
    private static func storage(_ text: String) -> UInt {
        var text = text
        return text.withUTF8 { UInt(bitPattern: $0.baseAddress) }
    }

    @Test func anotherThreadHasItsOwnIndexAndStringsAndTheSameAnswers() {
        let diagnosis = Diagnosis(platform: .dotnet, domain: "MsalUiRequiredException", code: .text("invalid_grant"),
                                  oauthError: "invalid_grant", aadsts: [50076])
        let here = AdviceEngine.advise(diagnosis)
        let hereMessage = UserMessages.text(here.userMessage, locale: .pl)
        let hereIndex = ObjectIdentifier(AdviceEngine.index)
        #expect(ObjectIdentifier(AdviceEngine.index) == hereIndex, "one thread keeps its tables")
        let there = onNewThread { () -> (Advice, String, ObjectIdentifier, UInt, UInt) in
            let advice = AdviceEngine.advise(diagnosis)
            let message = UserMessages.text(advice.userMessage, locale: .pl)
            return (advice, message, ObjectIdentifier(AdviceEngine.index), Self.storage(advice.developerAdvice), Self.storage(message))
        }
        #expect(there.0 == here)
        #expect(there.1 == hereMessage)
        #expect(there.2 != hereIndex)
        #expect(here.developerAdvice.utf8.count > 15 && hereMessage.utf8.count > 15)
        #expect(there.3 != Self.storage(here.developerAdvice))
        #expect(there.4 != Self.storage(hereMessage))
    }

    @Test func eachThreadLeavesItsOwnEmptyPlaceholder() {
        let here = ObjectIdentifier(Diagnosis.placeholder.storage)
        #expect(ObjectIdentifier(Diagnosis.placeholder.storage) == here)
        #expect(Diagnosis.placeholder == Diagnosis())
        let there = onNewThread { ObjectIdentifier(Diagnosis.placeholder.storage) }
        #expect(there != here)
    }

    @Test func everyMessageHasItsOwnSlotInCaseOrder() {
        let locales = MessageLocale.allCases
        for (keyPosition, key) in UserMessageKey.allCases.enumerated() {
            for (localePosition, locale) in locales.enumerated() {
                #expect(UserMessages.slot(key, locale) == keyPosition * locales.count + localePosition)
                #expect(UserMessages.text(key, locale: locale) == UserMessages.sharedText(key, locale: locale))
            }
        }
    }
}

private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
}
