import MSALErrorModel
import Testing
@testable import MSALErrorText

/// MSAL counts UPNs and IP addresses as PII: they are masked by default (the e-mail's
/// domain kept), kept with `--show-pii`; the sign-in cookies and other credentials
/// real logs carry are secrets and are always removed.
@Suite struct PersonalDataRedactorTests {
    @Test(arguments: [
        ("user jane.doe@contoso.com failed", "user j***@contoso.com failed"),
        ("upn=ADMIN@contoso.onmicrosoft.com;", "upn=A***@contoso.onmicrosoft.com;"),
        ("from 192.168.1.20:443 to 10.0.0.1.", "from [redacted IP]:443 to [redacted IP]."),
        ("client 2001:db8::8a2e:370:7334 and fe80::1ff:fe23:4567:890a", "client [redacted IP] and [redacted IP]"),
        ("full 2001:0db8:85a3:0000:0000:8a2e:0370:7334 end", "full [redacted IP] end"),
        // Words that end in a version word are not one: `server`, `clever`.
        ("server 8.8.8.8 and clever=10.1.2.3", "server [redacted IP] and clever=[redacted IP]"),
        // A B2B guest's UPN, whose local part is the home address with `#EXT#`.
        ("The user account john_fabrikam.com#EXT#@contoso.onmicrosoft.com does not exist",
         "The user account j***@contoso.onmicrosoft.com does not exist"),
        // Non-ASCII local parts are masked whole, their first character kept whole.
        ("user Jöhn.Smïth@fabrikam.com and Émile.Zoë@contoso.fr", "user J***@fabrikam.com and É***@contoso.fr"),
        ("user 王小明@contoso.cn", "user 王***@contoso.cn"),
        // Quotes and dashes before an address are not part of it.
        ("user ‘jane@contoso.com’, «zoe@contoso.fr» —max@contoso.de", "user ‘j***@contoso.com’, «z***@contoso.fr» —m***@contoso.de"),
        // An IPv4-mapped IPv6 address, and IPv6 with an IPv4 tail.
        ("from ::ffff:192.168.0.1 and 64:ff9b::10.1.2.3:443.", "from [redacted IP] and [redacted IP]:443."),
        // An IPv6 address that ends a sentence: the dot ends it (it is not an IPv4 tail).
        ("Blocked 2001:db8:0:0:0:0:0:1. Retried from fe80::1.", "Blocked [redacted IP]. Retried from [redacted IP]."),
        // An address right after a label and its colon; a time after one is not an address.
        ("x:fe80::1 host:2001:db8::7 ip:10.0.0.9 at:12:34:56", "x:[redacted IP] host:[redacted IP] ip:[redacted IP] at:12:34:56"),
        // A URL-encoded `@` (a login_hint encoded once more than it was decoded).
        ("login_hint%3djohn.smith%40fabrikam.com&prompt=login", "login_hint%3dj***%40fabrikam.com&prompt=login"),
    ])
    func masksPersonalData(_ input: String, _ expected: String) {
        #expect(Redactor.redact(input) == expected)
        #expect(Redactor.redact(expected) == expected, "masking again changes nothing")
        #expect(Redactor.redact(input, personalData: .shown) == input)
    }

    @Test(arguments: [
        "MSAL.NetCore.4.66.2.0.MsalServiceException at 10:00:00 on 2026-11-23",
        "Correlation ID: 0b6f3c2d-1e4a-4b8c-a1d2-9c8e7f6a5b40, version 1.2.3",
        "std::string at 12:34:56.789 see https://login.microsoftonline.com/common",
        // Four dotted numbers after MSAL's name or a version word are a version, not an address.
        "MSAL 4.61.3.0 failed; MSAL.NET/4.66.2.0; Microsoft.Identity.Client 4.61.3.0",
        "x-client-Ver=4.61.3.0&x-client-SKU=MSAL.Desktop, Version: 4.61.3.0",
        // MSAL.NET's start line quotes it; a JSON field too.
        "MSAL MSAL.NetCore with assembly version '4.70.2.0'. CorrelationId(x)",
        "{\"libraryVersion\": \"4.70.2.0\", \"version\":\"4.61.3.0\"}",
    ])
    func leavesVersionsTimesAndIdsAlone(_ input: String) {
        #expect(Redactor.redact(input) == input)
    }

    @Test func anAddressInQuotesIsStillMasked() {
        #expect(Redactor.redact("client '203.0.113.9' and \"ip\": \"198.51.100.7\"")
                == "client '[redacted IP]' and \"ip\": \"[redacted IP]\"")
    }

    @Test(arguments: [
        ("Cookie: ESTSAUTH=AQABAAQAAAD--DLA3VO7QrddgJg7Wevr; ESTSAUTHPERSISTENT=AQABAAQAAADXYZ; buid=0.AVAAabc; fpc=AkqT7x",
         "Cookie: ESTSAUTH=[redacted]; ESTSAUTHPERSISTENT=[redacted]; buid=[redacted]; fpc=[redacted]"),
        ("Authorization:\tBearer\tabcdefghijklmnop12345", "Authorization:\tBearer\t[redacted]"),
        ("body grant_type=refresh_token&refresh_token%3D0.AXEAabcdefghij%26scope", "body grant_type=refresh_token&refresh_token%3D[redacted]"),
        ("x-ms-refresh-token: 1.AXEzzzzzzzzzzzzzzz", "x-ms-refresh-token: [redacted]"),
        ("https://a.blob.core.windows.net/c/b?sv=2020-08-04&sig=abcDEF%2Bghi%3D&se=1", "https://a.blob.core.windows.net/c/b?sv=2020-08-04&sig=[redacted]&se=1"),
    ])
    func removesCookiesAndEncodedSecrets(_ input: String, _ expected: String) {
        #expect(Redactor.redact(input, personalData: .shown) == expected)
    }

    @Test func decodedDescriptionsAreMaskedUnlessAsked() throws {
        let text = "Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50076: jane@contoso.com from 203.0.113.9"
        let masked = try #require(ErrorTextDecoder.decode(text).first)
        #expect(masked.errorDescription == "AADSTS50076: j***@contoso.com from [redacted IP]")
        // The JSON (explain --json, the export) carries the description, masked.
        #expect(DiagnosisReport.json(masked).serialized()
            .contains("\"description\":\"AADSTS50076: j***@contoso.com from [redacted IP]\""))
        let shown = try #require(ErrorTextDecoder.decode(text, personalData: .shown).first)
        #expect(shown.errorDescription == "AADSTS50076: jane@contoso.com from 203.0.113.9")
    }
}
