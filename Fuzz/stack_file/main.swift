// Fuzz target: the font-stack file reader. The bytes are the stack file,
// written to stack.json in a folder of its own, then read by
// FontStackDescription(contentsOfFile:). Whatever the bytes, reading must
// not trap, and must either give a description that keeps the format's
// rules or an error whose message is one line naming the file.
//
// The folder holds what seeds name by relative path: links to the bundled
// fonts, a font tag in A.ttf and sub/B.otf, and files that are not fonts
// (text.ttf, empty.ttf, short.ttf, woff.woff, the folder folder.ttf).
//
// Built by Fuzz/build.sh against SteadyJSON and SteadyText built as modules.
import Glibc
import SteadyText

/// What setUp made, removed again at exit (paths, folders last).
nonisolated(unsafe) var madeFiles: [String] = []
nonisolated(unsafe) var madeFolders: [String] = []

let folder: String = {
    var template = Array("/tmp/steady-fuzz-stack-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("mkdtemp: \(String(cString: strerror(errno)))") }
    let folder = String(cString: made)
    madeFolders.append(folder)
    func make(_ name: String, _ bytes: [UInt8]) {
        let path = folder + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(descriptor >= 0)
        precondition(bytes.isEmpty || write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        madeFiles.append(path)
    }
    var fonts = getenv("STEADY_FONTS").map { String(cString: $0) } ?? "Fonts"
    if !fonts.hasPrefix("/") {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        fonts = String(cString: getcwd(&buffer, buffer.count)) + "/" + fonts
    }
    for name in FontStack.fileNames {
        precondition(symlink(fonts + "/" + name, folder + "/" + name) == 0)
        madeFiles.append(folder + "/" + name)
    }
    mkdir(folder + "/sub", 0o700)
    mkdir(folder + "/folder.ttf", 0o700)
    make("A.ttf", [0, 1, 0, 0, 0, 0])
    make("sub/B.otf", Array("OTTO....".utf8))
    make("text.ttf", Array("not a font\n".utf8))
    make("empty.ttf", [])
    make("short.ttf", [0, 1])
    make("woff.woff", Array("wOFF\0\u{1}\0\0".utf8))
    madeFiles.append(folder + "/stack.json")
    madeFolders = [folder + "/sub", folder + "/folder.ttf"] + madeFolders
    atexit {
        for path in madeFiles { unlink(path) }
        for path in madeFolders { rmdir(path) }
    }
    return folder
}()
let stackFile = folder + "/stack.json"
/// STEADY_FUZZ_VERBOSE=1 prints each input's outcome, to see what a seed reaches.
let verbose = getenv("STEADY_FUZZ_VERBOSE") != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStackFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let descriptor = open(stackFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(descriptor >= 0)
    var written = 0
    while written < size {
        let count = write(descriptor, data + written, size - written)
        precondition(count > 0)
        written += count
    }
    close(descriptor)
    do {
        let stack = try FontStackDescription(contentsOfFile: stackFile)
        check(stack)
        if verbose { print("read: \(stack.families.map { "\($0.name) (\($0.faces.count))" })") }
    } catch {
        let message = error.description
        if verbose { print("refused: \(message)") }
        precondition(error.file == stackFile, "the error names another file")
        precondition(message.hasPrefix(stackFile + ": "), "the message does not start with the file")
        precondition(!message.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" },
                     "the message is not one line: \(message)")
        // Paths and names are quoted whole, escaped at most 7 bytes a byte; other text is shortened.
        precondition(message.utf8.count < 2 * stackFile.utf8.count + 16 * size + 500,
                     "the message is long: \(message.utf8.count) bytes")
    }
    return 0
}

/// The rules a description read from a file keeps, and matching on it.
func check(_ stack: FontStackDescription) {
    precondition(!stack.families.isEmpty, "no families")
    precondition(!stack.fallbackFamilies.isEmpty, "no fallback family")
    var names = Set<String>()
    for family in stack.families {
        precondition(!family.name.isEmpty, "an empty family name")
        precondition(names.insert(family.name.lowercased()).inserted, "two families of one name")
        precondition(stack.family(named: family.name.uppercased())?.name.lowercased() == family.name.lowercased(),
                     "family(named:) misses \(family.name)")
        precondition(!family.faces.isEmpty, "a family without faces")
        for face in family.faces {
            precondition(face.path.hasPrefix("/"), "a relative path: \(face.path)")
            precondition(FontFaceDescription.Weight.validRange.contains(face.weight.range.lowerBound)
                && FontFaceDescription.Weight.validRange.contains(face.weight.range.upperBound), "a weight outside 1-1000")
        }
        for weight in [1, 100, 399.75, 400, 450, 500, 599.75, 600, 700, 1000] as [Double] {
            for style in FontFaceDescription.Style.allCases {
                guard let match = family.matchFace(weight: weight, style: style) else { preconditionFailure("no match") }
                precondition(family.faces.indices.contains(match.faceIndex), "a face index out of range")
                let face = family.faces[match.faceIndex]
                precondition(face.weight.range.contains(match.variationWeight), "a variation outside the face's weights")
                precondition(!match.isSyntheticBold || weight >= 600, "bold synthesized below 600")
                precondition(!match.isSyntheticItalic || (style == .italic && face.style == .normal), "italic synthesized wrongly")
            }
        }
    }
}
