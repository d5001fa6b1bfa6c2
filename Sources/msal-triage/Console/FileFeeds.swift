import Foundation
import MSALErrorModel
import MSALErrorText
import TriageConsole
import TriageQuery

/// Files of real errors as the console's feed.
enum FileFeeds {
    /// Reads the whole file (or stdin for "-"): a session export (told by its content)
    /// becomes its events again, with their flows; any other text is decoded for errors.
    static func open(_ path: String, fallbackPlatform: Platform) throws -> any EventFeed {
        let chunks: ByteChunks
        do {
            chunks = try ByteChunks(path: path)
        } catch {
            throw ConsoleInputError(message: "cannot read '\(SafeText.visible(path))': give the path of a readable text file, or - for stdin")
        }
        guard let first = chunks.next() else { return ListFeed([], timed: false) }
        if SessionLineReader.looksLikeSession(first.bytes.prefix(256)) {
            let feed = SessionFeed.read(first: first, rest: chunks)
            for problem in feed.problems { FileHandle.standardError.write(Data("msal-triage: warning: \(problem)\n".utf8)) }
            return feed
        }
        var data = first.bytes
        while data.count < ErrorTextDecoder.maximumInputBytes, let chunk = chunks.next() { data += chunk.bytes }
        let text = String(decoding: data.prefix(ErrorTextDecoder.maximumInputBytes), as: UTF8.self)
        return ListFeed(ImportedErrors.items(inText: text, fallbackPlatform: fallbackPlatform), timed: false)
    }

    /// Follows a growing file from its start.
    static func follow(_ path: String, fallbackPlatform: Platform) throws -> any EventFeed {
        do {
            return FollowFeed(follower: try FileFollower(path: path), fallbackPlatform: fallbackPlatform)
        } catch {
            throw ConsoleInputError(message: SafeText.visible(error.description)
                + "; give the path of a readable log file")
        }
    }
}
