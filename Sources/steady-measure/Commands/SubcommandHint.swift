/// The subcommand a mistyped first argument was probably meant to be:
/// `steady-measure serv` is not a file to measure but `serve` misspelt.
enum SubcommandHint {
    /// The subcommands, as ``SteadyMeasure`` knows them.
    static let commands = ["measure", "stream", "serve", "experiment", "help", "version"]

    /// The subcommand `argument` is one or two edits away from (a letter
    /// missing, added, changed or two swapped), or nil; a name that is a
    /// file is never a command, so callers ask only about arguments that
    /// name no file.
    static func command(resembling argument: String) -> String? {
        let typed = Array(argument.lowercased().utf8)
        guard typed.count >= 3, !argument.hasPrefix("-"), !argument.contains("/") else { return nil }
        return commands.first { distance(typed, Array($0.utf8)) <= (typed.count <= 4 ? 1 : 2) }
    }

    /// The optimal string alignment distance: insertions, deletions,
    /// substitutions and swaps of neighbours.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
