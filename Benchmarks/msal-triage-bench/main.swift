// Benchmarks print figures (release builds): `swift run -c release msal-triage-bench`.
print("no benchmarks yet")
