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
import http.server
import json
import math
import os
import re
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

# The script that posts page.js's report (the text of <pre id="out">) to the server once page.js
# has written it, with what the engine's no-system-fonts check compares: `before` (script) defines
# what `measure` (script) uses to add to the report `res`, with the page's data at hand. Its
# %d is the page number.
POSTER_HEAD = """<script>
'use strict';
(function () {
  const PAGE = %d;
  const out = document.getElementById('out');
  function post(body) {
    fetch('/result/' + PAGE, {method: 'POST', body: body, headers: {'Content-Type': 'text/plain'}});
  }
  window.addEventListener('error', e => post(JSON.stringify({error: 'script error: ' + e.message +
                                                             ' at ' + e.lineno})));
"""
POSTER_OBSERVE = """  const obs = new MutationObserver(() => {
    if (out.textContent === 'pending') return;
    obs.disconnect();
    let res;
    try { res = JSON.parse(out.textContent); } catch (e) { post(JSON.stringify({error: 'bad report'})); return; }
    const data = JSON.parse(document.getElementById('data').textContent);
"""
POSTER_TAIL = """    res.userAgent = navigator.userAgent;
    post(JSON.stringify(res));
  });
  obs.observe(out, {childList: true, characterData: true, subtree: true});
})();
</script>
"""


def poster(before, measure):
    return POSTER_HEAD + before + POSTER_OBSERVE + measure + POSTER_TAIL


# Firefox's: the hex-box reference's width (%s: the reference, a JS string).
POSTER = poster("", """    if (data.tofu) {
      const t = document.createElement('span');
      t.style.cssText = 'font-family:' + data.family + ';font-size:100px;white-space:pre;line-height:normal';
      t.textContent = %s;
      document.getElementById('host').appendChild(t);
      res.hexboxWidth = t.getBoundingClientRect().width;
    }
""")


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


def serve_page(state, idx, html_text, cmd, env, log_path, timeout):
    """Serves page `idx` and runs `cmd` (a browser that loads it) in a session of its own until the
    page POSTs its report, the command ends or `timeout` seconds pass, then ends the session;
    returns what the page POSTed (or None) and the command's exit status."""
    with state.cond:
        state.pages[idx] = html_text.encode("utf-8")
        state.results.pop(idx, None)
    log = open(log_path, "wb")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + timeout
    try:
        with state.cond:
            while idx not in state.results and time.monotonic() < deadline and proc.poll() is None:
                state.cond.wait(1)
            body = state.results.get(idx)
    finally:
        # the session this script started: the browser and its child processes
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


def page_url(port, idx):
    return "http://127.0.0.1:%d/page/%d.html" % (port, idx)


def load_once(firefox, tmp, idx, attempt, state, html_text, port, timeout, dpr):
    """Serves one page to a Firefox with a fresh profile; returns what the page POSTed (or None)
    and Firefox's exit status."""
    profile = Path(tmp) / ("profile%04d-%d" % (idx, attempt))
    write_profile(profile, dpr)
    cmd = [firefox, "--headless", "--no-remote", "--profile", str(profile), "--window-size", "1600,1200",
           page_url(port, idx)]
    env = dict(os.environ, FONTCONFIG_FILE=str(state.fc_conf), MOZ_CRASHREPORTER_DISABLE="1")
    return serve_page(state, idx, html_text, cmd, env, Path(tmp) / ("firefox%04d-%d.log" % (idx, attempt)), timeout)


def run_with_retries(idx, ncases, load, check, log_path, who):
    """Loads a page (load(attempt): what the page POSTed or None, and the exit status) up to three
    times until it reports `ncases` rows; returns the report, which check(report) must pass (a
    failed check is final: the page is deterministic). log_path(attempt) is that attempt's log,
    whose end is shown, as what `who` said, when an attempt fails."""
    last = None
    for attempt in range(3):
        body, code = load(attempt)
        if body is None:
            last = "no report (exit %s)" % code
        else:
            res = json.loads(body)
            if "rows" in res and len(res["rows"]) == ncases:
                bad = check(res)
                if bad:
                    raise RuntimeError("page %d: %s" % (idx, bad))  # deterministic: no retry
                return res
            last = res.get("error", "row count")
        print("page %d attempt %d failed: %s" % (idx, attempt + 1, last), file=sys.stderr)
        tail = log_path(attempt).read_text(errors="replace")[-1500:]
        if tail.strip():
            print("  %s said: ..." % who + tail, file=sys.stderr)
    raise RuntimeError("page %d failed: %s" % (idx, last))


def run_page(firefox, tmp, idx, state, html_text, ncases, port, timeout, dpr):
    """Renders one page in a fresh profile; returns page.js's report (checked)."""
    return run_with_retries(
        idx, ncases, lambda attempt: load_once(firefox, tmp, idx, attempt, state, html_text, port, timeout, dpr),
        lambda res: check_page(state.setup, res),
        lambda attempt: Path(tmp) / ("firefox%04d-%d.log" % (idx, attempt)), "Firefox")


def engine_page(text, poster):
    """A Chromium page (render.py's, or render_bubbles.py's) for a served engine: its script
    (page.js, bubble_page.js) waits for the fonts, and the `poster` script POSTs its report."""
    if text.count(PAGE_JS_START) != 1:
        raise RuntimeError("the page's script no longer starts with %r" % PAGE_JS_START)
    text = text.replace(PAGE_JS_START, PAGE_JS_START_FIREFOX)
    anchor = '<script type="application/json" id="data">'
    return text.replace(anchor, poster + anchor, 1)


def engine_page_html(state, texts, cases, spans, poster):
    """render.py's page for a served engine (engine_page)."""
    return engine_page(render.page_html(state.setup, texts, cases, spans), poster)


def poster_script(idx):
    """Firefox's poster for page `idx`."""
    return POSTER % (idx, json.dumps(HEXBOX_REFERENCE))


def page_html(state, idx, texts, cases, spans):
    return engine_page_html(state, texts, cases, spans, poster_script(idx))


def check_tofu(ap, tofu):
    """The hex-box reference is a BMP code point: a tofu character beyond it is refused."""
    if tofu is not None and ord(tofu[0]) > 0xFFFF:
        # the hex box of a supplementary code point has more digits than the reference's
        ap.error("the stack has every BMP candidate of render.py's tofu probe: no hex-box reference for U+%X"
                 % ord(tofu[0]))


def render_pages(args, state, stack, dpr, batches, html_of):
    """Renders the pages, one Firefox at a time: html_of(i, batch) is page i's text, which must
    report len(batch) rows. Returns the pages' reports and the seconds it took."""
    started = time.monotonic()
    server, port = start_server(state)
    reports = []
    try:
        with tempfile.TemporaryDirectory(prefix="firefox-goldens-") as tmp:
            state.fc_conf = render.fontconfig_file(tmp, stack)
            for i, b in enumerate(batches):   # one Firefox at a time
                reports.append(run_page(args.firefox, tmp, i, state, html_of(i, b), len(b), port,
                                        args.timeout, dpr))
                print("page %d/%d done" % (i + 1, len(batches)), file=sys.stderr)
    finally:
        server.shutdown()
    return reports, time.monotonic() - started


def engine_meta(args, dpr, reports):
    """The meta fields of the engine: how Firefox ran, its prefs and version, the user agent."""
    version = subprocess.run([args.firefox, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL).stdout.decode().strip()
    return {
        "firefoxCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", args.firefox, "--headless", "--no-remote",
                                    "--profile", "<tmp>/profileN", "--window-size", "1600,1200",
                                    "http://127.0.0.1:<port>/page/N.html"]),
        "firefoxPrefs": firefox_prefs(dpr),
        "fontconfig": render.FONTCONFIG_NOTE,
        "firefoxVersion": version,
        "userAgent": reports[0].get("userAgent") if reports else None,
    }


def tofu_meta(tofu, reports):
    """The meta file's noSystemFontsCheck."""
    return ("U+%04X (%s) drawn as wide as the hex box of unassigned U+%04X "
            "(%s px at 100 px) on every page" % (
                ord(tofu[0]), "this machine has it in %s" % tofu[2] if tofu[2]
                else "in no font of this machine", ord(HEXBOX_REFERENCE),
                reports[0].get("hexboxWidth") if reports else None))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    render.add_case_arguments(ap, "render.py's named parameter set", first=True)
    ap.add_argument("--stack", required=True, help="a font-stack file (Docs/steady-measure.md)")
    ap.add_argument("--dpr", type=render.num, default=1, help="device pixel ratio (default 1)")
    ap.add_argument("--firefox", default="firefox-esr")
    render.add_page_arguments(ap)
    args = ap.parse_args(argv)

    params = render.case_params(args, ap)
    stack = render.stack_or_error(args.stack, ap)
    dpr = args.dpr
    tofu = render.tofu_or_warning(stack)
    check_tofu(ap, tofu)

    msgs = render.read_corpus(args.corpus, stack, ap, args.first)
    state = prepare(stack, dpr, tofu)
    texts, text_spans, cases = render.page_texts_and_cases(msgs, params, state.setup["family"])

    batches = render.split_pages(msgs, cases, args.batch)
    reports, elapsed = render_pages(args, state, stack, dpr, batches,
                                    lambda i, b: page_html(state, i, *render.page_input(b, texts, text_spans)))

    render.fixed_unit = gecko_fixed_unit
    out = Path(args.out)
    flagged = render.write_records(out, cases, texts, [r for rep in reports for r in rep["rows"]], dpr)

    meta = {
        "generator": "Tools/firefox-goldens/render_firefox.py",
        "command": render.command_line(__file__, argv),
        **engine_meta(args, dpr, reports),
        "date": render.utc_now(),
        **render.stack_meta(args.stack, stack),
        "dpr": dpr,
    }
    if tofu:
        meta["noSystemFontsCheck"] = tofu_meta(tofu, reports)
    meta.update(render.run_meta(args, params, msgs, cases, flagged, len(batches)))
    meta["seconds"] = round(elapsed, 1)
    render.write_meta(out, meta, len(cases), flagged)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
