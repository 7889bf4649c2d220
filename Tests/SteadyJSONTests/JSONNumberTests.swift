import Testing
import SteadyJSON

/// Output numbers are the shortest text that reads back as the same Double.
@Suite struct JSONNumberTests {
    @Test(arguments: [
        (46.0, "46"), (67.5, "67.5"), (15.296875, "15.296875"), (0.1, "0.1"), (0, "0"),
        (300, "300"), (1e20, "1e+20"), (0.000001, "1e-06"), (123456789012345, "123456789012345"),
    ])
    func shortestText(value: Double, text: String) {
        #expect(JSONNumber.text(value) == text)
        #expect(Double(JSONNumber.text(value)) == value)
    }

    @Test func stringsAreEscapedOnlyWhereJSONRequires() {
        var bytes: [UInt8] = []
        JSONWriter.appendString("a\"b\\c\n\t\u{1}é/😀", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""a\"b\\c\n\t\u0001é/😀""#)
    }
}
