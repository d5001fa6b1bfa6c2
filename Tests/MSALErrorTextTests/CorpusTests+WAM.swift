import MSALErrorModel

// Corpus texts written for issue #10 in the shapes apps print; see CorpusTests.

extension CorpusTests {
    static let windowsBrokerCases: [Case] = [
        Case(file: "wam-message-no-network", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 557973648, descriptionPrefix: "WAM Error",
                brokerErrorCode: 3399614475, brokerStatus: "NoNetwork"),
        ]),
        Case(file: "wam-message-configuration", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 542139022, descriptionPrefix: "WAM Error",
                brokerErrorCode: 3399614468, brokerStatus: "IncorrectConfiguration"),
        ]),
        Case(file: "wam-log-prefixed-interaction-required", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 557973647, descriptionPrefix: "WAM Error",
                brokerErrorCode: 3399614466, brokerStatus: "InteractionRequired"),
        ]),
        Case(file: "wam-message-account-unusable", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 557973650,
                correlationId: "26ac75ac-4b9c-5b0c-9d05-590fee587a31",
                descriptionPrefix: "WAM Error", brokerErrorCode: 3399614473,
                brokerStatus: "AccountUnusable"),
        ]),
        Case(file: "wam-in-service-exception-log", expected: [
            ExpectedDiagnosis(platform: .dotnet, domain: "MsalServiceException",
                code: .text("WAM_network_error_3399614475"), internalSubCode: 557973648,
                descriptionPrefix: "WAM Error", brokerErrorCode: 3399614475,
                brokerStatus: "NoNetwork"),
        ]),
        Case(file: "wam-message-server-unavailable", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 557973649, descriptionPrefix: "WAM Error",
                brokerErrorCode: 3399614476, brokerStatus: "ServerTemporarilyUnavailable"),
        ]),
        Case(file: "wam-message-user-canceled-free-text", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 528315210, descriptionPrefix: "WAM Error",
                brokerErrorCode: -2147023673),
        ]),
        Case(file: "wam-two-messages", expected: [
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 557973648, descriptionPrefix: "WAM Error",
                brokerErrorCode: 3399614475, brokerStatus: "NoNetwork"),
            ExpectedDiagnosis(platform: .dotnet, internalSubCode: 542139022, descriptionPrefix: "WAM Error",
                brokerErrorCode: 3399614468, brokerStatus: "IncorrectConfiguration"),
        ]),
    ]
}
