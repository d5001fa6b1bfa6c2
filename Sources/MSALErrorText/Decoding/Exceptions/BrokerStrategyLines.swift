import MSALErrorModel

/// MSAL Android tries each way of reaching the broker in turn and logs each failed try at
/// warning level, `[ipc_connection_error] [bound_service] :Failed to bind to service`, before
/// the one exception the app gets (`MsalClientException: Unable to connect to the broker. …`).
/// The tries are steps of that failure, not failures of their own: they join the exception
/// after them, which takes the request's correlation id from their heading.
enum BrokerStrategyLines {
    private static let marker = Array("[ipc_connection_error] [".utf8)
    private static let attemptCode = ErrorCodeValue.text("ipc_connection_error")
    /// At most this many lines from a try to the exception.
    private static let maximumLines = 20

    /// `found` is in text order.
    static func join(_ input: TextBytes, found: inout [DecodedError]) {
        // The tries' lines have the catalog's code for them: most texts hold none.
        guard found.contains(where: { $0.diagnosis.code == attemptCode }) else { return }
        found.joinNeighbours(
            where: { attempt, next in
                guard isAttempt(input, attempt),
                      input.startsWithin(maximumLines, linesAfter: attempt.start + 1, next.start) else { return false }
                let a = attempt.diagnosis, b = next.diagnosis
                guard b.platform == .android || b.platform == nil,
                      b.correlationId == nil || b.correlationId == a.correlationId else { return false }
                return isAttempt(input, next) || b.domain != nil
            },
            merge: { attempt, next in
                // Another try of the same request is this one; the exception is the error.
                guard next.domain != nil, next.code != attempt.code || next.domain != attempt.domain else { return }
                var error = next
                if error.correlationId == nil { error.correlationId = attempt.correlationId }
                error.takeMissing(from: attempt)
                attempt = error
            })
    }

    /// The error's line is one of the broker tries (and the error is still that line's: a code
    /// the catalog gave it, no class of an exception printed there).
    private static func isAttempt(_ input: TextBytes, _ error: DecodedError) -> Bool {
        let lineStart = input.lineStart(before: error.start)
        return input.find(marker, from: lineStart, to: input.lineEnd(from: lineStart)) != nil
    }
}
