extension Diagnosis {
    /// The Java concurrency exceptions msal4j's futures wrap its own exception in.
    static let javaWrappers: Set<String> = [
        "java.util.concurrent.CompletionException", "java.util.concurrent.ExecutionException",
        "CompletionException", "ExecutionException",
    ]

    /// The MSAL error itself and the wrapper it arrived in: msal4j's exception under the
    /// `CompletionException`/`ExecutionException` its future threw (what `getCause()` returns,
    /// and what `explain` reports for such a text), else this diagnosis with no wrapper.
    public var msalErrorInsideWrapper: (error: Diagnosis, wrapper: String?) {
        guard platform == .java, let domain, Self.javaWrappers.contains(domain), let underlying else { return (self, nil) }
        return (underlying, domain)
    }
}
