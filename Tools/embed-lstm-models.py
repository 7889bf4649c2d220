#!/usr/bin/env python3
"""The LSTM models Firefox segments Burmese, Khmer, Lao and Thai with, as data Steady embeds.

    python3 Tools/embed-lstm-models.py --extract "$(dpkg -L firefox-esr | grep '/libxul.so$')"
    python3 Tools/embed-lstm-models.py

Firefox ESR 153 finds line breaks inside runs of these scripts with ICU4X's `LineSegmenter`
(`create_auto`), which runs one bidirectional LSTM per script over each run. Gecko compiles
ICU4X's data into libxul ("baked" data): the four models `Burmese_`, `Khmer_`, `Lao_` and
`Thai_codepoints_exclusive_model4_heavy`, ICU4X's published `SegmenterLstmAutoV1` data
(Unicode-3.0, BreakRules/firefox-lstm/LICENSE-Unicode-3.0.txt).

`--extract LIBXUL` reads them out of Firefox's libxul.so into
`BreakRules/firefox-lstm/<Script>.lstm`. Each model is an `LstmDataFloat32` value in
`.data.rel.ro`: a model-type tag, the dictionary (a `ZeroMap` of one-code-point UTF-8 keys to
u16 indices: pointer and length of the keys' `VarZeroVec`, of the values' `ZeroVec`), then nine
matrices, each a pointer, a length in floats, a capacity (0: borrowed) and up to three u16
dimensions: embedding (n + 1 × E), forward W (4 × H × E), U (4 × H × H), b (4 × H), backward
W, U, b, the output layer's weights (2 × 4 × H) and bias (4). The library uses RELR relocations,
so the pointers are stored as link-time addresses, which for `.rodata` are file offsets.

Without `--extract`, writes `Sources/CSteadyShims/steady_lstm_models.c` from those files:
each model's code points (in the order of their embedding rows) and its matrices as `float`
arrays in C hexadecimal notation (exact).

A `.lstm` file (little-endian): the magic `STLSTM1\\0`; u16 n (dictionary size), E, H and 0;
n u16 code points, row i of the embedding being code point i's (row n: any other); then the
nine matrices' floats in the order above.

Standard library only.
"""

import argparse
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "BreakRules" / "firefox-lstm"
OUT = ROOT / "Sources" / "CSteadyShims" / "steady_lstm_models.c"
SCRIPTS = ["Burmese", "Khmer", "Lao", "Thai"]
MAGIC = b"STLSTM1\0"
MATRICES = ["embedding", "fw_w", "fw_u", "fw_b", "bw_w", "bw_u", "bw_b", "time_w", "time_b"]
RANKS = [2, 3, 3, 2, 3, 3, 2, 3, 1]


def sections(elf):
    """Section name → (address, offset, size) of a 64-bit little-endian ELF file."""
    shoff = struct.unpack_from("<Q", elf, 0x28)[0]
    entsize, count, names = struct.unpack_from("<HHH", elf, 0x3A)
    rows = [struct.unpack_from("<IIQQQQ", elf, shoff + i * entsize) for i in range(count)]
    strtab = rows[names][4]
    out = {}
    for name, _, _, address, offset, size in rows:
        end = elf.index(b"\0", strtab + name)
        out[elf[strtab + name:end].decode()] = (address, offset, size)
    return out


def extract(libxul):
    elf = Path(libxul).read_bytes()
    secs = sections(elf)

    def offset_of(address):
        for start, offset, size in secs.values():
            if offset and start <= address < start + size:
                return address - start + offset
        raise ValueError("address %#x in no section" % address)

    start, offset, size = secs[".data.rel.ro"]
    data = elf[offset:offset + size]
    found = {}
    for i in range(0, len(data) - 8 * 44, 8):
        q = struct.unpack_from("<44Q", data, i)
        if q[0] != 1 << 63:
            continue
        keys, keys_length, values, n, cap, embedding, embedding_length, cap2, dims = q[1:10]
        if cap or cap2 or not 0 < n < 1000 or dims & 0xFFFF != n + 1:
            continue
        if embedding_length != (n + 1) * (dims >> 16 & 0xFFFF):
            continue
        ko = offset_of(keys)
        if struct.unpack_from("<H", elf, ko)[0] != n:
            continue
        starts = [0] + list(struct.unpack_from("<%dH" % (n - 1), elf, ko + 2))
        base = ko + 2 + 2 * (n - 1)
        ends = starts[1:] + [keys_length - 2 - 2 * (n - 1)]
        words = [elf[base + a:base + b].decode("utf-8") for a, b in zip(starts, ends)]
        indices = struct.unpack_from("<%dH" % n, elf, offset_of(values))
        if any(len(w) != 1 for w in words) or sorted(indices) != list(range(n)):
            continue
        code_points = [0] * n
        for word, index in zip(words, indices):
            code_points[index] = ord(word)
        matrices, p = [], 6
        for name, rank in zip(MATRICES, RANKS):
            pointer, length, capacity, packed = q[p:p + 4]
            p += 4
            shape = [packed >> (16 * k) & 0xFFFF for k in range(rank)]
            product = 1
            for d in shape:
                product *= d
            if capacity or product != length:
                raise ValueError("%s: unexpected %s %s (%d floats)" % (words[0], name, shape, length))
            matrices.append((shape, elf[offset_of(pointer):offset_of(pointer) + 4 * length]))
        script = script_of(code_points[0])
        e, h = matrices[0][0][1], matrices[2][0][1]
        expected = [[n + 1, e], [4, h, e], [4, h, h], [4, h], [4, h, e], [4, h, h], [4, h], [2, 4, h], [4]]
        if [m[0] for m in matrices] != expected:
            raise ValueError("%s: shapes %s" % (script, [m[0] for m in matrices]))
        found[script] = (code_points, e, h, matrices)
    if sorted(found) != SCRIPTS:
        raise SystemExit("found models for %s, not %s" % (sorted(found), SCRIPTS))
    DATA.mkdir(parents=True, exist_ok=True)
    for script in SCRIPTS:
        code_points, e, h, matrices = found[script]
        blob = MAGIC + struct.pack("<4H", len(code_points), e, h, 0)
        blob += struct.pack("<%dH" % len(code_points), *code_points)
        blob += b"".join(m[1] for m in matrices)
        (DATA / ("%s.lstm" % script)).write_bytes(blob)
        print("%s: %d code points, E %d, H %d, %d bytes" % (script, len(code_points), e, h, len(blob)))


def script_of(code_point):
    for script, low, high in [("Thai", 0x0E00, 0x0E7F), ("Lao", 0x0E80, 0x0EFF),
                              ("Burmese", 0x1000, 0x109F), ("Khmer", 0x1780, 0x17FF)]:
        if low <= code_point <= high:
            return script
    raise ValueError("U+%04X" % code_point)


def read(script):
    blob = (DATA / ("%s.lstm" % script)).read_bytes()
    if blob[:8] != MAGIC:
        raise SystemExit("%s.lstm: not a model file" % script)
    n, e, h, _ = struct.unpack_from("<4H", blob, 8)
    code_points = list(struct.unpack_from("<%dH" % n, blob, 16))
    p = 16 + 2 * n
    sizes = [(n + 1) * e, 4 * h * e, 4 * h * h, 4 * h, 4 * h * e, 4 * h * h, 4 * h, 8 * h, 4]
    floats = []
    for size in sizes:
        floats.append(struct.unpack_from("<%df" % size, blob, p))
        p += 4 * size
    if p != len(blob):
        raise SystemExit("%s.lstm: %d bytes, expected %d" % (script, len(blob), p))
    return code_points, e, h, floats


def embed():
    lines = [
        "/* Generated by Tools/embed-lstm-models.py from BreakRules/firefox-lstm/; do not edit. */",
        "/* ICU4X's LSTM segmentation models (SegmenterLstmAutoV1), as baked into Firefox ESR 153:",
        " * Unicode License v3 (BreakRules/firefox-lstm/LICENSE-Unicode-3.0.txt). */",
        '#include "steady_lstm_models.h"',
        "",
    ]
    entries = []
    for script in SCRIPTS:
        code_points, e, h, floats = read(script)
        lower = script.lower()
        lines.append("static const uint16_t %s_code_points[%d] = {" % (lower, len(code_points)))
        for i in range(0, len(code_points), 12):
            lines.append("    " + ", ".join("0x%04X" % c for c in code_points[i:i + 12]) + ",")
        lines.append("};")
        for name, values in zip(MATRICES, floats):
            lines.append("static const float %s_%s[%d] = {" % (lower, name, len(values)))
            for i in range(0, len(values), 6):
                lines.append("    " + ", ".join(float.hex(v) + "f" for v in values[i:i + 6]) + ",")
            lines.append("};")
        entries.append("    {\"%s_codepoints_exclusive_model4_heavy\", %d, %s_code_points, %d, %d,\n     %s},"
                       % (script, len(code_points), lower, e, h,
                          ", ".join("%s_%s" % (lower, name) for name in MATRICES)))
    lines.append("")
    lines.append("static const steady_lstm_model models[STEADY_LSTM_MODEL_COUNT] = {")
    lines.extend(entries)
    lines.append("};")
    lines.append("")
    lines.append("const steady_lstm_model *steady_lstm_model_at(int32_t index) {")
    lines.append("    return index >= 0 && index < STEADY_LSTM_MODEL_COUNT ? &models[index] : 0;")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("wrote %s" % OUT.relative_to(ROOT))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--extract", metavar="LIBXUL", help="first read the models out of Firefox's libxul.so")
    args = ap.parse_args(argv)
    if args.extract:
        extract(args.extract)
    embed()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
