import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText
import SteadyJSON
import SteadyTestSupport

/// Font-stack files mutated every way a file can go wrong: each is either
/// read to a description (a fallback family, faces, absolute paths) or
/// refused with a ``FontStackFileError`` whose one-line message names the
/// file; nothing traps, hangs or reads without bound. Some of those read are
/// loaded as stacks too, and then lay a text out.
///
/// The seeds are the bundled `Fonts/stack.json` and the test stacks of
/// Goldens/stacks/, copied four folders deep into a folder laid out so that
/// their paths still resolve (`../../../../Fonts/` and the bundled names
/// beside the copy), beside a FIFO, a folder, a link loop and files that are
/// not fonts for mutated paths to name.
@Suite struct StackFileFuzzTests {
    static let goldenStacks = ChromiumGoldens.directory.appendingPathComponent("stacks").path
    static let seeds = [FontStack.bundledDirectory + "/stack.json", goldenStacks + "/dejavu.json",
                        goldenStacks + "/inter.json", goldenStacks + "/roboto.json"]

    /// A folder where every seed's paths resolve, and the things a mutated path may name.
    final class Playground: Sendable {
        let root: StackFileFolder
        /// Four folders down: where the stack files go.
        let folder: String
        var stackFile: String { folder + "/stack.json" }

        init() throws {
            root = try StackFileFolder()
            folder = root.path + "/a/b/c/d"
            let manager = FileManager.default
            try manager.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: root.path + "/Fonts", withDestinationPath: FontStack.bundledDirectory)
            for name in try manager.contentsOfDirectory(atPath: FontStack.bundledDirectory) where name != "stack.json" {
                try manager.createSymbolicLink(atPath: folder + "/" + name,
                                               withDestinationPath: FontStack.bundledDirectory + "/" + name)
            }
            try #require(mkfifo(folder + "/fifo", 0o600) == 0)
            try manager.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: folder + "/loop")
            try manager.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/nowhere")
            try root.write("not a font at all", to: "a/b/c/d/notes.txt")
            try root.write([UInt8](), to: "a/b/c/d/empty.ttf")
            try root.write([0, 1], to: "a/b/c/d/tiny.ttf")
            try root.write(Array("wOFF\0\0\0\0".utf8), to: "a/b/c/d/woff.ttf")
        }
    }

    /// Paths for a face's `"file"`: devices, folders, a FIFO, links that lead
    /// nowhere, files that are not fonts, names too long or with a NUL.
    static let hostilePaths = [
        "/dev/zero", "/dev/null", "/dev/urandom", "/dev/full", "/proc/self/mem", "/proc/self/pagemap",
        "/proc/self/environ", "/proc/self/fd/0", "/", ".", "..", "dir", "dir/", "fifo", "loop", "dangling",
        "notes.txt", "empty.ttf", "tiny.ttf", "woff.ttf", "missing.ttf", "../../../../Fonts",
        "../../../../Fonts/NotoSans-Regular.ttf", "NotoSans-Regular.ttf/", "/nonexistent/font.ttf",
        String(repeating: "a", count: 5_000) + ".ttf", String(repeating: "../", count: 2_000) + "etc/passwd",
        "\u{0}", "a\u{0}.ttf", "字体.ttf", "\n.ttf", "NotoSans-Regular.ttf\u{2028}", " NotoSans-Regular.ttf",
    ]

    /// JSON text to put in a value's place: every other type, and numbers at
    /// and past the edges of weights and of what a `Double` holds.
    static let wrongValues = [
        "null", "true", "false", "0", "-1", #""""#, #""x""#, "[]", "{}", "[[]]", "[{}]", #"{"file": "x"}"#,
        "1e999", "-1e999", "1e-999", "123456789012345678901234567890", "400.0000000000000001", "1000.0000000000001",
        "999.99999999999999999", "0.0000001", "-0", "1E3", "1000", "1", String(repeating: "9", count: 10_000),
        "4" + String(repeating: "0", count: 400), "[1, 1000]", "[1000, 1]", "[400, 400]", "[1e999, 1e999]",
        #""normal""#, #""italic""#, #""oblique""#,
    ]

    /// Names for families and unknown fields: empty, controls, very long,
    /// quotes, and names that equal others but for case.
    static let names = ["", " ", "\u{0}", "a\nb", "\u{2028}", String(repeating: "x", count: 10_000), "\"\\",
                        "🙂", "NOTO SANS", "noto sans", "families", "Family", "FILE", "weight "]

    /// Pieces of JSON and of broken JSON to insert anywhere.
    static let tokens = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\\"", "\\u", "\\u0000", "\\uD800", "\\uDC00\\uD800", "true", "false",
        "null", "0", "-", "1e", "01", ".5", "NaN", "Infinity", "//", "/*", " ", "\t", "\n", "\r\n", "\u{FEFF}", ",]",
        ",}", "{}", "[]", #""families""#, #""faces""#, #""file""#, #""weight""#, #""style""#, #""fallback""#,
        #""family""#, #""file": "/dev/zero""#,
    ].map { Array($0.utf8) }

    /// Bytes that are not UTF-8, and NULs.
    static let badBytes: [[UInt8]] = [
        [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF5], [0xFE], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x00], [0x00, 0x00], [0xEF, 0xBB, 0xBF],
    ]

    @Test func mutatedStackFilesReadOrAreRefusedOnOneLine() async throws {
        let playground = try Playground()
        let seeds = try Self.seeds.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) }
        let outcome = await FuzzRun.run { run in
            var reads = 0
            func check(_ name: String, _ bytes: [UInt8]) {
                run.start(name)
                guard FontFileFuzzTests.writeNewFile(bytes, at: playground.stackFile) else {
                    return run.fail("cannot write \(playground.stackFile)")
                }
                if Self.checkReading(playground.stackFile, run: run) {
                    reads += 1
                    // Loading maps every font and reads its tables: one read in 10 is loaded.
                    if reads % 10 == 1 { Self.checkLoading(playground.stackFile, run: run) }
                }
            }
            // The seeds as they are, in this folder: they read, and they load.
            for (index, seed) in seeds.enumerated() {
                run.start("seed \(index)")
                FontFileFuzzTests.writeNewFile(seed, at: playground.stackFile) ? () : run.fail("cannot write")
                if !Self.checkReading(playground.stackFile, run: run) { run.fail("the seed does not read") }
                Self.checkLoading(playground.stackFile, run: run, mustLoad: true)
            }
            // A small file cut at every length.
            let small = seeds[1]
            for length in 0..<small.count { check("dejavu.json cut to \(length) bytes", Array(small.prefix(length))) }
            // Each hostile path as the first face's file.
            let splices = seeds.map { JSONSplices(try! JSONParser.parse($0)) }
            let dejavuFile = splices[1].values.first { $0.key == "file" }!.range
            for path in Self.hostilePaths {
                check("dejavu.json with the file \(path.debugDescription.prefix(40))",
                      splices[1].replacing(dejavuFile, with: Self.jsonString(path)))
            }
            // The stack file's own path: what cannot be a stack file, and what is not there.
            let folder = playground.folder
            for path in [folder, folder + "/fifo", "/dev/zero", "/dev/null", "/dev/urandom", folder + "/missing.json",
                         folder + "/dangling", folder + "/loop", "", "stack\u{0}.json", String(repeating: "x", count: 5_000),
                         "/proc/self/mem", "/proc/self/pagemap", "/proc/self/environ", "/", folder + "/notes.txt"] {
                run.start("the stack file \(path.debugDescription.prefix(40))")
                if Self.checkReading(path, run: run) { run.fail("reads as a stack file") }
            }
            var random = SplitMix64(seed: FuzzRun.seed)
            for _ in 0..<1_000 * FuzzRun.rounds {
                for (index, seed) in seeds.enumerated() {
                    var bytes = seed
                    var edits: [String] = []
                    for _ in 0..<Int.random(in: 1...3, using: &random) {
                        edits.append(Self.mutateBytes(&bytes, using: &random))
                    }
                    check("seed \(index), \(edits.joined(separator: ", "))", bytes)
                    var (structured, edit) = Self.mutateStructure(splices[index], using: &random)
                    if random.chance(30) { edit += ", " + Self.mutateBytes(&structured, using: &random) }
                    check("seed \(index), \(edit)", structured)
                }
            }
        }
        print("fuzz stack files: \(outcome.summary)")
        #expect(outcome.finished, "no answer from \(outcome.lastCase)")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.count) problems: \(outcome.problems.prefix(5))")
    }

    /// `text` as a JSON string.
    static func jsonString(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        JSONWriter.appendString(text, to: &bytes)
        return bytes
    }

    /// One random byte-level change to `bytes`; returns what it did.
    static func mutateBytes(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where at < bytes.count:
            bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            return "bit flipped at \(at)"
        case 1 where at < bytes.count:
            bytes[at] = UInt8.random(in: 0...255, using: &random)
            return "byte \(bytes[at]) at \(at)"
        case 2 where at < bytes.count:
            let count = Int.random(in: 1...min(64, bytes.count - at), using: &random)
            bytes.removeSubrange(at..<at + count)
            return "\(count) bytes deleted at \(at)"
        case 3:
            let token = tokens.randomElement(using: &random)!
            bytes.insert(contentsOf: token, at: at)
            return "\(String(decoding: token, as: UTF8.self).debugDescription) inserted at \(at)"
        case 4:
            let bad = badBytes.randomElement(using: &random)!
            bytes.insert(contentsOf: bad, at: at)
            return "bytes \(bad) inserted at \(at)"
        default:
            let start = Int.random(in: 0...bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...80, using: &random))
            bytes.insert(contentsOf: bytes[start..<end], at: at)
            return "bytes \(start)..<\(end) repeated at \(at)"
        }
    }

    /// One random change to the structure of `splices`' text; returns the
    /// new text and what it did.
    static func mutateStructure(_ splices: JSONSplices, using random: inout SplitMix64) -> ([UInt8], String) {
        let value = splices.values.randomElement(using: &random)!
        let member = splices.members.randomElement(using: &random)!
        let object = splices.objects.randomElement(using: &random)!
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            let copy = Array(splices.bytes[member])
            return (splices.replacing(member.upperBound..<member.upperBound, with: Array(", ".utf8) + copy),
                    "member at \(member.lowerBound) repeated")
        case 1:
            let end = member.upperBound < splices.bytes.count && splices.bytes[member.upperBound] == UInt8(ascii: ",")
                ? member.upperBound + 2 : member.upperBound
            return (splices.replacing(member.lowerBound..<end, with: []), "member at \(member.lowerBound) deleted")
        case 2:
            let replacement = wrongValues.randomElement(using: &random)!
            return (splices.replacing(value.range, with: Array(replacement.utf8)),
                    "value at \(value.range.lowerBound) replaced by \(replacement.prefix(40))")
        case 3:
            let depth = [31, 32, 33, 300, 100_000].randomElement(using: &random)!
            let (open, close) = random.chance(50) ? ("[", "]") : (#"{"a": "#, "}")
            let wrapped = Array(String(repeating: open, count: depth).utf8) + splices.bytes[value.range]
                + Array(String(repeating: close, count: depth).utf8)
            return (splices.replacing(value.range, with: wrapped),
                    "value at \(value.range.lowerBound) nested \(depth) deep")
        case 4:
            let files = splices.values.filter { $0.key == "file" }
            let file = files.randomElement(using: &random)!
            let path = hostilePaths.randomElement(using: &random)!
            return (splices.replacing(file.range, with: jsonString(path)),
                    "file at \(file.range.lowerBound) is \(path.debugDescription.prefix(40))")
        case 5:
            let names = splices.values.filter { $0.key == "family" }
            let name = names.randomElement(using: &random)!
            let replacement = self.names.randomElement(using: &random)!
            return (splices.replacing(name.range, with: jsonString(replacement)),
                    "family at \(name.range.lowerBound) named \(replacement.debugDescription.prefix(40))")
        case 6:
            let key = self.names.randomElement(using: &random)!
            let field = jsonString(key) + Array(": 1, ".utf8)
            let at = object.lowerBound + 1
            return (splices.replacing(at..<at, with: field), "field \(key.debugDescription.prefix(40)) added at \(at)")
        default:
            let arrays = splices.values.filter { if case .array = $0.value { true } else { false } }
            let array = arrays.randomElement(using: &random)!
            return (splices.replacing(array.range, with: Array("[]".utf8)), "array at \(array.range.lowerBound) emptied")
        }
    }

    /// Reads the stack file at `path` and checks what comes back; true when it reads.
    static func checkReading(_ path: String, run: FuzzRun) -> Bool {
        do {
            let description = try FontStackDescription(contentsOfFile: path)
            if !description.families.contains(where: \.isFallback) { run.fail("read without a fallback family") }
            if description.families.contains(where: \.faces.isEmpty) { run.fail("read a family without faces") }
            if let face = description.families.flatMap(\.faces).first(where: { !$0.path.hasPrefix("/") }) {
                run.fail("read a relative path \(face.path)")
            }
            run.note("reads: \(description.families.count) families")
            return true
        } catch {
            checkError(error, file: path, run: run)
            return false
        }
    }

    /// Loads the stack file at `path` and lays a text out with it.
    static func checkLoading(_ path: String, run: FuzzRun, mustLoad: Bool = false) {
        do {
            let fonts = try FontStack(contentsOfFile: path, shapeCacheCapacity: 1_000, cacheCodeUnitCapacity: 20_000)
            let layout = PreparedText("Hello مرحبا 👋 你好", fonts: fonts).layout(width: 100, fontSize: 17, lineHeight: .normal)
            if !layout.height.isFinite || layout.height < 0 || layout.lineCount < 1 { run.fail("laid out as \(layout)") }
            run.note("loads: \(fonts.fonts.count) fallback fonts, \(layout)")
        } catch {
            if mustLoad { run.fail("does not load: \(error)") }
            checkError(error, file: path, run: run)
        }
    }

    /// An error names the file first and is one line.
    static func checkError(_ error: FontStackFileError, file: String, run: FuzzRun) {
        let line = error.description
        run.note(String(line.prefix(300)))
        if error.file != file { run.fail("the error names \(error.file.prefix(60)), not the file") }
        if !line.hasPrefix(FontStackFileError.escaped(file) + ": ") { run.fail("the message does not start with the file: \(line.prefix(200))") }
        let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
        if line.unicodeScalars.contains(where: { breaks.contains($0.value) }) { run.fail("the message is not one line: \(line.prefix(200))") }
        if error.family != nil && error.familyNumber == nil { run.fail("a family without its number: \(line.prefix(200))") }
    }
}
