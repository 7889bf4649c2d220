#!/usr/bin/env python3
"""Render a chat-message corpus in headless Chromium and record what it did.

Input: a corpus JSONL ({"id", "category", "text"} per line) and a parameter set.
Output: one JSONL results file (one case per line) and <name>.meta.json beside it.
See README.md in this folder. Standard library only.
"""
import argparse
import concurrent.futures
import datetime
import hashlib
import html
import json
import math
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# CONTRACT.md: the bundled fonts in fallback order, as F0..F7.
FONT_FILES = [
    "NotoSans-Regular.ttf",
    "NotoSansArabic-Regular.ttf",
    "NotoSansHebrew-Regular.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoColorEmoji.ttf",
    "DroidSansFallbackFull.ttf",
    "NanumBarunGothic.ttf",
]

PRESETS = {
    # First golden test: a seeded ~30-case subset of the cross product per message.
    "basic": dict(widths=[160, 200, 240, 300, 360, 420], sizes=[14, 15, 17, 21, 28, 33],
                  line_heights=["normal", "r1.3x", "22.5"], white_space=["pre-wrap", "normal"],
                  core="latin-square", per_message=30),
    # Every-script suite: all widths x all sizes in normal/pre-wrap, plus seeded others.
    "full": dict(widths=[120, 180, 240, 300, 375, 480], sizes=[14, 17, 23, 33, 53],
                 line_heights=["normal", "r1.3x", "1.2x", "0.9x"], white_space=["pre-wrap", "normal"],
                 core="grid", per_message=40),
}

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                  "--hide-scrollbars", "--mute-audio", "--no-first-run", "--disable-extensions"]


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def resolve_line_height(token, size):
    """'normal'; 'rNx' = N*size rounded to whole px; 'Nx' = N*size to 0.01 px; or px."""
    if token == "normal":
        return "normal"
    if token.startswith("r") and token.endswith("x"):
        v = math.floor(float(token[1:-1]) * size + 0.5)
    elif token.endswith("x"):
        v = math.floor(float(token[:-1]) * size * 100 + 0.5) / 100
    else:
        v = float(token)
    if not (v > 0 and math.isfinite(v)):
        raise ValueError("bad line height %r" % token)
    return int(v) if v == int(v) else v


def parse_list(text, conv):
    return [conv(x.strip()) for x in text.split(",") if x.strip()]


def num(x):
    v = float(x)
    if not (v > 0 and math.isfinite(v)):
        raise ValueError("not a positive finite number: %r" % x)
    return int(v) if v == int(v) else v


def select_cases(msg_id, params, seed):
    """Deterministic list of (wi, si, li, wsi) index tuples for one message."""
    W, S, L, WS = (len(params["widths"]), len(params["sizes"]),
                   len(params["line_heights"]), len(params["white_space"]))
    allc = [(w, s, l, ws) for w in range(W) for s in range(S) for l in range(L) for ws in range(WS)]
    target = params.get("per_message")
    if not target or target >= len(allc):
        return allc
    rng = random.Random(hashlib.sha256(("%s\0%s" % (seed, msg_id)).encode()).hexdigest())
    chosen = set()
    normal = params["line_heights"].index("normal") if "normal" in params["line_heights"] else 0
    core = params.get("core")
    if core == "grid":
        # every width x every size, line-height normal, first white-space mode (pre-wrap)
        chosen.update((w, s, normal, 0) for w in range(W) for s in range(S))
    elif core == "latin-square":
        # every width once with a rotating size, in every white-space mode, line-height normal
        off = rng.randrange(S)
        chosen.update((w, (w + off) % S, normal, ws) for w in range(W) for ws in range(WS))
        # and every fixed line height with every width once
        for l in range(L):
            if l != normal:
                off = rng.randrange(S)
                chosen.update((w, (w + off) % S, l, rng.randrange(WS)) for w in range(W))
    rest = [c for c in allc if c not in chosen]
    rng.shuffle(rest)
    chosen.update(rest[:max(0, target - len(chosen))])
    return sorted(chosen)


def fontconfig_file(tmp, fonts_dir):
    # Chromium falls back to any font fontconfig knows for characters that F0..F7 lack.
    # This config lists only the eight bundled fonts, so the only "system" fonts are
    # the same eight files. It keeps /etc/fonts/conf.d for the rendering settings
    # (hinting, antialiasing): without them Chromium uses integer glyph advances.
    # (A config with no font at all made Chromium's web-font loads fail at random.)
    path = Path(tmp) / "fonts.conf"
    path.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        "<fontconfig>\n  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n"
        '  <include ignore_missing="yes">/etc/fonts/conf.d</include>\n</fontconfig>\n'
        % (html.escape(str(fonts_dir)), html.escape(str(Path(tmp) / "fc-cache"))))
    return path


def page_html(fonts_dir, texts, cases):
    faces = "\n".join(
        '@font-face { font-family: F%d; src: url("%s"); }' % (i, (Path(fonts_dir) / f).as_uri())
        for i, f in enumerate(FONT_FILES))
    data = json.dumps({"texts": texts, "cases": cases}, ensure_ascii=True,
                      separators=(",", ":")).replace("</", "<\\/")
    script = (HERE / "page.js").read_text()
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n<style>\n%s\n'
            "html, body { margin: 0; padding: 0; }\n</style></head><body>\n"
            '<div id="host"></div><pre id="out">pending</pre>\n'
            '<script type="application/json" id="data">%s</script>\n<script>%s</script>\n'
            "</body></html>\n" % (faces, data, script))


def run_page(chromium, tmp, idx, fonts_dir, fc_conf, texts, cases, timeout):
    page = Path(tmp) / ("page%04d.html" % idx)
    page.write_text(page_html(fonts_dir, texts, cases), encoding="utf-8")
    profile = Path(tmp) / ("profile%04d" % idx)
    cmd = [chromium] + CHROMIUM_FLAGS + ["--user-data-dir=%s" % profile, "--dump-dom", page.as_uri()]
    env = dict(os.environ, FONTCONFIG_FILE=str(fc_conf))
    last = None
    for attempt in range(3):
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           timeout=timeout)
        m = re.search(r'<pre id="out">(.*?)</pre>', p.stdout.decode("utf-8", "replace"), re.S)
        if m:
            res = json.loads(html.unescape(m.group(1))) if m.group(1) != "pending" else {"error": "pending"}
            if "rows" in res and len(res["rows"]) == len(cases):
                page.unlink()
                return res["rows"]
            last = res.get("error", "row count")
        else:
            last = "no output (exit %d)" % p.returncode
        print("page %d attempt %d failed: %s" % (idx, attempt + 1, last), file=sys.stderr)
    raise RuntimeError("page %d failed: %s" % (idx, last))


def fixed_lines(height, lh):
    unit = round(lh * 64) / 64  # Chromium keeps a fixed line height in 1/64 px
    return height / unit


def build_record(msg, text, w, s, lh, ws, row):
    rec = {"id": msg["id"], "width": w, "size": s, "lineHeight": lh, "whiteSpace": ws}
    h, ph, P = row["h"], row["ph"], row["P"]
    flags = []
    if text == "" or h == 0:
        lines, starts = 0, []
        if ph != 0:
            flags.append("probe-height %s for an empty box" % ph)
    else:
        starts = row["s"]
        lines = len(starts)
        if row["ps"] != starts:
            flags.append("probe lineStarts %s" % row["ps"])
    for key in ("n1", "n2"):
        if key in row:
            flags.append("%s %s" % ("scan" if key == "n1" else "probe-scan", " ".join(row[key])))
    plines = ph / P
    if plines != lines:
        flags.append("probe lines %s" % plines)
    if lh != "normal":
        fl = fixed_lines(h, lh)
        if abs(fl - lines) > 1e-6:
            flags.append("height/lineHeight %.4f" % fl)
    rec.update(lines=lines, height=h, lineStarts=starts)
    if flags:
        rec["flags"] = flags
    return rec


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", help="corpus JSONL: {id, category, text} per line")
    ap.add_argument("-o", "--out", required=True, help="results JSONL (meta goes to <name>.meta.json)")
    ap.add_argument("--preset", choices=sorted(PRESETS), help="named parameter set")
    ap.add_argument("--widths", help="comma-separated px")
    ap.add_argument("--sizes", help="comma-separated px")
    ap.add_argument("--line-heights", help="comma-separated: normal, px, Nx (N*size), rNx (rounded)")
    ap.add_argument("--white-space", help="comma-separated: pre-wrap, normal")
    ap.add_argument("--per-message", type=int,
                    help="cases per message (seeded subset); 0 = full cross product")
    ap.add_argument("--seed", default="1", help="seed of the per-message subsets (default 1)")
    ap.add_argument("--fonts", default=str(REPO / "Fonts"), help="font folder (default: repo Fonts/)")
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("--jobs", type=int, default=2, help="parallel Chromium processes")
    ap.add_argument("--batch", type=int, default=3000, help="cases per page")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per page")
    args = ap.parse_args(argv)

    params = dict(PRESETS[args.preset]) if args.preset else dict(
        widths=[300], sizes=[17], line_heights=["normal"], white_space=["pre-wrap"], per_message=0)
    if args.widths:
        params["widths"] = parse_list(args.widths, num)
    if args.sizes:
        params["sizes"] = parse_list(args.sizes, num)
    if args.line_heights:
        params["line_heights"] = parse_list(args.line_heights, str)
    if args.white_space:
        params["white_space"] = parse_list(args.white_space, str)
    if args.per_message is not None:
        params["per_message"] = args.per_message
    for m in params["white_space"]:
        if m not in ("pre-wrap", "normal"):
            ap.error("white-space must be pre-wrap or normal")
    for t in params["line_heights"]:
        resolve_line_height(t, 17)
    params["seed"] = args.seed

    fonts_dir = Path(args.fonts).resolve()
    for f in FONT_FILES:
        if not (fonts_dir / f).is_file():
            ap.error("missing font %s" % (fonts_dir / f))

    msgs = []
    with open(args.corpus, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                m = json.loads(line)
                if not isinstance(m.get("text"), str) or "id" not in m:
                    ap.error("corpus line %d: needs id and text" % n)
                msgs.append(m)

    texts, text_index, cases, meta_cases = [], {}, [], []
    for m in msgs:
        t = m["text"]
        if t not in text_index:
            text_index[t] = len(texts)
            texts.append(t)
        for wi, si, li, wsi in select_cases(m["id"], params, args.seed):
            w, s = params["widths"][wi], params["sizes"][si]
            lh = resolve_line_height(params["line_heights"][li], s)
            ws = params["white_space"][wsi]
            cases.append((m, text_index[t], w, s, lh, ws))

    batches = [cases[i:i + args.batch] for i in range(0, len(cases), args.batch)]
    print("%d messages, %d cases, %d pages" % (len(msgs), len(cases), len(batches)), file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="chromium-goldens-") as tmp:
        fc_conf = fontconfig_file(tmp, fonts_dir)

        def job(i):
            b = batches[i]
            used = sorted({c[1] for c in b})
            local = {ti: k for k, ti in enumerate(used)}
            rows = run_page(args.chromium, tmp, i, fonts_dir, fc_conf, [texts[ti] for ti in used],
                            [[local[c[1]], c[2], c[3], c[4], c[5]] for c in b], args.timeout)
            print("page %d/%d done" % (i + 1, len(batches)), file=sys.stderr)
            return rows

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            all_rows = [r for rows in ex.map(job, range(len(batches))) for r in rows]

    out = Path(args.out)
    flagged = 0
    with open(out, "w", encoding="utf-8") as f:
        for (m, ti, w, s, lh, ws), row in zip(cases, all_rows):
            rec = build_record(m, texts[ti], w, s, lh, ws, row)
            flagged += "flags" in rec
            f.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")

    version = subprocess.run([args.chromium, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL).stdout.decode().strip()
    meta = {
        "generator": "Tools/chromium-goldens/render.py",
        "command": "python3 " + " ".join(shlex.quote(a) for a in [os.path.relpath(__file__, os.getcwd())] + argv),
        "chromiumCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", args.chromium] + CHROMIUM_FLAGS
                                    + ["--user-data-dir=<tmp>/profileN", "--dump-dom", "file://<tmp>/pageN.html"]),
        "fontconfig": "only <fonts>/ as font dir, plus /etc/fonts/conf.d for rendering settings",
        "chromiumVersion": version,
        "date": datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat(),
        "fontsManifestSha256": sha256_file(fonts_dir / "MANIFEST.tsv"),
        "corpus": os.path.relpath(args.corpus, REPO) if Path(args.corpus).resolve().is_relative_to(REPO) else args.corpus,
        "corpusSha256": sha256_file(args.corpus),
        "parameters": {"preset": args.preset, **params},
        "messages": len(msgs),
        "cases": len(cases),
        "flagged": flagged,
        "pages": len(batches),
        "casesPerPage": args.batch,
    }
    meta_path = out.with_name(re.sub(r"\.jsonl$", "", out.name) + ".meta.json")
    meta_path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print("wrote %s (%d cases, %d flagged) and %s" % (out, len(cases), flagged, meta_path), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
