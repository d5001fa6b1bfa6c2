import MSALErrorModel
import Testing
@testable import MSALErrorText

/// Every credential, key and token shape an MSAL app, its configuration or its HTTP
/// traffic carries, each redacted whole (issue 27), and the versions and SSH addresses
/// that look like personal data but are not. `SecretShapes.all` is shared with the
/// end-to-end test that checks each output of the binary.
@Suite struct SecretShapesTests {
    @Test(arguments: SecretShapes.all)
    func redactsTheShapeWhole(_ shape: SecretShape) {
        let redacted = Redactor.redact(shape.text)
        #expect(redacted == shape.redacted, "\(shape.name)")
        #expect(!redacted.contains(shape.secret), "\(shape.name): the secret survives")
        #expect(Redactor.redact(redacted) == redacted, "\(shape.name): redacting again changes it")
    }

    @Test(arguments: SecretShapes.all)
    func decodedErrorsNeverHoldTheSecret(_ shape: SecretShape) throws {
        // Each shape in an error's description, as a .NET exception prints it.
        let text = "Microsoft.Identity.Client.MsalServiceException: AADSTS7000215: Invalid client secret. \(shape.text)"
        let diagnosis = try #require(ErrorTextDecoder.decode(text).first)
        let json = DiagnosisReport.json(diagnosis).serialized()
        #expect(!json.contains(shape.secret), "\(shape.name): \(json)")
        #expect(json.contains(Redactor.placeholder), "\(shape.name): \(json)")
    }

    @Test func aMultiLinePrivateKeyIsRedactedWhole() {
        let key = """
            -----BEGIN RSA PRIVATE KEY-----
            MIIEowIBAAKCAQEAx5Rb8wE3Qz1vN0
            kq9Zr2y+/Lm7Tw4sP0aHc6uB3eXf==
            -----END RSA PRIVATE KEY-----
            """
        #expect(Redactor.redact("loaded \(key) from disk")
            == "loaded -----BEGIN RSA PRIVATE KEY-----[redacted]-----END RSA PRIVATE KEY----- from disk")
        // A block cut before its end is redacted to where its base64 stops.
        #expect(Redactor.redact("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEF\"}")
            == "-----BEGIN PRIVATE KEY-----[redacted]\"}")
        // Certificates are public: kept.
        let certificate = "-----BEGIN CERTIFICATE-----\nMIIC8DCCAdigAwIBAgIQ\n-----END CERTIFICATE-----"
        #expect(Redactor.redact(certificate, personalData: .shown) == certificate)
    }

    /// An MSAL error's `code` is a catalog word; an authorization code is a long opaque value.
    @Test(arguments: [
        "{\"code\":\"invalid_grant\",\"message\":\"AADSTS70008: expired\"}",
        "{\"code\": \"multiple_matching_tokens_detected\"}",
        "AuthError { code: 'ECONNRESET', errno: -104 }",
        "{'code': 'ERR_BAD_REQUEST_FROM_THE_SERVER'}",
        "challenge with result: InteractionRequired and code: LocationConditionEvaluationSatisfied",
        "\"code\": 50076, \"error_codes\": [50076]",
        "error code: 0123456789abcdef was returned",
    ])
    func errorCodesAreKept(_ text: String) {
        #expect(Redactor.redact(text) == text)
    }

    @Test(arguments: [
        // Four-part versions, told from an address by the word before them.
        "MSAL.NET 4.61.3.0 on x-client-OS=14.2.1.0",
        "x-client-SKU=MSAL.NetCore&x-client-Ver=4.61.3.0&x-client-CPU=x64&x-client-OS=10.0.2.0",
        "MSAL.Xamarin.iOS 4.61.3.0, iOS 17.4.1.0, MSAL.NetCore (4.61.3.0)",
        "AssemblyVersion=4.61.3.0 x-app-ver=1.2.3.4",
        // SSH addresses are not e-mail addresses.
        "git clone git@github.com:contoso/app.git failed",
        "remote ssh://git@ssh.dev.azure.com/v3/contoso/app/app and ssh://deploy@build01.contoso.com/srv/app",
        "scp deploy@build01.contoso.com:releases/app.tgz .",
    ])
    func versionsAndSSHAddressesAreNotPersonalData(_ text: String) {
        #expect(Redactor.redact(text) == text)
    }

    @Test(arguments: [
        ("server 8.8.8.8 and jane@contoso.com:443", "server [redacted IP] and j***@contoso.com:443"),
        ("from 10.1.2.3 by jdoe@contoso.com", "from [redacted IP] by j***@contoso.com"),
    ])
    func addressesNextToThemAreStillMasked(_ text: String, _ expected: String) {
        #expect(Redactor.redact(text) == expected)
    }
}
