import Foundation
import MSALErrorModel
import MSALErrorText
import TriageConsole

/// Files of real errors as the console's feed.
enum FileFeeds {
    /// Reads the whole file (or stdin for "-") and decodes every error in it.
    static func open(_ path: String, fallbackPlatform: Platform) throws -> any EventFeed {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let read = FileManager.default.contents(atPath: path) else {
                throw ConsoleInputError(message: "cannot read '\(SafeText.visible(path))': give the path of a readable text file, or - for stdin")
            }
            data = read
        }
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
