import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import MSALErrorModel

/// `msal-triage messages`: each format read back by a real parser gives every message of every locale.
@Suite("Message export")
struct MessageExportTests {
    @Test(".strings files read back with the project's parser, every key and text exact", arguments: MessageLocale.allCases)
    func stringsRoundTrip(_ locale: MessageLocale) throws {
        let file = MessageExport.file(.strings, locale: locale)
        #expect(file.path == "\(locale.rawValue).lproj/Localizable.strings")
        let table = try StringsFileParser.parse(file.text)
        #expect(table == expected(locale))
    }

    @Test("JSON files parse as one object of key → text", arguments: MessageLocale.allCases)
    func jsonRoundTrip(_ locale: MessageLocale) throws {
        let file = MessageExport.file(.json, locale: locale)
        let object = try JSONSerialization.jsonObject(with: Data(file.text.utf8)) as? [String: String]
        #expect(object == expected(locale))
    }

    @Test(".resx files are well-formed XML whose data values are the messages", arguments: MessageLocale.allCases)
    func resxRoundTrip(_ locale: MessageLocale) throws {
        let file = MessageExport.file(.resx, locale: locale)
        #expect(file.path == (locale == .en ? "Messages.resx" : "Messages.\(locale.rawValue).resx"))
        let read = try XMLValues.read(file.text, unit: "data", idAttribute: "name", valueElement: "value")
        #expect(read == expected(locale))
    }

    @Test("XLIFF files pair the English source with the locale's target", arguments: MessageLocale.allCases)
    func xliffRoundTrip(_ locale: MessageLocale) throws {
        let file = MessageExport.file(.xliff, locale: locale)
        #expect(file.text.contains(#"target-language="\#(locale.rawValue)""#))
        #expect(try XMLValues.read(file.text, unit: "trans-unit", idAttribute: "id", valueElement: "target") == expected(locale))
        #expect(try XMLValues.read(file.text, unit: "trans-unit", idAttribute: "id", valueElement: "source") == expected(.en))
    }

    @Test("the translator note travels with each message")
    func notes() throws {
        let xliff = MessageExport.file(.xliff, locale: .pl).text
        #expect(try XMLValues.read(xliff, unit: "trans-unit", idAttribute: "id", valueElement: "note")["offline"]
            == "Shown when the device has no internet connection.")
        #expect(MessageExport.file(.strings, locale: .sv).text.contains("/* Shown when the device has no internet connection. */\n\"offline\""))
    }

    @Test("escaping keeps quotes, backslashes and markup intact")
    func escaping() throws {
        #expect(MessageExport.stringsEscaped(#"a "b" \c"#) == #"a \"b\" \\c"#)
        #expect(MessageExport.xmlEscaped(#"<a & "b">'"#) == "&lt;a &amp; &quot;b&quot;&gt;&apos;")
    }

    @Test("every format exports all six locales, English first")
    func allLocales() {
        for format in MessageExport.Format.allCases {
            let files = MessageExport.files(format)
            #expect(files.count == MessageLocale.allCases.count)
            #expect(Set(files.map(\.path)).count == files.count)
            #expect(files.first == MessageExport.file(format, locale: .en))
        }
    }

    private func expected(_ locale: MessageLocale) -> [String: String] {
        Dictionary(uniqueKeysWithValues: UserMessageKey.allCases.map { ($0.rawValue, UserMessages.text($0, locale: locale)) })
    }
}

/// Reads `<unit idAttribute="key"><valueElement>text</valueElement></unit>` with Foundation's XML parser.
final class XMLValues: NSObject, XMLParserDelegate {
    struct Malformed: Error { let line: Int }

    private let unit: String, idAttribute: String, valueElement: String
    private var currentID: String?
    private var text: String?
    private var values: [String: String] = [:]

    private init(unit: String, idAttribute: String, valueElement: String) {
        self.unit = unit
        self.idAttribute = idAttribute
        self.valueElement = valueElement
    }

    static func read(_ xml: String, unit: String, idAttribute: String, valueElement: String) throws -> [String: String] {
        let reader = XMLValues(unit: unit, idAttribute: idAttribute, valueElement: valueElement)
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        guard parser.parse() else { throw Malformed(line: parser.lineNumber) }
        return reader.values
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == unit { currentID = attributes[idAttribute] }
        if name == valueElement, currentID != nil { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == valueElement, let id = currentID, let value = text { values[id] = value }
        if name == valueElement { text = nil }
        if name == unit { currentID = nil }
    }
}
