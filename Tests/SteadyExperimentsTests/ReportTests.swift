import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SteadyExperiments

/// The JSON, table and SVG outputs.
@Suite struct ReportTests {
    static let result: ExperimentResult = {
        var options = ExperimentOptions()
        options.measuresTiming = false
        return try! Experiment.run(scenario: .dynamicType, options: options)
    }()

    @Test func numbersAreWrittenAsTheContractShows() {
        #expect(JSONText.number(812) == "812.0")
        #expect(JSONText.number(4410.5) == "4410.5")
        #expect(JSONText.number(0) == "0.0")
        #expect(JSONText.number(-0.0) == "0.0")
        #expect(JSONText.number(0.015625) == "0.015625")
        #expect(JSONText.number(0.00001234) == "0.000012")
        #expect(JSONText.number(2.5e-9) == "0.0")
        #expect(JSONText.number(.infinity) == "null")
        #expect(JSONText.string("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
    }

    @Test func jsonStartsWithTheRequiredFields() throws {
        let json = Self.result.jsonText
        #expect(json.hasPrefix(#"{"scenario": "dynamic-type", "seed": 1, "approaches": [{"name": "plain", "maxAnchorShift": "#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let approaches = try #require(object["approaches"] as? [[String: Any]])
        #expect(approaches.map { $0["name"] as? String } == ["plain", "scroll-position", "fixed-canvas"])
        #expect(approaches[2]["maxAnchorShift"] as? Double == 0)
        #expect(approaches[2]["totalAnchorShift"] as? Double == 0)
        #expect(json.contains(#""name": "fixed-canvas", "maxAnchorShift": 0.0, "totalAnchorShift": 0.0"#))
        #expect(object["timing"] == nil)
    }

    @Test func svgIsWellFormedAndSaysWhatItShows() throws {
        let svg = SVGFigure(result: Self.result).svgText
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.rootElement == "svg")
        let texts = collector.texts.joined(separator: "\n")
        #expect(texts.contains("Dynamic Type: how far the message being read moves on screen"))   // title
        #expect(texts.contains("anchor shift per step (pt)"))                                      // y axis
        #expect(texts.contains("step: text size after the step (px), from 14 px up to AX5 and back"))                                            // x axis
        for name in ["plain: max", "scroll-position: max", "fixed-canvas: max 0.0 pt, total 0.0 pt"] {
            #expect(texts.contains(name))                                                          // legend
        }
        #expect(texts.contains("0.0 pt at every step"))
        #expect(svg.contains(#"fill="white""#))
    }

    @Test func tableListsEveryApproachAndStep() {
        let table = TableReport(result: Self.result).text
        for name in ["plain", "scroll-position", "fixed-canvas", "text size 47 → 53 px (AX5)"] {
            #expect(table.contains(name))
        }
        #expect(table.split(separator: "\n").count > Self.result.steps.count + 5)
    }

    @Test func reportWritesTheFigure() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("steady-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = ExperimentOptions()
        options.svgPath = path
        options.json = true
        let output = try Experiment.report(Self.result, options: options)
        #expect(output.hasPrefix("{") && output.hasSuffix("}\n"))
        #expect(FileManager.default.contents(atPath: path)?.isEmpty == false)
    }
}

private final class TextCollector: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var rootElement: String?
    private var current = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if rootElement == nil { rootElement = elementName }
        current = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" { texts.append(current) }
        current = ""
    }
}
