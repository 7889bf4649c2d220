#!/usr/bin/env python3
"""Render a chat-message corpus in headless Firefox ESR and record what it did.

The pages are Tools/chromium-goldens/render.py's: the same @font-face rules from a stack file,
the same corpus and case selection, the same measuring script (page.js), the same result
records. Firefox has no WebDriver here, so each page is served by a small local HTTP server
that this script runs, and the page POSTs page.js's report back to it.

    python3 Tools/firefox-goldens/render_firefox.py CORPUS --preset basic --stack Fonts/stack.json \\
        --dpr 1 --first 300 -o OUT.firefox.jsonl

Output: one JSONL results file (one case per line, render.py's format) and <name>.meta.json
beside it. See README.md in this folder. Standard library only.
"""
import argparse
import datetime
import http.server
import json
import math
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "Tools" / "chromium-goldens"))
import render  # noqa: E402  (stack, corpus, case selection, fontconfig, page and record helpers)

# Gecko keeps lengths in app units of 1/60 CSS px whatever the device pixel ratio, so a fixed
# line height is kept to the nearest 1/60 px (NSToCoordRound), not render.py's 1/64 device px.
APP_UNITS = 60


def gecko_fixed_unit(lh, dpr=1):
    return math.floor(lh * APP_UNITS + 0.5) / APP_UNITS


# A code point that is unassigned (no font has it): Firefox draws any character that no font
# reachable has as a hex box, whose width depends on the number of hex digits and the size, not
# on a font's .notdef. The no-system-fonts check compares the stack's tofu character (render.py's
# probe: one that some font of the machine has, none of the stack) with this reference.
HEXBOX_REFERENCE = "\u0378"

# What page.js does at the load event. The measuring also waits for document.fonts.ready, so
# that it does not rely on Firefox's load event waiting for the FontFace.load() calls page.js
# makes (Chromium's does; without the wait 3 messages gave the same results here, but nothing
# documents it).
PAGE_JS_START = "window.addEventListener('load', run);"
PAGE_JS_START_FIREFOX = "window.addEventListener('load', () => document.fonts.ready.then(run));"

# Posts page.js's report (the text of <pre id="out">) to the server, with the hex-box reference.
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
  const obs = new MutationObserver(() => {
    if (out.textContent === 'pending') return;
    obs.disconnect();
    let res;
    try { res = JSON.parse(out.textContent); } catch (e) { post(JSON.stringify({error: 'bad report'})); return; }
    const data = JSON.parse(document.getElementById('data').textContent);
    if (data.tofu) {
      const t = document.createElement('span');
      t.style.cssText = 'font-family:' + data.family + ';font-size:100px;white-space:pre;line-height:normal';
      t.textContent = %s;
      document.getElementById('host').appendChild(t);
      res.hexboxWidth = t.getBoundingClientRect().width;
    }
    res.userAgent = navigator.userAgent;
    post(JSON.stringify(res));
  });
  obs.observe(out, {childList: true, characterData: true, subtree: true});
})();
</script>
"""


def firefox_prefs(dpr):
    """user.js of each run's fresh profile."""
    return {
        # the device pixel ratio (a string pref: Gecko parses it as a float)
        "layout.css.devPixelsPerPx": str(float(dpr)),
        # fonts: the page's @font-face fonts on; no emoji font preferred before the page's
        # families (Chromium has no such list); every font fontconfig knows visible, which with
        # render.py's private config is only the stack's files (check_page checks that)
        "browser.display.use_document_fonts": 1,
        "gfx.downloadable_fonts.enabled": True,
        # keep CBDT/CBLC: Noto Color Emoji has no outlines, and without its bitmaps the
        # sanitizer rejects the file ("fonts not loaded: Noto Color Emoji:error")
        "gfx.downloadable_fonts.keep_color_bitmaps": True,
        "gfx.font_rendering.opentype_svg.enabled": True,
        "font.name-list.emoji": "",
        "layout.css.font-visibility.standard": 3,
        "layout.css.font-visibility.private": 3,
        "layout.css.font-visibility.trackingprotection": 3,
        "layout.css.font-visibility.resistFingerprinting": 3,
        "privacy.resistFingerprinting": False,
        # a quiet, fast start that never asks anything
        "browser.shell.checkDefaultBrowser": False,
        "browser.startup.homepage_override.mstone": "ignore",
        "browser.startup.page": 0,
        "startup.homepage_welcome_url": "",
        "browser.aboutwelcome.enabled": False,
        "browser.sessionstore.resume_from_crash": False,
        "datareporting.policy.dataSubmissionEnabled": False,
        "datareporting.healthreport.uploadEnabled": False,
        "toolkit.telemetry.enabled": False,
        "app.update.enabled": False,
        "app.update.auto": False,
        "app.normandy.enabled": False,
        "extensions.update.enabled": False,
        "browser.search.update": False,
        "network.proxy.type": 0,
        "network.captive-portal-service.enabled": False,
        "network.connectivity-service.enabled": False,
        "dom.max_script_run_time": 0,
        "dom.max_chrome_script_run_time": 0,
        "intl.accept_languages": "en",
    }


def js_pref(v):
    return json.dumps(v)


def write_profile(path, dpr):
    path.mkdir()
    (path / "user.js").write_text("".join("user_pref(%s, %s);\n" % (json.dumps(k), js_pref(v))
                                          for k, v in firefox_prefs(dpr).items()))


class Pages:
    """The local server's state: page html by number, font files by number, results."""

    def __init__(self):
        self.pages, self.fonts, self.results = {}, {}, {}
        self.cond = threading.Condition()


def make_handler(state):
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def do_GET(self):
            m = re.fullmatch(r"/(page|font)/(\d+)(\.html)?", self.path)
            body, ctype = None, None
            if m and m.group(1) == "page":
                body, ctype = state.pages.get(int(m.group(2))), "text/html; charset=utf-8"
            elif m:
                p = state.fonts.get(int(m.group(2)))
                body, ctype = (p.read_bytes() if p else None), "font/ttf"
            if body is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self):
            m = re.fullmatch(r"/result/(\d+)", self.path)
            n = int(self.headers.get("Content-Length") or 0)
            data = self.rfile.read(n)
            self.send_response(204)
            self.end_headers()
            if m:
                with state.cond:
                    state.results[int(m.group(1))] = data.decode("utf-8")
                    state.cond.notify_all()
    return Handler


def prepare(stack, dpr, tofu):
    """The server's state for a stack: its font files, and render.py's page setup with the
    @font-face URLs pointing at the server (one origin with the page: no CORS, no file://
    rules)."""
    state = Pages()
    faces = [face for fam in stack for face in fam["faces"]]
    css = render.font_face_css(stack, True)
    for k, face in enumerate(faces):
        state.fonts[k] = face["path"]
        uri = 'url("%s")' % face["path"].as_uri()
        if css.count(uri) != 1:
            raise RuntimeError("face %s: not exactly one url() in the @font-face rules" % face["path"])
        css = css.replace(uri, 'url("/font/%d")' % k)
    state.setup = {"css": css, "family": render.family_list(stack, True), "faceCount": len(faces), "dpr": dpr,
                   "tofu": [tofu[0], tofu[1]] if tofu else None}
    return state


def start_server(state):
    """The local server, on a free port of 127.0.0.1, in a daemon thread: (server, port)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(state))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def check_page(setup, res):
    """render.py's checks, adapted: the device pixel ratio, and the no-system-fonts probe (the
    tofu character drawn as Firefox's hex box, as wide as an unassigned code point's)."""
    if res.get("dpr") != setup["dpr"]:
        return "window.devicePixelRatio is %s, not %s" % (res.get("dpr"), setup["dpr"])
    if setup["tofu"]:
        ch = setup["tofu"][0]
        w, ref = res.get("tofuWidth", -1), res.get("hexboxWidth", -2)
        if not (w > 0 and abs(w - ref) <= 1 / 16):
            return ("U+%04X is %s px wide at 100 px, not the hex box of a missing character (%s px): "
                    "Firefox reached a font outside the stack" % (ord(ch), w, ref))
    return None


def load_once(firefox, tmp, idx, attempt, state, html_text, port, timeout, dpr):
    """Serves one page to a Firefox with a fresh profile; returns what the page POSTed (or None)
    and Firefox's exit status."""
    profile = Path(tmp) / ("profile%04d-%d" % (idx, attempt))
    write_profile(profile, dpr)
    with state.cond:
        state.pages[idx] = html_text.encode("utf-8")
        state.results.pop(idx, None)
    url = "http://127.0.0.1:%d/page/%d.html" % (port, idx)
    cmd = [firefox, "--headless", "--no-remote", "--profile", str(profile), "--window-size", "1600,1200", url]
    env = dict(os.environ, FONTCONFIG_FILE=str(state.fc_conf), MOZ_CRASHREPORTER_DISABLE="1")
    log = open(Path(tmp) / ("firefox%04d-%d.log" % (idx, attempt)), "wb")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + timeout
    try:
        with state.cond:
            while idx not in state.results and time.monotonic() < deadline and proc.poll() is None:
                state.cond.wait(1)
            body = state.results.get(idx)
    finally:
        # the session this script started: Firefox and its content processes
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


def run_page(firefox, tmp, idx, state, html_text, ncases, port, timeout, dpr):
    """Renders one page in a fresh profile; returns page.js's report (checked)."""
    last = None
    for attempt in range(3):
        body, code = load_once(firefox, tmp, idx, attempt, state, html_text, port, timeout, dpr)
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
        tail = (Path(tmp) / ("firefox%04d-%d.log" % (idx, attempt))).read_text(errors="replace")[-1500:]
        if tail.strip():
            print("  Firefox said: ..." + tail, file=sys.stderr)
    raise RuntimeError("page %d failed: %s" % (idx, last))


def page_html(state, idx, texts, cases, spans):
    text = render.page_html(state.setup, texts, cases, spans)
    if text.count(PAGE_JS_START) != 1:
        raise RuntimeError("page.js no longer starts with %r" % PAGE_JS_START)
    text = text.replace(PAGE_JS_START, PAGE_JS_START_FIREFOX)
    anchor = '<script type="application/json" id="data">'
    return text.replace(anchor, POSTER % (idx, json.dumps(HEXBOX_REFERENCE)) + anchor, 1)


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
    ap.add_argument("--dpr", type=render.num, default=1, help="device pixel ratio (default 1)")
    ap.add_argument("--firefox", default="firefox-esr")
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

    try:
        stack = render.load_stack(args.stack)
    except render.StackError as e:
        ap.error(str(e))
    dpr = args.dpr
    tofu = render.tofu_probe(stack)
    if tofu is None:
        print("warning: every candidate character is in some font of the stack: no system-font check",
              file=sys.stderr)
    elif ord(tofu[0]) > 0xFFFF:
        # the hex box of a supplementary code point has more digits than the reference's
        ap.error("the stack has every BMP candidate of render.py's tofu probe: no hex-box reference for U+%X"
                 % ord(tofu[0]))

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

    state = prepare(stack, dpr, tofu)
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
    server, port = start_server(state)
    reports = []
    try:
        with tempfile.TemporaryDirectory(prefix="firefox-goldens-") as tmp:
            state.fc_conf = render.fontconfig_file(tmp, stack)
            for i, b in enumerate(batches):   # one Firefox at a time
                used = sorted({c[1] for c in b})
                local = {ti: k for k, ti in enumerate(used)}
                html_text = page_html(state, i, [texts[ti] for ti in used],
                                      [[local[c[1]], c[2], c[3], c[4], c[5]] for c in b],
                                      [text_spans[ti] for ti in used])
                reports.append(run_page(args.firefox, tmp, i, state, html_text, len(b), port,
                                        args.timeout, dpr))
                print("page %d/%d done" % (i + 1, len(batches)), file=sys.stderr)
    finally:
        server.shutdown()
    elapsed = time.monotonic() - started

    render.fixed_unit = gecko_fixed_unit
    out = Path(args.out)
    flagged = 0
    rows = [r for rep in reports for r in rep["rows"]]
    with open(out, "w", encoding="utf-8") as f:
        for (m, ti, w, s, lh, ws), row in zip(cases, rows):
            rec = render.build_record(m, texts[ti], w, s, lh, ws, row, dpr)
            flagged += "flags" in rec
            f.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")

    version = subprocess.run([args.firefox, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL).stdout.decode().strip()
    meta = {
        "generator": "Tools/firefox-goldens/render_firefox.py",
        "command": "python3 " + " ".join(shlex.quote(a) for a in [os.path.relpath(__file__, os.getcwd())] + argv),
        "firefoxCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", args.firefox, "--headless", "--no-remote",
                                    "--profile", "<tmp>/profileN", "--window-size", "1600,1200",
                                    "http://127.0.0.1:<port>/page/N.html"]),
        "firefoxPrefs": firefox_prefs(dpr),
        "fontconfig": "/etc/fonts/conf.d for rendering settings, then <reset-dirs/>, then the only font dir: symlinks to the files of the stack's fallback families",
        "firefoxVersion": version,
        "userAgent": reports[0].get("userAgent") if reports else None,
        "date": datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat(),
        "stack": render.rel(args.stack),
        "stackSha256": render.sha256_file(args.stack),
        "stackFaces": [{"family": fam["family"], "file": render.rel(face["path"]),
                        "sha256": render.sha256_file(face["path"])} for fam in stack for face in fam["faces"]],
        "dpr": dpr,
    }
    if tofu:
        meta["noSystemFontsCheck"] = ("U+%04X (%s) drawn as wide as the hex box of unassigned U+%04X "
                                      "(%s px at 100 px) on every page" % (
                                          ord(tofu[0]), "this machine has it in %s" % tofu[2] if tofu[2]
                                          else "in no font of this machine", ord(HEXBOX_REFERENCE),
                                          reports[0].get("hexboxWidth") if reports else None))
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
