import TriageConsole

/// The top command's description: what the tool is, the console's keys (from the key map, so
/// they stay true when a key changes) and the exit statuses. `msal-triage --help` shows it, and
/// it is the DESCRIPTION of the msal-triage(1) man page that `Scripts/install` generates.
enum RootHelp {
    static let discussion = """
        msal-triage explains the errors that the Microsoft Authentication Library (MSAL) raises while \
        it acquires tokens, on iOS/macOS, .NET, JavaScript, Python, Android and Java: the error's \
        domain, code, internal sub-code, OAuth error and AADSTS code, what the app should do, and the \
        message to show its user in six locales. Without a subcommand it opens the console, which \
        streams simulated token acquisitions and explains each error as it arrives; 'explain' reads \
        errors and logs from your app, 'summarize' counts them, 'codes' looks a value up, 'handler' \
        writes code that handles every error, 'simulate' and 'scenarios' play the simulator.

        Keys in the console (? shows them too):
        \(KeyMap.plainList)

        Exit status:
          0   done (also when a text holds no MSAL error: it says "not recognised")
          1   codes: the query matches nothing
          2   the console has no terminal to draw on (use --once)
          64  usage error: unknown option, scenario or filter term; bad --size or --keys
          65  a broken scenario file (its file, line and column are named)
          66  an input file that cannot be read
          74  the export could not be written
        """
}
