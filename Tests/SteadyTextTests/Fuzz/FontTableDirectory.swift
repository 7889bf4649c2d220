/// Where an OpenType (sfnt) font's tables are, read from its table directory:
/// the places a fuzzer truncates at and mutates in.
///
/// The directory is a 12-byte header (version, `numTables`, three search
/// fields) and then 16 bytes a table: tag, checksum, offset, length
/// (OpenType spec, "Table directory"). Big-endian throughout.
struct FontTableDirectory {
    /// One table's record.
    struct Table {
        /// The four-character tag: `head`, `cmap`, `CFF `, …
        var tag: String
        /// Where the table starts, in bytes from the file's start.
        var offset: Int
        /// The table's length in bytes.
        var length: Int
    }

    /// The tables in directory order (which is tag order, not file order).
    let tables: [Table]

    /// The directory's own length: the header and every record.
    let length: Int

    /// Reads the directory of `bytes`; nil when it is not a whole sfnt
    /// directory (a collection, or cut short).
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 12 else { return nil }
        let count = Self.uint16(bytes, at: 4)
        length = 12 + 16 * count
        guard bytes.count >= length else { return nil }
        tables = (0..<count).map { index in
            let record = 12 + 16 * index
            return Table(tag: String(decoding: bytes[record..<record + 4], as: UTF8.self),
                         offset: Self.uint32(bytes, at: record + 8), length: Self.uint32(bytes, at: record + 12))
        }
    }

    /// The table tagged `tag`, if the font has one.
    func table(_ tag: String) -> Table? { tables.first { $0.tag == tag } }

    /// Every length at which a file's structure changes: the header's end,
    /// each record's start and end, each table's start and end; sorted, once each.
    var boundaries: [Int] {
        var ends: Set<Int> = [12]
        for index in tables.indices { ends.insert(12 + 16 * index); ends.insert(12 + 16 * (index + 1)) }
        for table in tables { ends.insert(table.offset); ends.insert(table.offset + table.length) }
        return ends.sorted()
    }

    static func uint16(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        uint16(bytes, at: offset) << 16 | uint16(bytes, at: offset + 2)
    }
}
