#!/usr/bin/env python3
"""Render a chat-message corpus in WebKitGTK and record what it did.

The pages are Tools/chromium-goldens/render.py's: the same @font-face rules from a stack file,
the same corpus and case selection, the same measuring script (page.js), the same result
records. They are served, as by Tools/firefox-goldens/render_firefox.py (whose server this
script reuses), by a small local HTTP server, and each page POSTs page.js's report back to it.
Each page is loaded by a fresh WebKitGTK web view (webview.py, PyGObject) on a private Xvfb.

    python3 Tools/webkit-goldens/render_webkit.py CORPUS --preset basic --stack Fonts/stack.json \\
        --dpr 1 --first 300 -o OUT.webkit.jsonl

Output: one JSONL results file (one case per line, render.py's format) and <name>.meta.json
beside it. See README.md in this folder. Standard library only; webview.py needs python3-gi.
"""
import argparse
import datetime
import json
import math
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "Tools" / "chromium-goldens"))
sys.path.insert(0, str(REPO / "Tools" / "firefox-goldens"))
import render  # noqa: E402  (stack, corpus, case selection, fontconfig, page and record helpers)
import render_firefox as ff  # noqa: E402  (the local server: pages, fonts, POSTed reports)

WEBVIEW = HERE / "webview.py"


# WebKit keeps a fixed line height in whole CSS px, cut down: 22.5px gives lines 22 px tall (at
# ratio 1; every 22.5 case of the basic run), not render.py's 1/64 device px.
def webkit_fixed_unit(lh, dpr=1):
    return math.floor(lh)

WINDOW = (1600, 1200)
HINTSTYLES = ["hintnone", "hintslight", "hintmedium", "hintfull"]

# Posts page.js's report (the text of <pre id="out">) to the server, with what the
# no-system-fonts check compares: the width at 100 px of unassigned U+0378 (no font has it)
# and of the primary family alone drawing the tofu character (its .notdef).
POSTER = """<script>
'use strict';
(function () {
  const PAGE = %d;
  const out = document.getElementById('out');
  function post(body) {
    fetch('/result/' + PAGE, {method: 'POST', body: body, headers: {'Content-Type': 'text/plain'}});
  }
  window.addEventListener('error', e => post(JSON.stringify({error: 'script error: ' + e.message +
                                                             ' at ' + e.lineno})));
  function width(family, text) {
    const t = document.createElement('span');
    t.style.cssText = 'font-family:' + family + ';font-size:100px;white-space:pre;line-height:normal';
    t.textContent = text;
    document.getElementById('host').appendChild(t);
    const w = t.getBoundingClientRect().width;
    t.remove();
    return w;
  }
  const obs = new MutationObserver(() => {
    if (out.textContent === 'pending') return;
    obs.disconnect();
    let res;
    try { res = JSON.parse(out.textContent); } catch (e) { post(JSON.stringify({error: 'bad report'})); return; }
    const data = JSON.parse(document.getElementById('data').textContent);
    if (data.tofu) res.unassignedWidth = width(data.family, '\\u0378');
    res.userAgent = navigator.userAgent;
    post(JSON.stringify(res));
  });
  obs.observe(out, {childList: true, characterData: true, subtree: true});
})();
</script>
"""


def page_html(state, idx, texts, cases, spans):
    text = render.page_html(state.setup, texts, cases, spans)
    if text.count(ff.PAGE_JS_START) != 1:
        raise RuntimeError("page.js no longer starts with %r" % ff.PAGE_JS_START)
    text = text.replace(ff.PAGE_JS_START, ff.PAGE_JS_START_FIREFOX)
    anchor = '<script type="application/json" id="data">'
    return text.replace(anchor, POSTER % idx + anchor, 1)


def check_page(setup, res):
    """render.py's checks: the device pixel ratio, and the no-system-fonts probe (the tofu
    character drawn with the primary font's .notdef, as in Chromium)."""
    if res.get("dpr") != setup["dpr"]:
        return "window.devicePixelRatio is %s, not %s" % (res.get("dpr"), setup["dpr"])
    if setup["tofu"]:
        ch, em = setup["tofu"]
        want = em * render.TOFU_SIZE
        if abs(res.get("tofuWidth", -1) - want) > 1 / 16:
            return ("U+%04X is %s px wide at %d px, not the primary font's .notdef %.4f px: "
                    "WebKit reached a font outside the stack" % (ord(ch), res.get("tofuWidth"),
                                                                 render.TOFU_SIZE, want))
    return None


def start_xvfb(tmp):
    """A private X server on a free display number: (process, display)."""
    r, w = os.pipe()
    log = open(Path(tmp) / "xvfb.log", "wb")
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "%dx%dx24" % WINDOW,
                             "-nolisten", "tcp", "-noreset"], pass_fds=(w,), stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    os.close(w)
    num = b""
    deadline = time.monotonic() + 30
    while not num.endswith(b"\n") and time.monotonic() < deadline:
        chunk = os.read(r, 16)
        if not chunk:
            break
        num += chunk
    os.close(r)
    if not num.strip().isdigit():
        proc.kill()
        raise RuntimeError("Xvfb did not start (see its log)")
    return proc, ":" + num.strip().decode()


def webview_env(state, display, dpr):
    env = dict(os.environ, FONTCONFIG_FILE=str(state.fc_conf), DISPLAY=display, GDK_BACKEND="x11",
               GDK_SCALE=str(int(dpr)), GDK_DPI_SCALE="1")
    env.pop("WAYLAND_DISPLAY", None)
    return env


def load_once(python, tmp, idx, attempt, state, html_text, port, timeout, env, hintstyle):
    """Serves one page to a fresh web view; returns what the page POSTed (or None) and the
    web view's exit status."""
    with state.cond:
        state.pages[idx] = html_text.encode("utf-8")
        state.results.pop(idx, None)
    url = "http://127.0.0.1:%d/page/%d.html" % (port, idx)
    cmd = [python, str(WEBVIEW), url, str(WINDOW[0]), str(WINDOW[1]), hintstyle]
    log = open(Path(tmp) / ("webkit%04d-%d.log" % (idx, attempt)), "wb")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + timeout
    try:
        with state.cond:
            while idx not in state.results and time.monotonic() < deadline and proc.poll() is None:
                state.cond.wait(1)
            body = state.results.get(idx)
    finally:
        # the session this script started: the web view and WebKit's web and network processes
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(20)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        log.close()
    return body, proc.returncode


def run_page(python, tmp, idx, state, html_text, ncases, port, timeout, env, hintstyle):
    """Renders one page in a fresh web view; returns page.js's report (checked)."""
    last = None
    for attempt in range(3):
        body, code = load_once(python, tmp, idx, attempt, state, html_text, port, timeout, env, hintstyle)
        if body is None:
            last = "no report (exit %s)" % code
        else:
            res = json.loads(body)
            if "rows" in res and len(res["rows"]) == ncases:
                bad = check_page(state.setup, res)
                if bad:
                    raise RuntimeError("page %d: %s" % (idx, bad))  # deterministic: no retry
                return res
            last = res.get("error", "row count")
        print("page %d attempt %d failed: %s" % (idx, attempt + 1, last), file=sys.stderr)
        tail = (Path(tmp) / ("webkit%04d-%d.log" % (idx, attempt))).read_text(errors="replace")[-1500:]
        if tail.strip():
            print("  the web view said: ..." + tail, file=sys.stderr)
    raise RuntimeError("page %d failed: %s" % (idx, last))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", help="corpus JSONL: {id, category, text[, spans]} per line")
    ap.add_argument("-o", "--out", required=True, help="results JSONL (meta goes to <name>.meta.json)")
    ap.add_argument("--preset", choices=sorted(render.PRESETS), help="render.py's named parameter set")
    ap.add_argument("--widths", help="comma-separated px")
    ap.add_argument("--sizes", help="comma-separated px")
    ap.add_argument("--line-heights", help="comma-separated: normal, px, Nx (N*size), rNx (rounded)")
    ap.add_argument("--white-space", help="comma-separated: pre-wrap, normal")
    ap.add_argument("--per-message", type=int, help="cases per message (seeded subset); 0 = full cross product")
    ap.add_argument("--seed", default="1", help="seed of the per-message subsets (default 1)")
    ap.add_argument("--first", type=int, help="only the corpus's first N messages")
    ap.add_argument("--stack", required=True, help="a font-stack file (Docs/steady-measure.md)")
    ap.add_argument("--dpr", type=render.num, default=1, help="device pixel ratio, a whole number (default 1)")
    ap.add_argument("--python", default=sys.executable,
                    help="the python3 that runs webview.py: one with python3-gi and WebKit2 4.1 "
                         "(default: the one running this script)")
    ap.add_argument("--hintstyle", default="hintslight", choices=HINTSTYLES,
                    help="GTK's gtk-xft-hintstyle for the web view (default hintslight, GNOME's default; "
                         "hintfull gives whole-pixel advances)")
    ap.add_argument("--batch", type=int, default=3000, help="cases per page")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per page")
    args = ap.parse_args(argv)

    params = dict(render.PRESETS[args.preset]) if args.preset else dict(
        widths=[300], sizes=[17], line_heights=["normal"], white_space=["pre-wrap"], per_message=0)
    params.pop("clamps", None)
    if args.widths:
        params["widths"] = render.parse_list(args.widths, render.num)
    if args.sizes:
        params["sizes"] = render.parse_list(args.sizes, render.num)
    if args.line_heights:
        params["line_heights"] = render.parse_list(args.line_heights, str)
    if args.white_space:
        params["white_space"] = render.parse_list(args.white_space, str)
    if args.per_message is not None:
        params["per_message"] = args.per_message
    for m in params["white_space"]:
        if m not in ("pre-wrap", "normal"):
            ap.error("white-space must be pre-wrap or normal")
    for t in params["line_heights"]:
        render.resolve_line_height(t, 17)
    params["seed"] = args.seed
    if args.dpr != int(args.dpr):
        ap.error("--dpr must be a whole number: GTK's GDK_SCALE sets the ratio, and takes integers")

    version = subprocess.run([args.python, str(WEBVIEW), "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    if version.returncode != 0:
        ap.error("%s cannot run webview.py (it needs python3-gi and gir1.2-webkit2-4.1): %s"
                 % (args.python, version.stderr.decode(errors="replace").strip().splitlines()[-1:]))
    version = version.stdout.decode().strip()

    try:
        stack = render.load_stack(args.stack)
    except render.StackError as e:
        ap.error(str(e))
    dpr = args.dpr
    tofu = render.tofu_probe(stack)
    if tofu is None:
        print("warning: every candidate character is in some font of the stack: no system-font check",
              file=sys.stderr)

    families = {f["family"] for f in stack}
    msgs = []
    with open(args.corpus, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                m = json.loads(line)
                if not isinstance(m.get("text"), str) or "id" not in m:
                    ap.error("corpus line %d: needs id and text" % n)
                if "spans" in m:
                    try:
                        render.check_spans(m["spans"], m["text"], families)
                    except render.SpanError as e:
                        ap.error("corpus line %d (%s): %s" % (n, m["id"], e))
                msgs.append(m)
    if args.first is not None:
        msgs = msgs[:args.first]

    state = ff.prepare(stack, dpr, tofu)
    family = state.setup["family"]

    texts, text_spans, text_index, cases = [], [], {}, []
    for m in msgs:
        t = m["text"]
        sp = [[x["start"], x["end"], render.span_css(x, family), "box" in x] for x in m["spans"]] \
            if m.get("spans") else None
        key = (t, json.dumps(sp))
        if key not in text_index:
            text_index[key] = len(texts)
            texts.append(t)
            text_spans.append(sp)
        for c in render.select_cases(m["id"], params, args.seed):
            wi, si, li, wsi = c[:4]
            s = params["sizes"][si]
            cases.append((m, text_index[key], params["widths"][wi], s,
                          render.resolve_line_height(params["line_heights"][li], s), params["white_space"][wsi]))

    batches = [cases[i:i + args.batch] for i in range(0, len(cases), args.batch)]
    print("%d messages, %d cases, %d pages" % (len(msgs), len(cases), len(batches)), file=sys.stderr)
    started = time.monotonic()
    server, port = ff.start_server(state)
    reports = []
    xvfb = None
    try:
        with tempfile.TemporaryDirectory(prefix="webkit-goldens-") as tmp:
            state.fc_conf = render.fontconfig_file(tmp, stack)
            xvfb, display = start_xvfb(tmp)
            env = webview_env(state, display, dpr)
            for i, b in enumerate(batches):   # one web view at a time
                used = sorted({c[1] for c in b})
                local = {ti: k for k, ti in enumerate(used)}
                html_text = page_html(state, i, [texts[ti] for ti in used],
                                      [[local[c[1]], c[2], c[3], c[4], c[5]] for c in b],
                                      [text_spans[ti] for ti in used])
                reports.append(run_page(args.python, tmp, i, state, html_text, len(b), port,
                                        args.timeout, env, args.hintstyle))
                print("page %d/%d done" % (i + 1, len(batches)), file=sys.stderr)
            os.killpg(xvfb.pid, signal.SIGTERM)
            xvfb.wait(20)
            xvfb = None
    finally:
        server.shutdown()
        if xvfb is not None:
            os.killpg(xvfb.pid, signal.SIGKILL)
            xvfb.wait()
    elapsed = time.monotonic() - started

    render.fixed_unit = webkit_fixed_unit
    out = Path(args.out)
    flagged = 0
    rows = [r for rep in reports for r in rep["rows"]]
    with open(out, "w", encoding="utf-8") as f:
        for (m, ti, w, s, lh, ws), row in zip(cases, rows):
            rec = render.build_record(m, texts[ti], w, s, lh, ws, row, dpr)
            flagged += "flags" in rec
            f.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")

    meta = {
        "generator": "Tools/webkit-goldens/render_webkit.py",
        "command": "python3 " + " ".join(shlex.quote(a) for a in [os.path.relpath(__file__, os.getcwd())] + argv),
        "webkitCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", "DISPLAY=<Xvfb -displayfd>", "GDK_BACKEND=x11",
                                   "GDK_SCALE=%d" % int(dpr), "GDK_DPI_SCALE=1", "python3",
                                   "Tools/webkit-goldens/webview.py", "http://127.0.0.1:<port>/page/N.html",
                                   str(WINDOW[0]), str(WINDOW[1]), args.hintstyle]),
        "gtkSettings": {"gtk-xft-antialias": 1, "gtk-xft-hinting": 1, "gtk-xft-hintstyle": args.hintstyle},
        "webkitSettings": {"ephemeral website data manager": True, "hardware-acceleration-policy": "never",
                           "enable-page-cache": False, "cache model": "document viewer"},
        "fontconfig": "/etc/fonts/conf.d for rendering settings, then <reset-dirs/>, then the only font dir: symlinks to the files of the stack's fallback families",
        "webkitVersion": "WebKitGTK " + version,
        "userAgent": reports[0].get("userAgent") if reports else None,
        "date": datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat(),
        "stack": render.rel(args.stack),
        "stackSha256": render.sha256_file(args.stack),
        "stackFaces": [{"family": fam["family"], "file": render.rel(face["path"]),
                        "sha256": render.sha256_file(face["path"])} for fam in stack for face in fam["faces"]],
        "dpr": dpr,
    }
    if tofu:
        meta["noSystemFontsCheck"] = ("U+%04X (%s) drawn %s em wide, the primary font's .notdef, on every page "
                                      "(unassigned U+0378: %s px at 100 px)" % (
                                          ord(tofu[0]), "this machine has it in %s" % tofu[2] if tofu[2]
                                          else "in no font of this machine", round(tofu[1], 6),
                                          reports[0].get("unassignedWidth") if reports else None))
    meta.update({
        "corpus": render.rel(args.corpus),
        "corpusSha256": render.sha256_file(args.corpus),
        "first": args.first,
        "parameters": {"preset": args.preset, **params},
        "messages": len(msgs),
        "cases": len(cases),
        "flagged": flagged,
        "pages": len(batches),
        "casesPerPage": args.batch,
        "seconds": round(elapsed, 1),
    })
    render.write_meta(out, meta, len(cases), flagged)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
