import Glibc
import SteadyText

/// Where steady-measure finds its fonts, first match wins:
///
/// 1. `--fonts PATH`;
/// 2. the `STEADY_FONTS` environment variable;
/// 3. `share/steady/Fonts` beside the binary's `bin/` folder (`make install`);
/// 4. the `Fonts/` of the checkout the binary was built from.
///
/// A path is a font folder (its `stack.json`, or the eight bundled files)
/// or a font-stack file (Docs/steady-measure.md, "Font-stack files"): see
/// ``isStackFile(_:)``. An installed binary finds its own fonts wherever it
/// is run from, and keeps working after the checkout is gone.
enum FontLocation {
    /// The environment variable that names a font folder or stack file.
    static let environmentVariable = "STEADY_FONTS"

    /// A loaded stack and where it came from.
    struct Loaded {
        let stack: FontStack
        /// The font folder it was loaded from; nil for a stack file.
        let folder: String?

        /// What the service serves at `/fonts/`: the folder, or the stack file's fonts.
        var servedFonts: StaticFiles.Fonts {
            folder.map { .folder($0, stackJSON: StaticFiles.StackFiles(stack).stackJSON) }
                ?? .stack(StaticFiles.StackFiles(stack))
        }
    }

    /// Loads the stack from the first place that applies.
    ///
    /// - Parameter option: the `--fonts` value, if given.
    /// - Throws: ``UsageError`` naming the source and why its fonts cannot be
    ///   used; for a stack file, its one line names the file, the family and
    ///   the problem.
    static func load(option: String?) throws(UsageError) -> Loaded {
        let (path, source) = find(option: option)
        if isStackFile(path) {
            do {
                return Loaded(stack: try FontStack(contentsOfFile: path), folder: nil)
            } catch {
                throw UsageError("\(source): \(error)")
            }
        }
        do {
            if path == FontStack.bundledDirectory { return Loaded(stack: try FontStack.bundled(), folder: path) }
            return Loaded(stack: try FontStack(directory: path), folder: path)
        } catch {
            // The stack file's own message names the file, the family and the problem.
            if case .stackFile = error { throw UsageError("\(source): \(error)") }
            throw UsageError("\(source): \(error) (a font folder holds \(FontStack.stackFileName), or "
                + "\(FontStack.fileNames.joined(separator: ", ")))")
        }
    }

    /// Whether `path` is read as a font-stack file rather than a font folder:
    /// when it names something that is not a folder, or nothing at all but
    /// ends in `.json` (so that a missing folder is reported by the file it
    /// lacks, and a missing stack file as a missing stack file).
    static func isStackFile(_ path: String) -> Bool {
        var status = stat()
        if stat(path, &status) == 0 { return (status.st_mode & S_IFMT) != S_IFDIR }
        return path.hasSuffix(".json")
    }

    /// The folder to load and how it was chosen, for messages.
    static func find(option: String?) -> (directory: String, source: String) {
        if let option { return (option, "--fonts") }
        if let value = getenv(environmentVariable), value.pointee != 0 {
            return (String(cString: value), environmentVariable)
        }
        if let installed = BundledFiles.installedFontDirectory, BundledFiles.isDirectory(installed) {
            return (installed, "installed fonts")
        }
        return (FontStack.bundledDirectory, "bundled fonts")
    }
}
