/// Script runs for shaping: the script each UTF-16 code unit is shaped in.
enum ScriptRuns {
    /// Resolves a script per code unit within each item: characters of the
    /// Common and Inherited scripts (spaces, digits, punctuation, marks, emoji)
    /// join the run they are in, or the run that follows when they open an
    /// item; an item of only such characters is Common.
    ///
    /// - Parameters:
    ///   - text: the processed text.
    ///   - itemStarts: whether a new item starts at each offset.
    static func resolve(_ text: UnsafeBufferPointer<UInt16>, itemStarts: [Bool]) -> [Int32] {
        let n = text.count
        var scripts = [Int32](repeating: ScriptCode.common, count: n)
        let table = CharacterPropertyTable.basicMultilingualPlane
        var current: Int32? = nil
        var unresolvedFrom = 0
        var i = 0
        while i < n {
            if itemStarts[i] {
                current = nil
                unresolvedFrom = i
            }
            let (scalar, length) = text.scalar(at: i, end: n)
            let script = scalar < 0x10000 ? table[Int(scalar)].script : CharacterProperties(scalar).script
            let isNeutral = script == ScriptCode.common || script == ScriptCode.inherited
                || script == ScriptCode.unknown
            if !isNeutral && current == nil {
                current = script
                for k in unresolvedFrom..<i { scripts[k] = script }
            } else if !isNeutral {
                current = script
            }
            let resolved = current ?? ScriptCode.common
            for k in i..<(i + length) { scripts[k] = resolved }
            i += length
        }
        return scripts
    }
}
