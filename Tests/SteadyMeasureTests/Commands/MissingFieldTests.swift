import Foundation
import Testing

/// `"missing": N` (Docs/steady-measure.md): a record says how many grapheme clusters no
/// font of the stack draws, and has no such field when none is.
@Suite struct MissingFieldTests {
    static let input = [
        #"{"id": "chr", "text": "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ"}"#,          // Cherokee: no bundled font
        #"{"id": "sat", "text": "ᱚᱞ ᱪᱤᱠᱤ  and Latin"}"#,     // Ol Chiki, then Latin
        #"{"id": "ok", "text": "Hello 👋 გამარჯობა"}"#,
    ].joined(separator: "\n")

    @Test func recordsCountMissingClustersOnlyWhenThereAreSome() throws {
        let run = try SteadyMeasureRun.run(["--width", "300,100"], input: Self.input)
        #expect(run.status == 0)
        #expect(run.stdoutLines == [
            #"{"id": "chr", "width": 300, "size": 17, "lines": 1, "height": 23, "missing": 9}"#,
            #"{"id": "chr", "width": 100, "size": 17, "lines": 1, "height": 23, "missing": 9}"#,
            #"{"id": "sat", "width": 300, "size": 17, "lines": 1, "height": 23, "missing": 6}"#,
            #"{"id": "sat", "width": 100, "size": 17, "lines": 2, "height": 46, "missing": 6}"#,
            #"{"id": "ok", "width": 300, "size": 17, "lines": 1, "height": 23}"#,
            #"{"id": "ok", "width": 100, "size": 17, "lines": 2, "height": 46}"#,
        ])
        // white-space normal counts the processed text: the same letters.
        let normal = try SteadyMeasureRun.run(["--width", "300", "--white-space", "normal"], input: Self.input)
        #expect(normal.stdoutLines.map { $0.contains(#""missing": 9"#) || $0.contains(#""missing": 6"#) } == [true, true, false])
    }

    @Test func serviceRecordsCarryTheFieldAsTheCLIDoes() throws {
        let service = try ServiceProcess()
        let response = try service.request("POST", "/v1/heights", body: """
            {"widths": [300], "messages": [{"id": "chr", "text": "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ"}, {"id": "ok", "text": "Hello"}]}
            """)
        #expect(response.status == 200)
        #expect(response.bodyText.trimmingCharacters(in: .newlines) == #"{"results": [{"id": "chr", "width": 300, "size": 17, "lines": 1, "height": 23, "missing": 9}, {"id": "ok", "width": 300, "size": 17, "lines": 1, "height": 23}]}"#)
        #expect(service.stop() == 0)
    }
}
