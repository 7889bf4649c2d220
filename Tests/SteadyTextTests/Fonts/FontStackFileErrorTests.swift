import Foundation
import Testing
import SteadyTestSupport
@testable import SteadyText

/// Every way a font-stack file can be refused. Each test checks the whole
/// message, so it names the file, the family (or its place) and the problem.
@Suite struct FontStackFileErrorTests {
    /// A stack file whose content is refused: the JSON, and the message after "<file>: ".
    struct Refusal: Sendable, CustomStringConvertible {
        var json: String
        var message: String
        var description: String { message }
    }

    /// A stack of one family "Inter" with the given faces (JSON text).
    static func inter(_ faces: String) -> String {
        #"{"families": [{"family": "Inter", "faces": [\#(faces)]}]}"#
    }

    static let refusals: [Refusal] = [
        // Not JSON: the parser's message, its byte offset turned into line and column.
        Refusal(json: #"{"families": [}"#, message: "invalid JSON: expected a value at column 15 of line 1"),
        Refusal(json: "{\n  \"families\": [\n    {\"family\": \"A\",}\n]}",
                message: "invalid JSON: expected a string key at column 20 of line 3"),
        Refusal(json: "", message: "invalid JSON: unexpected end of file, expected a value at line 1"),
        Refusal(json: "{\"families\": [\n", message: "invalid JSON: unexpected end of file, expected a value at line 2"),
        Refusal(json: #"{"families": []} x"#,
                message: "invalid JSON: unexpected characters after the value at column 18 of line 1"),
        Refusal(json: "\u{FEFF}{\"families\": []} ", message: #""families" is empty: a stack needs at least one family"#),
        // The stack.
        Refusal(json: "[]", message: #"the stack is an array, expected an object with "families""#),
        Refusal(json: "{}", message: #""families" is missing"#),
        Refusal(json: #"{"families": {}}"#, message: #""families" is an object, expected an array"#),
        Refusal(json: #"{"families": []}"#, message: #""families" is empty: a stack needs at least one family"#),
        Refusal(json: #"{"families": [{"family": "Inter", "faces": [{"file": "A.ttf"}]}], "fonts": 1}"#,
                message: #"unknown field "fonts" (known: "families")"#),
        Refusal(json: #"{"families": [], "families": []}"#, message: #"field "families" appears more than once"#),
        // Families.
        Refusal(json: #"{"families": ["Inter"]}"#, message: "family 1: the family is a string, expected an object"),
        Refusal(json: #"{"families": [{"faces": [{"file": "A.ttf"}]}]}"#, message: #"family 1: "family" is missing"#),
        Refusal(json: #"{"families": [{"family": 7, "faces": [{"file": "A.ttf"}]}]}"#,
                message: #"family 1: "family" is a number, expected a string"#),
        Refusal(json: #"{"families": [{"family": "", "faces": [{"file": "A.ttf"}]}]}"#,
                message: "family 1: the family name is empty"),
        Refusal(json: #"{"families": [{"family": "Inter", "faces": [{"file": "A.ttf"}], "fallbak": false}]}"#,
                message: #"family "Inter": unknown field "fallbak" (known: "family", "faces", "fallback")"#),
        Refusal(json: #"{"families": [{"family": "Inter", "faces": [{"file": "A.ttf"}]}, "#
                    + #"{"family": "Arabic", "faces": [{"file": "A.ttf"}]}, {"family": "inter", "faces": [{"file": "A.ttf"}]}]}"#,
                message: #"family "inter": families 1 and 3 have this name (case is ignored, as in CSS)"#),
        Refusal(json: #"{"families": [{"family": "Inter", "fallback": "no", "faces": [{"file": "A.ttf"}]}]}"#,
                message: #"family "Inter": "fallback" is a string, expected true or false"#),
        Refusal(json: #"{"families": [{"family": "Mono", "fallback": false, "faces": [{"file": "A.ttf"}]}]}"#,
                message: #"no family is a fallback family: every family has "fallback": false"#),
        Refusal(json: #"{"families": [{"family": "Inter"}]}"#, message: #"family "Inter": "faces" is missing"#),
        Refusal(json: #"{"families": [{"family": "Inter", "faces": "A.ttf"}]}"#,
                message: #"family "Inter": "faces" is a string, expected an array"#),
        Refusal(json: inter(""), message: #"family "Inter": "faces" is empty: a family needs at least one face"#),
        // Faces.
        Refusal(json: inter(#""A.ttf""#), message: #"family "Inter": face 1: the face is a string, expected an object"#),
        Refusal(json: inter(#"{"file": "A.ttf"}, {"file": "A.ttf", "wieght": 700}"#),
                message: #"family "Inter": face 2: unknown field "wieght" (known: "file", "weight", "style")"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": 400, "weight": 700}"#),
                message: #"family "Inter": face 1: field "weight" appears more than once"#),
        Refusal(json: inter(#"{"weight": 700}"#), message: #"family "Inter": face 1: "file" is missing"#),
        Refusal(json: inter(#"{"file": 12}"#), message: #"family "Inter": face 1: "file" is a number, expected a string"#),
        Refusal(json: inter(#"{"file": ""}"#), message: #"family "Inter": face 1: "file" is empty"#),
        Refusal(json: inter(#"{"file": "A.ttf\u0000.txt"}"#),
                message: #"family "Inter": face 1: "file" contains a NUL character"#),
        // Weights.
        Refusal(json: inter(#"{"file": "A.ttf"}, {"file": "A.ttf", "weight": 1200}"#),
                message: #"family "Inter": face 2: weight 1200 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": 0}"#), message: #"family "Inter": face 1: weight 0 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": 0.5}"#),
                message: #"family "Inter": face 1: weight 0.5 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": -400}"#),
                message: #"family "Inter": face 1: weight -400 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": 1000.25}"#),
                message: #"family "Inter": face 1: weight 1000.25 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": 1e999}"#),
                message: #"family "Inter": face 1: weight 1e999 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": [900, 100]}"#),
                message: #"family "Inter": face 1: weight range [900, 100] is written max first (write [100, 900])"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": [0, 900]}"#),
                message: #"family "Inter": face 1: weight 0 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": [100, 1001]}"#),
                message: #"family "Inter": face 1: weight 1001 is outside 1–1000"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": [100, 500, 900]}"#),
                message: #"family "Inter": face 1: weight is an array of 3 values, expected a number or [min, max]"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": []}"#),
                message: #"family "Inter": face 1: weight is an array of 0 values, expected a number or [min, max]"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": ["100", 900]}"#),
                message: #"family "Inter": face 1: a value of the weight range is a string, expected a number"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": "bold"}"#),
                message: #"family "Inter": face 1: "weight" is a string, expected a number or [min, max]"#),
        Refusal(json: inter(#"{"file": "A.ttf", "weight": null}"#),
                message: #"family "Inter": face 1: "weight" is null, expected a number or [min, max]"#),
        // Styles.
        Refusal(json: inter(#"{"file": "A.ttf", "style": "oblique"}"#),
                message: #"family "Inter": face 1: style "oblique" is not "normal" or "italic""#),
        Refusal(json: inter(#"{"file": "A.ttf", "style": "Italic"}"#),
                message: #"family "Inter": face 1: style "Italic" is not "normal" or "italic""#),
        Refusal(json: inter(#"{"file": "A.ttf", "style": true}"#),
                message: #"family "Inter": face 1: "style" is true, expected "normal" or "italic""#),
        // What the file holds is quoted on one line, whatever it is.
        Refusal(json: #"{"families": [{"family": "In\"ter\n", "faces": [{"file": "A.ttf"}], "x\u2028": 1}]}"#,
                message: #"family "In\"ter\u{A}": unknown field "x\u{2028}" (known: "family", "faces", "fallback")"#),
    ]

    @Test(arguments: refusals)
    func contentIsRefusedWithFileFamilyAndProblem(_ refusal: Refusal) throws {
        let folder = try StackFileFolder()
        let file = try folder.stack(refusal.json)
        let error = try #require(StackFileFolder.error(reading: file))
        #expect(error.description == "\(file): \(refusal.message)")
        #expect(error.file == file)
        #expect(!error.description.contains("\n"))
    }

    @Test func errorsCarryTheirPartsApart() throws {
        let folder = try StackFileFolder()
        let file = try folder.stack(Self.inter(#"{"file": "A.ttf"}, {"file": "A.ttf", "weight": 1200}"#))
        let error = try #require(StackFileFolder.error(reading: file))
        #expect(error == FontStackFileError(file: file, family: "Inter", familyNumber: 1, faceNumber: 2,
                                            problem: .weightOutOfRange(text: "1200")))
    }

    @Test func nestingBeyondTheFormatIsNotJSON() throws {
        let folder = try StackFileFolder()
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let file = try folder.stack(Self.inter(#"{"file": "A.ttf", "weight": \#(deep)}"#))
        let error = try #require(StackFileFolder.error(reading: file))
        // The stack, its families, the family, its faces and the face are 5 levels, so
        // the weight's 28th "[" is the 33rd; inter() adds 4 closing bytes after the prefix.
        let column = Self.inter(#"{"file": "A.ttf", "weight": "#).utf8.count - 4 + 28
        #expect(error.description == "\(file): invalid JSON: nested deeper than 32 levels at column \(column) of line 1")
    }

    @Test func longTextIsShortenedInMessages() throws {
        let folder = try StackFileFolder()
        let digits = String(repeating: "9", count: 5000)
        let file = try folder.stack(Self.inter(#"{"file": "A.ttf", "weight": \#(digits)}"#))
        let error = try #require(StackFileFolder.error(reading: file))
        #expect(error.description == "\(file): family \"Inter\": face 1: weight \(String(repeating: "9", count: 59))… is outside 1–1000")
    }

    // MARK: - The stack file itself

    @Test func missingStackFile() throws {
        let folder = try StackFileFolder()
        let file = folder.path + "/nowhere/stack.json"
        let error = try #require(StackFileFolder.error(reading: file))
        #expect(error.description == "\(file): cannot read the font-stack file: No such file or directory")
        #expect(error.family == nil && error.familyNumber == nil)
    }

    @Test func folderInsteadOfStackFile() throws {
        let folder = try StackFileFolder()
        let error = try #require(StackFileFolder.error(reading: folder.path))
        #expect(error.description == "\(folder.path): cannot read the font-stack file: a folder, not a file")
    }

    @Test func fifoIsRefusedWithoutWaiting() throws {
        let folder = try StackFileFolder()
        let fifo = folder.path + "/stack.json"
        try #require(mkfifo(fifo, 0o600) == 0)
        let error = try #require(StackFileFolder.error(reading: fifo))
        #expect(error.description == "\(fifo): cannot read the font-stack file: not a regular file")
    }

    @Test func stackFileOverTheLimit() throws {
        let folder = try StackFileFolder()
        let padding = String(repeating: " ", count: FontStackDescription.largestFileSize)
        let file = try folder.stack(Self.inter(#"{"file": "A.ttf"}"#) + padding)
        let error = try #require(StackFileFolder.error(reading: file))
        #expect(error.description == "\(file): cannot read the font-stack file: larger than 1 MB")
    }

    /// As root too: the file is read without root's override of permissions,
    /// and it is the only file read.
    @Test func stackFileWithoutPermission() throws {
        let folder = try StackFileFolder()
        let file = try folder.stack(Self.inter(#"{"file": "A.ttf"}"#))
        try #require(chmod(file, 0) == 0)
        let error = try #require(withoutRootsFileAccess { StackFileFolder.error(reading: file) })
        #expect(error.description == "\(file): cannot read the font-stack file: Permission denied")
    }

    @Test func nulInTheStackPath() throws {
        let error = try #require(StackFileFolder.error(reading: "Fonts/stack.json\u{0}x"))
        #expect(error.description == "Fonts/stack.json\\u{0}x: cannot read the font-stack file: the path contains a NUL character")
    }

    // MARK: - Font files

    /// Reads a stack of "Noto Sans" (a bundled face) then "Inter" whose second
    /// face is `font`, and returns the message after "<file>: ".
    ///
    /// - Parameters:
    ///   - primary: the Noto Sans face's file.
    ///   - reading: how the stack file is read (as root, or without root's access).
    func messageForInterFace(_ font: String, in folder: StackFileFolder,
                             primary: String = StackFileFolder.bundledFonts + "/NotoSans-Regular.ttf",
                             reading: (() -> FontStackFileError?) -> FontStackFileError? = { $0() }) throws -> String {
        let json = #"{"families": [{"family": "Noto Sans", "faces": [{"file": "\#(primary)"}]}, "#
            + #"{"family": "Inter", "faces": [{"file": "A.ttf"}, {"file": "\#(font)", "weight": 700}]}]}"#
        let file = try folder.stack(json)
        let error = try #require(reading { StackFileFolder.error(reading: file) })
        #expect(error.family == "Inter" && error.familyNumber == 2 && error.faceNumber == 2)
        return String(error.description.dropFirst(file.count + 2))
    }

    @Test func missingFontFile() throws {
        let folder = try StackFileFolder()
        #expect(try messageForInterFace("Inter-Bold.otf", in: folder)
            == #"family "Inter": face 2: cannot read font file \#(folder.path)/Inter-Bold.otf: No such file or directory"#)
    }

    @Test func folderInsteadOfFontFile() throws {
        let folder = try StackFileFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Bold.ttf", withIntermediateDirectories: false)
        #expect(try messageForInterFace("Bold.ttf", in: folder)
            == #"family "Inter": face 2: cannot read font file \#(folder.path)/Bold.ttf: a folder, not a file"#)
    }

    @Test func deviceInsteadOfFontFile() throws {
        let folder = try StackFileFolder()
        #expect(try messageForInterFace("/dev/zero", in: folder)
            == #"family "Inter": face 2: cannot read font file /dev/zero: not a regular file"#)
    }

    /// As root too, without root's override of permissions: every other file
    /// the stack names is in a folder every user can enter, so only the
    /// blocked one is refused (skipped where the temporary folder is private).
    @Test func fontFileWithoutPermission() throws {
        let folder = try StackFileFolder(everyoneCanEnter: true)
        try #require(everyoneCanEnter(folder.path) || getuid() != 0, "a private temporary folder")
        let noto = try folder.write([UInt8](Data(contentsOf: URL(fileURLWithPath: StackFileFolder.bundledFonts + "/NotoSans-Regular.ttf"))),
                                    to: "NotoSans-Regular.ttf")
        let font = try folder.write(StackFileFolder.trueTypeTag, to: "Bold.ttf")
        try #require(chmod(font, 0) == 0)
        #expect(try messageForInterFace("Bold.ttf", in: folder, primary: noto, reading: { withoutRootsFileAccess($0) })
            == #"family "Inter": face 2: cannot read font file \#(font): Permission denied"#)
    }

    @Test(arguments: [
        ("hello, world", "it does not begin with an OpenType, TrueType or collection tag"),
        ("", "it is empty"),
        ("\u{0}\u{1}", "it is only 2 bytes long"),
        ("wOFF\u{0}\u{1}\u{0}\u{0}", "it is WOFF, which HarfBuzz cannot read; decompress it to a TTF or OTF"),
        ("wOF2", "it is WOFF, which HarfBuzz cannot read; decompress it to a TTF or OTF"),
        ("\u{0}\u{1}\u{0}", "it is only 3 bytes long"),
    ])
    func fileThatIsNotAFont(content: String, reason: String) throws {
        let folder = try StackFileFolder()
        let font = try folder.write(content, to: "Bold.ttf")
        #expect(try messageForInterFace("Bold.ttf", in: folder)
            == #"family "Inter": face 2: not a font file: \#(font): \#(reason)"#)
    }

    @Test func fontFileOverTheLoadersLimitIsRefusedUnread() throws {
        let folder = try StackFileFolder()
        let font = try folder.write(StackFileFolder.trueTypeTag, to: "Huge.ttf")
        // A sparse file: its size is past Font.largestFileSize, its blocks are not.
        try #require(truncate(font, off_t(Font.largestFileSize) + 1) == 0)
        #expect(try messageForInterFace("Huge.ttf", in: folder)
            == #"family "Inter": face 2: cannot read font file \#(font): larger than 256 MB"#)
    }
}
