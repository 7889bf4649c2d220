#!/usr/bin/python3
"""The web chat in a real browser: does the message being read move?

Serves the page (`make web-chat-site` copies Examples/web-chat, Templates/bubble.css and
Web/steady into one folder, --site) with `steady-measure serve --static`, opens it in headless
Chromium (Debian's chromium and chromium-driver, through Selenium) at device pixel ratios 1, 2
and 2.625, and 0.9 and 1.1 (browser zoom of 90 % and 110 %), and runs seeded reader sessions:
the reader scrolls (to the start, paging older messages in; to the bottom; into a tall message;
anywhere), messages above are edited (some very tall) and deleted (also with the page's
controls, by keyboard), the text size changes (also in racing clicks whose older answers must be
dropped), the window's width changes from 320 px up, the service is slow or fails and is
retried, and new messages arrive at the bottom (also typed into the composer).

Around every action that is not the reader scrolling, the reading anchor is measured in the
browser as Docs/SteadyLayout.md defines it: the first row whose bottom edge is below the top of
the viewport (a tall row partly above the top included), or the bottom of the list when the
reader is at the bottom. It must move 0 px, except where the geometry forces a clamp (the rows
below the anchor no longer fill the viewport: the list then rests at its bottom), which is
counted and printed. After every step each drawn row's height (getBoundingClientRect) is
compared with the height the list gave it. At ratios 1 and 2 both must be exact; at the others,
whose device pixel grid is not within the engine's 1/64 px, a drawn height may differ by up to
1/128 px and the bottom move by up to 1/16 + 1/128 px (see `slack` in session()). A message that
arrives below the reader must show in the "new" button. The page must also declare each face of
Fonts/stack.json (loaded) and the fallback families in order, and never scroll sideways.

Usage: Examples/web-chat/test_web_chat.py [--binary PATH] [--site DIR] [--ratios LIST]
       [--sessions N] [--actions N] [--screenshot PATH]
"""
import argparse, json, os, random, re, signal, subprocess, sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RATIOS = [1, 2, 2.625]
# Browser zoom of 90 % and 110 % on a screen of ratio 1: Chromium applies zoom as a device scale
# factor (devicePixelRatio 0.9 and 1.1), here set when the browser starts.
ZOOMS = [0.9, 1.1]
WIDTHS = [320, 360, 390, 414, 480, 600, 768, 1024]
HEIGHT = 800
EDIT_SUFFIX = " (edited by keyboard, and longer than it was before)"

# The reading anchor (Docs/SteadyLayout.md) and the drawn rows, measured in the page's DOM.
MEASURE_JS = """
const viewport = document.getElementById('viewport');
const box = viewport.getBoundingClientRect();
const list = steadyChat.list;
const rows = [...document.querySelectorAll('#band > .row')].map((row) => {
  const rect = row.getBoundingClientRect();
  return {id: row.dataset.id, top: rect.top - box.top, bottom: rect.bottom - box.top, height: rect.height,
          given: list.layout.frameOf(row.dataset.id)?.height};
}).sort((a, b) => a.top - b.top);
// A row's bottom edge is where the next row starts: where the bubble drawn in it ends may be up
// to half a grid step lower (see `slack` below), which must not make a row that ends at the top
// edge the anchor. Where Chromium's grid is not the engine's, a position it reports may be off
// by up to 1/32 px (single precision near y = 500,000 px, 1/64 device px snapping): an edge
// counts as below the top from there on.
rows.forEach((row, i) => { row.edge = i + 1 < rows.length ? rows[i + 1].top : row.bottom; });
const below = [1, 2].includes(devicePixelRatio) ? 0 : 1 / 32;
const newest = rows.find((row) => row.id === list.layout.lastID);
const height = viewport.clientHeight;
const atBottom = newest !== undefined && Math.abs(newest.bottom - height) < 0.5;
const anchor = atBottom ? {id: 'bottom', y: newest.bottom - height}
                        : rows.filter((row) => row.edge > below).map((row) => ({id: row.id, y: row.top}))[0];
return {anchor, atBottom, rows, sideways: document.scrollingElement.scrollWidth > innerWidth
        || viewport.scrollLeft !== 0 || viewport.scrollWidth > viewport.clientWidth + 1,
        first: list.layout.firstID, loaded: list.count, ratio: devicePixelRatio,
        engine: [list.layout.readingAnchor, list.layout.scroll.contentOffsetY, viewport.scrollTop, viewport.clientWidth, viewport.clientHeight, steadyChat.client.settings, list.layout.frameOf(list.layout.readingAnchor?.rowID)]};
"""
# Where a row is now, measured the same way.
POSITION_JS = """
const box = document.getElementById('viewport').getBoundingClientRect();
const row = document.querySelector(`#band > .row[data-id="${arguments[0]}"]`);
return row ? row.getBoundingClientRect().top - box.top : null;
"""


def run(driver, script, *args):
    """Runs an async page function (a promise-returning expression) to its end."""
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        f"Promise.resolve({script}).then((v) => done(v === undefined ? null : v), (e) => done('error: ' + e));", *args)


def idle(driver):
    return run(driver, "steadyChat.idle()")


def frames(driver):
    return run(driver, "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def set_metrics(driver, width=None, zoom=None):
    """The window's width in CSS px and the zoom: the device scale factor emulated over the one the
    browser was started with (0: that one), which Chromium applies as browser zoom is applied, a
    new devicePixelRatio and (resolution) media query."""
    metrics = driver.__dict__.setdefault("steady_metrics", {"width": 390, "zoom": 0})
    metrics.update({key: value for key, value in (("width", width), ("zoom", zoom)) if value is not None})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": metrics["width"], "height": HEIGHT, "deviceScaleFactor": metrics["zoom"], "mobile": False})


def scroll(driver, where, rng):
    """The reader scrolls (not measured): to the top, the bottom, a tall row's middle, or anywhere."""
    script = {
        "top": "v.scrollTop = l.layout.frameAt(0).minY",
        "bottom": "steadyChat.scrollToBottom()",  # the Latest button's action
        "tall": """const tall = l.layout.allFrames().filter((f) => f.height > v.clientHeight * 0.6);
                   const f = tall[Math.floor(arguments[0] * tall.length)];
                   if (f) v.scrollTop = f.minY + f.height / 2;""",
        "anywhere": """const a = l.layout.frameAt(0).minY, b = l.layout.frameAt(l.count - 1).maxY - v.clientHeight;
                       v.scrollTop = a + (b - a) * arguments[0];""",
    }[where]
    driver.execute_script("const v = document.getElementById('viewport'), l = steadyChat.list;" + script, rng.random())
    idle(driver)


def above_anchor(driver, state, rng):
    """A loaded message above the anchor row (None at the bottom or when there is none)."""
    if state["anchor"]["id"] == "bottom":
        return driver.execute_script("const l = steadyChat.list; return l.count > 3 ? l.itemAt(l.count - 3).id : null")
    return driver.execute_script(
        "const l = steadyChat.list, i = l.layout.indexOf(arguments[0]);"
        "return i > 0 ? l.itemAt(Math.floor(arguments[1] * i)).id : null;", state["anchor"]["id"], rng.random())


def act(driver, name, state, rng):
    """Starts action `name`; returns when the page has settled."""
    if name == "prepend":
        # The reader nears the top; the older page is slow, so the anchor is read before it lands.
        driver.execute_script("steadyChat.network.delay = 300")
        return "prepend-scroll"
    if name in ("edit above", "tall edit above"):
        target = above_anchor(driver, state, rng)
        if target is None:
            return None
        text = driver.execute_script("return steadyChat.list.item(arguments[0]).text", target)
        if name == "tall edit above":
            text = "\n".join([text[:40] or "a caption"] * 14)
        elif rng.random() < 0.5:
            text = (text or "a caption") + " (edited: and a much longer second thought, which wraps onto more lines)"
        else:
            text = text[: max(1, len(text) // 3)]
        run(driver, "steadyChat.edit(arguments[0], arguments[1])", target, text)
    elif name == "delete above":
        target = above_anchor(driver, state, rng)
        if target is None:
            return None
        driver.execute_script("steadyChat.remove(arguments[0])", target)
    elif name == "text size":
        driver.find_element(By.ID, "larger" if rng.random() < 0.5 else "smaller").click()
    elif name == "racing clicks":
        # Three sizes asked while a slow service answers: only the last may apply.
        driver.execute_script("steadyChat.network.delay = 150")
        for button in rng.choice([["larger", "larger", "smaller"], ["smaller", "larger", "larger"], ["larger", "smaller"]]):
            driver.find_element(By.ID, button).click()
    elif name == "width":
        set_metrics(driver, width=rng.choice(WIDTHS))
    elif name == "slow service":
        driver.execute_script("steadyChat.network.delay = 700")
        driver.find_element(By.ID, "larger" if rng.random() < 0.5 else "smaller").click()
    elif name == "failing service":
        # Two 503s, then the service: the client retries after 125–250 ms and 250–500 ms (backoff less jitter).
        driver.execute_script("steadyChat.network.failures = 2")
        set_metrics(driver, width=rng.choice(WIDTHS))
    elif name == "zoom":
        # Browser zoom of 90 %, 100 % or 110 %: the client follows the new ratio.
        set_metrics(driver, zoom=rng.choice([0, round(state["base ratio"] * 0.9, 4), round(state["base ratio"] * 1.1, 4)]))
    elif name == "new message":
        run(driver, "steadyChat.receive(arguments[0])", rng.choice(["ok 👍", "see you there!", "Are we still on for Sunday brunch? I'll book the table for four."]))
    elif name == "tall new message":
        run(driver, "steadyChat.receive(arguments[0])", "\n".join(["a long message, line by line"] * 30))
    elif name == "send by keyboard":
        field = driver.find_element(By.CSS_SELECTOR, "#composer input")
        field.send_keys("sent from the composer " + str(rng.randrange(1000)))
        field.send_keys(Keys.ENTER)
    idle(driver)
    driver.execute_script("steadyChat.network.delay = 0; steadyChat.network.failures = 0")
    return name


def keys(driver, button, *keys):
    """Focuses a control without scrolling anything and types at it, as a keyboard user would."""
    driver.execute_script("document.getElementById(arguments[0]).focus({preventScroll: true})", button)
    ActionChains(driver).send_keys(*keys).perform()


def select_above(driver, state, rng):
    """Selects a drawn message above the anchor by keyboard (focus, Enter); False if none is."""
    if state["anchor"]["id"] == "bottom":
        return False
    ids = [row["id"] for row in state["rows"]]
    candidates = ids[: ids.index(state["anchor"]["id"])] if state["anchor"]["id"] in ids else []
    if not candidates:
        return False
    target = rng.choice(candidates)
    driver.execute_script("document.querySelector(`#band > .row[data-id=\"${arguments[0]}\"]`).focus({preventScroll: true})", target)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    frames(driver)
    return driver.execute_script("return document.querySelector('#band > .row.selected')?.dataset.id") == target


ACTIONS = (["prepend"] * 3 + ["edit above"] * 3 + ["tall edit above", "delete above", "delete above"] + ["text size"] * 2
           + ["racing clicks", "width", "width", "slow service", "failing service", "new message", "new message",
              "tall new message", "send by keyboard", "delete by keyboard", "edit by keyboard"])
SCROLLS = ["top", "bottom", "tall", "anywhere", "anywhere"]


def session(driver, ratio, seed, count, report):
    """One seeded reader session of `count` measured actions."""
    rng = random.Random(seed)
    set_metrics(driver, width=390, zoom=0)
    driver.get(report["url"])
    run(driver, "steadyChat.ready")
    idle(driver)
    done = 0
    while done < count:
        if rng.random() < 0.4:
            scroll(driver, rng.choice(SCROLLS), rng)
        name = rng.choice(ACTIONS)
        before = driver.execute_script(MEASURE_JS)
        before["base ratio"] = ratio
        if name == "prepend":
            act(driver, name, before, rng)
            driver.execute_script(
                "const v = document.getElementById('viewport'); v.scrollTop = steadyChat.list.layout.frameAt(0).minY + 100")
            frames(driver)
            before = driver.execute_script(MEASURE_JS)   # the reader's scroll is done; the page is in flight
            idle(driver)
            driver.execute_script("steadyChat.network.delay = 0")
        elif name in ("delete by keyboard", "edit by keyboard"):
            if not select_above(driver, before, rng):
                continue
            target = driver.execute_script("return document.querySelector('#band > .row.selected').dataset.id")
            before = driver.execute_script(MEASURE_JS)   # the selection is done
            keys(driver, "delete" if name == "delete by keyboard" else "edit", Keys.ENTER)
            if name == "edit by keyboard":
                ActionChains(driver).send_keys(EDIT_SUFFIX + Keys.ENTER).perform()
            idle(driver)
            text = driver.execute_script("return steadyChat.list.item(arguments[0])?.text ?? null", target)
            if (text is not None) if name == "delete by keyboard" else not text.endswith(EDIT_SUFFIX):
                report["failures"].append(f"ratio {ratio}, seed {seed}: {name} left {target} as {text!r}")
        elif act(driver, name, before, rng) is None:
            continue
        after = driver.execute_script(MEASURE_JS)
        done += 1
        anchor = before["anchor"]
        if anchor["id"] == "bottom":
            moved = after["anchor"]["y"] - anchor["y"] if after["atBottom"] else float("inf")
        else:
            now = driver.execute_script(POSITION_JS, anchor["id"])
            moved = float("inf") if now is None else now - anchor["y"]
        clamped = moved > 0 and after["atBottom"] and anchor["id"] != "bottom"
        # Where Chromium's grid (1/64 device px) is not within the engine's (1/64 px), a row's drawn
        # height may differ from the list's by up to half an engine step (1/128 px). The bottom
        # edge, the anchor at the bottom, is the last row's, and it is where the scroll offset
        # moves (following a new message); Chromium keeps scroll offsets in single precision,
        # 1/32 px steps at y = 500,000 px: there it may move 1/16 px (and the last row's half step).
        # Both are printed.
        exact = before["ratio"] in (1, 2) and after["ratio"] in (1, 2)
        slack = 0 if exact else 1 / 128
        bottom_slack = 0 if exact else 1 / 16 + 1 / 128
        step = f"ratio {ratio}, seed {seed}, action {done} ({name}, anchor {anchor['id']}, dpr {after['ratio']})"
        kind = "bottom" if anchor["id"] == "bottom" else "row"
        if clamped:
            report["clamps"] += 1
        elif abs(moved) > (bottom_slack if kind == "bottom" else 0):
            report["failures"].append(f"{step}: the reading anchor moved {moved:+.6f} px {before['engine']} {after['engine']}")
        if not clamped:
            report["largest move"][kind] = max(report["largest move"][kind], abs(moved))
        for row in after["rows"]:
            report["rows"] += 1
            difference = abs(row["height"] - row["given"]) if row["given"] is not None else float("inf")
            if difference != 0:
                report["differing"][after["ratio"]] = report["differing"].get(after["ratio"], 0) + 1
                report["largest difference"] = max(report["largest difference"], difference)
            if difference > slack:
                report["failures"].append(f"{step}: row {row['id']} is drawn {row['height']} px tall, the list gave {row['given']}")
        if name in ("new message", "tall new message") and anchor["id"] != "bottom":
            # Not followed: the "new messages" button counts it.
            pill = driver.execute_script("const b = document.getElementById('latest'); return b.hidden ? null : b.textContent")
            if pill is None or "new" not in pill:
                report["failures"].append(f"{step}: a message arrived below the reader and the button says {pill!r}")
        if after["sideways"]:
            report["failures"].append(f"{step}: the page scrolls sideways")
        report["ratios"].add(after["ratio"])
        report["actions"] += 1
        report["names"][name] = report["names"].get(name, 0) + 1
    report["paged to"] = report.get("paged to", []) + [driver.execute_script("return steadyChat.list.layout.firstID")]


def font_problems(driver):
    """What differs between the faces the page declared and Fonts/stack.json (the stack the
    service measures with): one @font-face per face, each loaded, and the rows' font-family
    the fallback families in order."""
    with open(os.path.join(ROOT, "Fonts", "stack.json"), encoding="utf-8") as file:
        families = json.load(file)["families"]
    faces = sum(len(family["faces"]) for family in families)
    declared = driver.execute_script("return [...document.fonts].map((face) => [face.family, face.status])")
    fallback = [family["family"] for family in families if family.get("fallback", True)]
    # Chromium serializes a one-word name unquoted (NanumBarunGothic); the stack's names have no commas.
    computed = driver.execute_script("return getComputedStyle(document.querySelector('#band .text')).fontFamily")
    used = [name.strip().strip('"') for name in computed.split(",")]
    problems = []
    if len(declared) != faces or any(status != "loaded" for _, status in declared):
        problems.append(f"{faces} faces in stack.json, the page has {declared}")
    if used != fallback:
        problems.append(f"the text's font-family is {used}, not {fallback}")
    return problems


def browser(ratio):
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--force-device-scale-factor={ratio}",
                 "--hide-scrollbars", f"--window-size=1100,{HEIGHT}", "--disable-extensions"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(60)
    return driver


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/steady-measure"))
    parser.add_argument("--site", default=os.path.join(ROOT, ".build/web-chat"))
    parser.add_argument("--actions", type=int, default=60, help="measured actions a session")
    parser.add_argument("--sessions", type=int, default=2, help="sessions a ratio")
    parser.add_argument("--ratios", default=",".join(map(str, RATIOS + ZOOMS)), help="device pixel ratios, comma-separated")
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.site, "steady", "index.js")):
        sys.exit(f"{args.site} is not the page's folder: run make web-chat-site")
    service = subprocess.Popen([args.binary, "serve", "--port", "0", "--static", args.site],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    report = {"failures": [], "largest move": {"row": 0.0, "bottom": 0.0}, "ratios": set(), "largest difference": 0.0, "differing": {}, "rows": 0,
              "actions": 0, "clamps": 0, "names": {}}
    try:
        port = int(re.search(r":(\d+)$", service.stdout.readline().strip()).group(1))
        report["url"] = f"http://127.0.0.1:{port}/"
        for ratio in [float(text) if "." in text else int(text) for text in args.ratios.split(",")]:
            driver = browser(ratio)
            try:
                for number in range(args.sessions):
                    session(driver, ratio, seed=int(ratio * 1000) + number, count=args.actions, report=report)
                report["failures"] += [f"ratio {ratio}, fonts: {problem}" for problem in font_problems(driver)]
                if args.screenshot and ratio == 1:
                    driver.save_screenshot(args.screenshot)
            finally:
                driver.quit()
    finally:
        service.send_signal(signal.SIGTERM)
        if service.wait(timeout=30) != 0:
            report["failures"].append(f"the service exited with {service.returncode}")
    print(f"web-chat, Chromium {chromium_version()}: {args.sessions} sessions x {args.actions} actions x ratios "
          f"{args.ratios} = {report['actions']} measured actions")
    print("  actions:", ", ".join(f"{name} {count}" for name, count in sorted(report["names"].items())))
    print(f"  oldest message reached per session: {', '.join(report.get('paged to', []))}")
    print(f"  devicePixelRatio seen: {', '.join(map(str, sorted(report['ratios'])))}")
    print(f"  largest reading-anchor move: {report['largest move']['row']:.6f} px with a row as the anchor,"
          f" {report['largest move']['bottom']:.6f} px with the bottom as the anchor"
          f" ({report['clamps']} steps clamped to the bottom by the geometry)")
    per_ratio = ", ".join(f"ratio {r}: {report['differing'].get(r, 0)}" for r in sorted(report["ratios"]))
    print(f"  drawn heights that differ from the list's: {sum(report['differing'].values())} of {report['rows']}"
          f" ({per_ratio}),"
          f" largest {report['largest difference']:.6f} px")
    for failure in report["failures"][:40]:
        print("FAIL:", failure)
    print(f"web-chat: {'FAILED, ' + str(len(report['failures'])) + ' failures' if report['failures'] else 'passed'}")
    return 1 if report["failures"] else 0


def chromium_version():
    out = subprocess.run(["/usr/bin/chromium", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"(\d+)\.", out)
    return match.group(1) if match else "?"


if __name__ == "__main__":
    sys.exit(main())
