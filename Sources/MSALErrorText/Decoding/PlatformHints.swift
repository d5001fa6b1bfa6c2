/// Words elsewhere in the input that tell which MSAL printed an ambiguous error.
struct PlatformHints {
    var java = false
    var android = false
    var python = false
    var go = false

    init(_ index: AnchorIndex) {
        java = index.has(.hintJava)
        android = index.has(.hintAndroid)
        python = index.has(.hintPython)
        go = index.has(.hintGo)
    }
}
