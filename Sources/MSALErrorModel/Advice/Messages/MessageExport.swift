/// The six locales' user messages in the files apps and translators use:
/// iOS/macOS `.strings`, .NET `.resx`, JSON for MSAL.js and Python apps, XLIFF 1.2
/// for translators (English source, the locale as target). `msal-triage messages`.
public enum MessageExport {
    public enum Format: String, CaseIterable, Sendable {
        case strings, resx, json, xliff
    }

    /// One exported file: its path under the output folder, and its text (UTF-8).
    public struct File: Equatable, Sendable {
        public let path: String
        public let text: String
    }

    /// Every locale's file in `format`, English first.
    public static func files(_ format: Format) -> [File] {
        MessageLocale.allCases.map { file(format, locale: $0) }
    }

    /// The file of one locale, laid out as the platform expects it
    /// (`zh-Hant.lproj/Localizable.strings`, `Messages.zh-Hant.resx`, `zh-Hant.json`, `zh-Hant.xliff`).
    public static func file(_ format: Format, locale: MessageLocale) -> File {
        let id = locale.rawValue
        return switch format {
        case .strings: File(path: "\(id).lproj/Localizable.strings", text: strings(locale))
        case .resx: File(path: locale == .en ? "Messages.resx" : "Messages.\(id).resx", text: resx(locale))
        case .json: File(path: "\(id).json", text: json(locale))
        case .xliff: File(path: "\(id).xliff", text: xliff(locale))
        }
    }

    /// Every key with its text, in the product's key order.
    private static func messages(_ locale: MessageLocale) -> [(key: String, text: String, note: String)] {
        UserMessageKey.allCases.map { key in
            (key.rawValue, UserMessages.text(key, locale: locale), MessageNotes.note(for: key))
        }
    }

    static func strings(_ locale: MessageLocale) -> String {
        var out = "/* msal-triage user messages (\(locale.rawValue)), exported by 'msal-triage messages --format strings'. */\n"
        for message in messages(locale) {
            out += "\n/* \(message.note.replacingOccurrences(of: "*/", with: "* /")) */\n"
            out += "\"\(stringsEscaped(message.key))\" = \"\(stringsEscaped(message.text))\";\n"
        }
        return out
    }

    static func resx(_ locale: MessageLocale) -> String {
        var out = """
            <?xml version="1.0" encoding="utf-8"?>
            <root>
              <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>
              <resheader name="version"><value>2.0</value></resheader>
              <resheader name="reader"><value>System.Resources.ResXResourceReader, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value></resheader>
              <resheader name="writer"><value>System.Resources.ResXResourceWriter, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value></resheader>

            """
        for message in messages(locale) {
            out += xmlUnit("data", name: "name", message.key, indent: "  ",
                           children: [("value", message.text), ("comment", message.note)])
        }
        return out + "</root>\n"
    }

    static func json(_ locale: MessageLocale) -> String {
        let lines = messages(locale).map { message in
            "  " + JSONValue.string(message.key).serialized() + ": " + JSONValue.string(message.text).serialized()
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    static func xliff(_ locale: MessageLocale) -> String {
        let english = messages(.en)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.strings" source-language="en" target-language="\(locale.rawValue)" datatype="plaintext">
                <body>

            """
        for (source, target) in zip(english, messages(locale)) {
            out += xmlUnit("trans-unit", name: "id", source.key, indent: "      ",
                           children: [("source", source.text), ("target state=\"translated\"", target.text), ("note", source.note)])
        }
        return out + "    </body>\n  </file>\n</xliff>\n"
    }

    /// `<element name="id" xml:space="preserve">` with one child element per (tag, text), each
    /// text escaped; a child's tag may carry attributes (`target state="translated"`).
    private static func xmlUnit(
        _ element: String, name: String, _ id: String, indent: String, children: [(String, String)]
    ) -> String {
        var out = "\(indent)<\(element) \(name)=\"\(xmlEscaped(id))\" xml:space=\"preserve\">\n"
        for (tag, text) in children {
            let close = tag.prefix { $0 != " " }
            out += "\(indent)  <\(tag)>\(xmlEscaped(text))</\(close)>\n"
        }
        return out + "\(indent)</\(element)>\n"
    }

    /// A `.strings` value: backslash and quote escaped, line breaks as `\n`.
    static func stringsEscaped(_ text: String) -> String {
        escaped(text, ["\\": "\\\\", "\"": "\\\"", "\n": "\\n"])
    }

    /// Text for XML element content and attribute values.
    static func xmlEscaped(_ text: String) -> String {
        escaped(text, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"])
    }

    /// `text` with each character that has a replacement replaced.
    private static func escaped(_ text: String, _ replacements: [Character: String]) -> String {
        var out = ""
        for character in text {
            if let replacement = replacements[character] { out += replacement } else { out.append(character) }
        }
        return out
    }
}
