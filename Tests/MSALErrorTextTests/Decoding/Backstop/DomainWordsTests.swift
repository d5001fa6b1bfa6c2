import Testing
@testable import MSALErrorText

/// `DomainWords` lets `BackstopCarriers.appleNumber` look for a domain only where a domain
/// word stands; that gives the same answer as searching the line only while every domain is
/// made with such a word.
@Suite struct DomainWordsTests {
    @Test func everyDomainTheBackstopReadsIsMadeWithADomainWord() {
        for domain in BackstopCarriers.domains {
            #expect(DomainWords.isMadeOfAWord(domain.bytes), "\(domain.name)")
            let input = TextBytes("code 3 " + domain.name + " after")
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

    /// `first` answers as `TextBytes.find` over the same window, for every domain, in texts
    /// with several domains, repeated, overlapping and cut by the window's ends.
    @Test func firstAnswersAsASearchOfTheWindow() {
        let texts = [
            "sync stopped [MSIDErrorDomain:3] then (NSOSStatusErrorDomain, -34018) OSStatus 3",
            "acquireToken error code 3, NSOSStatusErrorDomain MSALErrorDomainDomain MSALErrorDomain",
            "(com.apple.AuthenticationServices.WebAuthenticationSession, 1) com.apple.SafariServices.Authentication 2",
            "x.com.apple.AuthenticationServices.WebAuthenticationSession.y ASWebAuthenticationSessionErrorDomain 1",
            "Domain OSStatu MSIDOAuthErrorDomai SFAuthenticationErrorDomain MSIDHttpErrorCodeDomain 4",
        ]
        for text in texts {
            let input = TextBytes(text)
            let words = DomainWords(input, around: 0..<input.count, reach: BackstopCarriers.domainReach)
            for lower in stride(from: 0, to: input.count, by: 3) {
                for upper in stride(from: lower, through: input.count, by: 5) {
                    for domain in BackstopCarriers.domains {
                        #expect(words.first(domain.bytes, in: lower..<upper, of: input)
                                == input.find(domain.bytes, from: lower, to: upper), "\(text) \(lower)..<\(upper) \(domain.name)")
                    }
                }
            }
        }
    }
}
