import Testing
@testable import MSALErrorText

/// `DomainWords` lets `BackstopCarriers.appleNumber` skip its search for a domain when no
/// domain word is near a number; that is only right while every domain holds such a word.
@Suite struct DomainWordsTests {
    @Test func everyDomainTheBackstopReadsHoldsADomainWord() {
        for domain in BackstopCarriers.domains {
            let text = "code 3 " + domain.name + " after"
            let input = TextBytes(text)
            let words = DomainWords(input, around: 5..<6, reach: BackstopCarriers.domainReach)
            #expect(words.mayHoldDomain(0..<input.count), "\(domain.name)")
            #expect(!words.mayHoldDomain(0..<7), "\(domain.name)")  // `code 3 ` alone holds no word
        }
    }

    @Test func aTimestampWithNoDomainNearIsRuledOut() {
        let input = TextBytes("2026-11-02T09:03:00.001Z ERROR acquire_token_silent failed: {'error': 'x'}")
        let words = DomainWords(input, around: 14..<16, reach: BackstopCarriers.domainReach)
        #expect(!words.mayHoldDomain(0..<input.count))
    }

    @Test func aDomainOnTheSameLineIsFoundEitherSideOfTheNumber() {
        for text in ["sync stopped [MSIDErrorDomain:3]", "acquireToken error code 3, NSOSStatusErrorDomain",
                     "OSStatus 3", "(com.apple.AuthenticationServices.WebAuthenticationSession, 1)"] {
            let input = TextBytes(text)
            let number = text.utf8.firstIndex(where: { $0 >= 0x31 && $0 <= 0x33 }).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? 0
            let words = DomainWords(input, around: number..<number + 1, reach: BackstopCarriers.domainReach)
            #expect(words.mayHoldDomain(0..<input.count), "\(text)")
        }
    }
}
