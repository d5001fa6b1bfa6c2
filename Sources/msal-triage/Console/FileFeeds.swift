import Foundation
import MSALErrorModel
import MSALErrorText
import TriageConsole
import TriageQuery

/// Files of real errors as the console's feed.
enum FileFeeds {
    /// Reads the file (or stdin for "-") as a stream in bounded memory and decodes every
    /// error in it, however large it is. Lines too long to hold come back in `warning`
    /// (which line, how long): skipped, never cut.
    static func open(_ path: String, fallbackPlatform: Platform,
                     personalData: PersonalData) throws -> (feed: any EventFeed, warning: String?) {
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            do {
                descriptor = try InputFile.open(path, accepts: .streams,
                                                fix: "give the path of a readable text file, or - for stdin").descriptor
            } catch {
                throw ConsoleInputError(message: error.message)
            }
        }
        defer { if path != "-" { close(descriptor) } }
        let name = path == "-" ? "standard input" : "'\(VisibleText.make(path))'"
        // A session export (told by its first bytes) opens as the session it was.
        var source = FileDescriptorSource(descriptor: descriptor, name: name)
        let prefix: [UInt8]
        do {
            prefix = try PrefixedSource.firstBytes(of: &source)
        } catch {
            throw ConsoleInputError(message: VisibleText.make("\(error)") + "; give the path of a readable text file")
        }
        if SessionLineReader.looksLikeSession(prefix) {
            BigInputMemory.prepare()
            var chunks = LineChunkReader(PrefixedSource(prefix: prefix, base: source))
            let feed: SessionFeed
            do {
                feed = try SessionFeed.read(&chunks, name: name)
            } catch {
                throw ConsoleInputError(message: VisibleText.make("\(error)") + "; give the path of a readable text file")
            }
            let warning = feed.problems.isEmpty ? nil
                : feed.problems.joined(separator: "; ") + (feed.skippedLines > feed.problems.count
                    ? " (\(feed.skippedLines - feed.problems.count) more lines skipped)" : "")
            return (feed, warning)
        }
        // An MSAL verbose log (told by its first lines, as `summarize` tells it) opens as its flows.
        if MSALLogFeed.isMSALLog(prefix) {
            return try MSALLogFeed.open(PrefixedSource(prefix: prefix, base: source), name: name,
                                        fallbackPlatform: fallbackPlatform,
                                        maximumLineBytes: StreamLimits.standard.maximumLineBytes)
        }
        var reader = ErrorStreamReader(PrefixedSource(prefix: prefix, base: source),
                                       personalData: personalData)
        var items: [FeedItem] = []
        var overlong: [OverlongLine] = []
        do {
            while let findings = try reader.next() {
                for finding in findings {
                    switch finding {
                    case .error(let found):
                        items.append(ImportedErrors.item(found.diagnosis, line: found.line,
                                                         fallbackPlatform: fallbackPlatform))
                    case .overlongLine(let line):
                        overlong.append(line)
                    }
                }
            }
        } catch {
            throw ConsoleInputError(message: VisibleText.make("\(error)") + "; give the path of a readable text file")
        }
        OpenedFileTimes.stamp(&items, descriptor: descriptor, name: name)
        return (ListFeed(items, timed: false), overlongWarning(overlong, in: name, limit: reader.limits.maximumLineBytes))
    }

    /// One line for every line skipped: the first few named, the rest counted.
    static func overlongWarning(_ lines: [OverlongLine], in name: String, limit: Int) -> String? {
        guard let first = lines.first else { return nil }
        let more = lines.count > 1 ? " (and \(lines.count - 1) more such lines)" : ""
        return "\(name): \(first.message(limit: limit))\(more)"
    }

    /// Follows a growing file (or a FIFO) from its start. With `once`, nothing more is
    /// waited for: every error read is added at once.
    static func follow(_ path: String, fallbackPlatform: Platform, personalData: PersonalData,
                       once: Bool) throws -> any EventFeed {
        do {
            // An MSAL verbose log (told by its first lines, as `--open` tells it) is followed as its flows.
            if MSALLogFeed.isMSALLog(path: path) {
                return MSALLogFollowFeed(follower: try FileFollower(path: path), fallbackPlatform: fallbackPlatform,
                                         idle: once ? .zero : MSALLogFollowFeed.standardIdle)
            }
            return FollowFeed(follower: try FileFollower(path: path), fallbackPlatform: fallbackPlatform,
                              personalData: personalData, idle: once ? .zero : FollowFeed.standardIdle)
        } catch {
            throw ConsoleInputError(message: SafeText.visible(error.description))
        }
    }
}
