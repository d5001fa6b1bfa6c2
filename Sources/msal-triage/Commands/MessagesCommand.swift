import ArgumentParser
import Foundation
import MSALErrorModel

/// `msal-triage messages --format strings|resx|json|xliff [--locale L] [--output DIR]`:
/// the user messages of the six locales, for an app to ship or a translator to edit.
/// The files themselves come from `MessageExport`.
struct MessagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messages",
        abstract: "Export the user messages of the six locales for an app or a translator.",
        discussion: """
            Formats: strings (iOS/macOS Localizable.strings), resx (.NET resources), json (one \
            key → text object, for MSAL.js and Python apps), xliff (XLIFF 1.2: English source, the \
            locale as target, the translator note with each message). Without --output, prints \
            one locale's file (--locale, English by default). With --output DIR, writes every \
            locale's file (or only --locale's) under DIR, laid out as each platform expects: \
            <locale>.lproj/Localizable.strings, Messages.resx and Messages.<locale>.resx, \
            <locale>.json, <locale>.xliff.
            """)

    @Option(help: "File format: \(MessageExport.Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: MessageExport.Format

    @Option(help: "Only this locale: \(MessageLocale.allCases.map(\.rawValue).joined(separator: ", ")).")
    var locale: MessageLocale?

    @Option(help: "Write the files under this folder instead of printing one.")
    var output: String?

    func run() throws {
        guard let output else {
            try StandardOutputBytes.write(MessageExport.file(format, locale: locale ?? .en).text)
            return
        }
        let files = locale.map { [MessageExport.file(format, locale: $0)] } ?? MessageExport.files(format)
        let root = URL(fileURLWithPath: output, isDirectory: true)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.report("msal-triage messages: cannot create the folder \(VisibleText.make(url.deletingLastPathComponent().path)); "
                    + "check that --output names a folder you can write to", exitCode: 73)  // EX_CANTCREAT
            }
            do {
                // Whole or not at all: a full disk leaves the file as it was, never a 0-byte one.
                try AtomicFile.write(Array(file.text.utf8), to: url.path)
            } catch {
                throw CommandFailure.report("msal-triage messages: cannot write \(VisibleText.make(url.path)): \(error.reason)"
                    + (error.code == ENOSPC || error.code == EDQUOT ? "; free some space and run it again"
                        : "; check that the folder is writable"), exitCode: 74)  // EX_IOERR
            }
        }
        StandardError.write("wrote \(files.count) \(format.rawValue) file\(files.count == 1 ? "" : "s") under \(output)")
    }
}

extension MessageExport.Format: ExpressibleByArgument {}
