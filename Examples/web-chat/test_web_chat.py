#!/usr/bin/python3
"""The web chat in a real browser: does the message being read move?

Serves the page (`make web-chat-site` copies Examples/web-chat, Templates/bubble.css and
Web/steady into one folder, --site) with `steady-measure serve --static`, opens it in headless
Chromium (Debian's chromium and chromium-driver, through Selenium) on screens of device pixel
ratio 1, 2 and 2.625, and at real browser zoom of 90 % and 110 % on a screen of ratio 1
(zoom-extension/, chrome.tabs.setZoom), and runs seeded reader sessions: the reader scrolls (to
the start, paging older messages in; to the bottom; into a tall message; anywhere), messages
above are edited (some very tall) and deleted (also with the page's controls, by keyboard), the
text size changes (also in racing clicks whose older answers must be dropped), the window's
width changes from 320 px up, the browser zooms to 90 %, 100 % or 110 %, the service is slow or
fails and is retried, and new messages arrive at the bottom (also typed into the composer).
Every second session runs on a canvas of 24,000 px (the page's ?canvas=), which it outgrows,
so that the engine recentres during measured actions.

Around every action that is not the reader scrolling, the reading anchor is measured in the
browser as Docs/SteadyLayout.md defines it: the first row whose bottom edge is below the top of
the viewport (a tall row partly above the top included), or the bottom of the list when the
reader is at the bottom. It must move 0 px, except where the geometry forces a clamp (the rows
below the anchor no longer fill the viewport: the list then rests at its bottom), which is
counted and printed. After every step each drawn row's height is compared with the height the
list gave it, read exactly (see MEASURE_JS): rounded to the engine's 1/64 px it must be the
list's, and at ratio 1 equal. At ratios 1 and 2 the bottom must not move; at the others it may
move by up to 1/16 + 1/128 px, and at a zoom factor a row anchor by up to 1/32 px (see `slack` in
session()). A message that arrives below the reader must show in the "new" button. The page
must also declare each face of Fonts/stack.json (loaded) and the fallback families in order,
and never scroll sideways.

Usage: Examples/web-chat/test_web_chat.py [--binary PATH] [--site DIR] [--ratios LIST]
       [--sessions N] [--actions N] [--canvas PX] [--screenshot PATH]
"""
import argparse, json, math, os, random, re, signal, subprocess, sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RATIOS = [1, 2, 2.625]
# Real browser zoom of 90 % and 110 % on a screen of ratio 1, set mid-session: Chromium then
# draws at devicePixelRatio 0.9 and 1.1 and the CSS viewport narrows or widens by the factor.
# Headless Chromium has no keyboard shortcut or menu for zoom, and DevTools has no command for
# it (Emulation.setPageScaleFactor is pinch zoom, setDeviceMetricsOverride a device scale
# factor), so the test loads zoom-extension/, whose worker calls chrome.tabs.setZoom for the page.
ZOOMS = [0.9, 1.1]
EXTENSION = os.path.join(HERE, "zoom-extension")
WIDTHS = [320, 360, 390, 414, 480, 600, 768, 1024]
HEIGHT = 800
# The canvas of every second session: 24,000 px, which the conversation outgrows (400 messages,
# 30,000 px and more), so the engine recentres. Its rows are at most an eighth of it (3,000 px),
# taller than any message the sessions make at 320 px and 53 px text.
SMALL_CANVAS = 24_000
EDIT_SUFFIX = " (edited by keyboard, and longer than it was before)"

# The reading anchor (Docs/SteadyLayout.md) and the drawn rows, measured in the page's DOM.
#
# Exact to 1/64 px, and why. Chromium computes a client rect (getBoundingClientRect) in single
# precision: a coordinate near y = 500,000 px, the middle of the fixed canvas, would only hold
# steps of 1/32 px, and a height read as the difference of two such coordinates could be 1/64 px
# off (233.921875 read as 233.9375). So nothing here is read in the canvas's coordinates: every
# length is a difference of client coordinates of boxes near the window's top (a row, and the
# viewport's box, whose top is the list's top edge). Those are small numbers because the page
# puts its band of rows at a whole px within 1 px of the scroll offset and each row at a small
# translate from the band (chat.js), and Chromium maps a box to the window with the scroll
# offset taken off before the result is a float: a row's client y is within a few thousand px
# of 0 (the viewport's 800 px and the page's overscan of a viewport each way), where a float holds
# every multiple of 1/128 exactly (below 2^16), so a top, a bottom and their difference are
# exact at ratios 1 and 2. That is checked rather than assumed: `ruler` moves a probe inside
# the first and the last drawn row down from the row's top in steps of 1/64 px and reads it back
# the same way; at ratios 1 and 2 every step must read exactly 1/64 px, and the probe at the
# row's top exactly that row's top. (At other ratios Chromium's positions are 1/64 device px, not a
# binary fraction of a CSS px, and are compared as such: see `slack` in session().)
MEASURE_JS = """
const viewport = document.getElementById('viewport');
const band = document.getElementById('band');
const box = viewport.getBoundingClientRect();
const list = steadyChat.list;
const drawn = [...document.querySelectorAll('#band > .row')];
const rows = drawn.map((row) => {
  const rect = row.getBoundingClientRect();
  const frame = list.layout.frameOf(row.dataset.id);
  return {id: row.dataset.id, top: rect.top - box.top, bottom: rect.bottom - box.top, height: rect.bottom - rect.top,
          given: frame?.height, minY: frame?.minY};
}).sort((a, b) => a.top - b.top);
// The ruler (above): a probe of no height at the top of a row (the row is its containing
// block), moved down from there in steps of 1/64 px.
const ruler = [];
for (const id of [rows[0]?.id, rows[rows.length - 1]?.id]) {
  const row = drawn.find((element) => element.dataset.id === id);
  if (!row) continue;
  const probe = document.createElement('div');
  probe.style.cssText = 'position: absolute; top: 0; left: 0; width: 1px; height: 0; visibility: hidden';
  row.append(probe);
  const reads = [];
  for (let k = 0; k <= 4; k++) {
    probe.style.transform = `translateY(${k / 64}px)`;
    reads.push(probe.getBoundingClientRect().top - box.top);
  }
  probe.remove();
  ruler.push({id, rowTop: row.getBoundingClientRect().top - box.top, reads});
}
// A row's bottom edge is where the next row starts: where the bubble drawn in it ends may be up
// to half a grid step lower (see `slack` below), which must not make a row that ends at the top
// edge the anchor. Where Chromium's grid is not the engine's, a position it reports may be off
// by up to 1/32 px (1/64 device px snapping, single precision of the scroll offset): an edge
// counts as below the top from there on.
rows.forEach((row, i) => { row.edge = i + 1 < rows.length ? rows[i + 1].top : row.bottom; });
const below = [1, 2].includes(devicePixelRatio) ? 0 : 1 / 32;
const newest = rows.find((row) => row.id === list.layout.lastID);
const height = viewport.clientHeight;
const atBottom = newest !== undefined && Math.abs(newest.bottom - height) < 0.5;
const anchor = atBottom ? {id: 'bottom', y: newest.bottom - height}
                        : rows.filter((row) => row.edge > below).map((row) => ({id: row.id, y: row.top}))[0];
return {anchor, atBottom, rows, ruler, sideways: document.scrollingElement.scrollWidth > innerWidth
        || viewport.scrollLeft !== 0 || viewport.scrollWidth > viewport.clientWidth + 1,
        first: list.layout.firstID, last: list.layout.lastID, loaded: list.count, ratio: devicePixelRatio,
        offset: list.layout.scroll.contentOffsetY, canvas: list.layout.scroll.contentHeight,
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


def set_metrics(driver, width):
    """The list's width in CSS px: the window is made that many px times the zoom wide (and half
    a px more, which Chromium's rounding of the zoomed width could take), so that the page stays
    within the widths it is made for (320 px and up) whatever the zoom."""
    driver.steady_width = width
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": math.ceil(width * getattr(driver, "steady_zoom", 1) + 0.5), "height": HEIGHT, "deviceScaleFactor": 0, "mobile": False})


def browser_zoom(driver, factor):
    """Real browser zoom, as Ctrl + and Ctrl − set it, through zoom-extension/ (chrome.tabs.setZoom)."""
    answer = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "addEventListener('message', function on(event) {"
        "  if (event.data?.steadyZoomed) { removeEventListener('message', on); done(event.data.steadyZoomed); } });"
        "postMessage({steadyZoom: arguments[0]}, '*');", factor)
    if answer.get("zoom") is None or abs(answer["zoom"] - factor) > 1e-9:
        raise RuntimeError(f"browser zoom {factor}: {answer}")
    driver.steady_zoom = factor


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
        set_metrics(driver, rng.choice(WIDTHS))
    elif name == "slow service":
        driver.execute_script("steadyChat.network.delay = 700")
        driver.find_element(By.ID, "larger" if rng.random() < 0.5 else "smaller").click()
    elif name == "failing service":
        # Two 503s, then the service: the client retries after 125–250 ms and 250–500 ms (backoff less jitter).
        driver.execute_script("steadyChat.network.failures = 2")
        set_metrics(driver, rng.choice(WIDTHS))
    elif name == "zoom":
        # Real browser zoom of 90 %, 100 % or 110 %: a new ratio and a new CSS width at once.
        # The window keeps its width, so the page's narrows by the factor: 110 % is left out where
        # that would go below 320 px, the narrowest the page is made for.
        window = math.ceil(driver.steady_width * driver.steady_zoom + 0.5)
        browser_zoom(driver, rng.choice([z for z in (0.9, 1, 1.1) if window / z >= 321]))
        driver.steady_width = window / driver.steady_zoom
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
              "tall new message", "send by keyboard", "delete by keyboard", "edit by keyboard", "zoom"])
SCROLLS = ["top", "bottom", "tall", "anywhere", "anywhere"]


def session(driver, ratio, seed, count, report, canvas=None):
    """One seeded reader session of `count` measured actions, on a canvas `canvas` px tall (the
    page's 1,000,000 px when None)."""
    rng = random.Random(seed)
    driver.steady_zoom = 1
    set_metrics(driver, 390)
    driver.get(report["url"] + (f"?canvas={canvas}" if canvas else ""))
    run(driver, "steadyChat.ready")
    # The zoom sessions start at 100 % and zoom once loaded, mid-session as a reader would; zoom
    # is kept per site, so every session sets its own.
    browser_zoom(driver, ratio if ratio in ZOOMS else 1)
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
        # Chromium's grid is 1/64 device px: 1/64 px at ratio 1, 1/128 px at ratio 2, and no binary
        # fraction of a px at 2.625, 0.9 or 1.1. The service answers on it and the engine keeps
        # 1/64 px, so a row's drawn height is the list's once rounded to the engine's grid as the
        # engine rounds (ticks(), half away from 0): equal at ratio 1, and off by at most half an
        # engine step (1/128 px) elsewhere; a media box of aspect ratio 1.3337 at ratio 2 is drawn
        # 233.9296875 px tall, which the engine holds as 233.9375. The bottom
        # edge, the anchor at the bottom, is the last row's, and it is where the scroll offset
        # moves (following a new message); Chromium keeps scroll offsets in single precision,
        # 1/32 px steps at y = 500,000 px: there it may move 1/16 px (and the last row's half step).
        # Both are printed.
        exact = before["ratio"] in (1, 2) and after["ratio"] in (1, 2)
        bottom_slack = 0 if exact else 1 / 16 + 1 / 128
        # Browser zoom of 90 % and 110 % is a factor Chromium keeps as a float (devicePixelRatio
        # 0.8999999761581421, and 2.362499952316284 at 90 % of 2.625), by which it multiplies
        # every length: 500,000 px times 0.9f is 0.012 px from 450,000 device px, and positions
        # land on 1/64 device px, which no whole px is at 0.9 × 2.625. A row held still may so
        # be drawn up to 1/32 px away (1/35 of a device px at 90 %), printed as the largest move.
        # Ratios that are whole 1/64s (1, 2, 2.625: the screens) must be exact.
        row_slack = 0 if all(float(r * 64).is_integer() for r in (before["ratio"], after["ratio"])) else 1 / 32
        step = f"ratio {ratio}, seed {seed}, action {done} ({name}, anchor {anchor['id']}, dpr {after['ratio']})"
        kind = "bottom" if anchor["id"] == "bottom" else "row"
        if clamped:
            report["clamps"] += 1
        elif abs(moved) > (bottom_slack if kind == "bottom" else row_slack):
            report["failures"].append(f"{step}: the reading anchor moved {moved:+.6f} px {before['engine']} {after['engine']}")
        if not clamped:
            report["largest move"][kind] = max(report["largest move"][kind], abs(moved))
            per = report["per ratio"].setdefault(after["ratio"], {"rows": 0, "differing": 0, "row": 0.0, "bottom": 0.0})
            per[kind] = max(per[kind], abs(moved))
            zoomed = "zoomed" if row_slack else "screens"
            report["largest move"][zoomed] = max(report["largest move"].get(zoomed, 0.0), abs(moved) if kind == "row" else 0.0)
        for row in after["rows"]:
            report["rows"] += 1
            per = report["per ratio"].setdefault(after["ratio"], {"rows": 0, "differing": 0, "row": 0.0, "bottom": 0.0})
            per["rows"] += 1
            per["differing"] += row["given"] is None or row["height"] != row["given"]
            difference = abs(row["height"] - row["given"]) if row["given"] is not None else float("inf")
            if difference != 0:
                report["differing"][after["ratio"]] = report["differing"].get(after["ratio"], 0) + 1
                report["largest difference"] = max(report["largest difference"], difference)
            on_grid = math.floor(row["height"] * 64 + 0.5) / 64 if row["given"] is not None else None
            if on_grid != row["given"] or (after["ratio"] == 1 and difference != 0):
                report["failures"].append(f"{step}: row {row['id']} is drawn {row['height']} px tall, the list gave {row['given']}")
        for ruler in after["ruler"]:
            steps = [b - a for a, b in zip(ruler["reads"], ruler["reads"][1:])]
            if after["ratio"] in (1, 2) and (any(d != 1 / 64 for d in steps) or ruler["reads"][0] != ruler["rowTop"]):
                report["failures"].append(f"{step}: the ruler at row {ruler['id']} read {ruler['reads']} (the row at {ruler['rowTop']})")
        report["ruler reads"] += len(after["ruler"])
        # A recentre: the engine moved its window on the canvas, so the row that holds still (the
        # anchor row; at the bottom, the row that was last) has a new canvas y, and the offset
        # moved with it, while the reader saw nothing move (checked above). A step clamped to the
        # bottom by the geometry re-lays out the rows around the bottom instead: not counted.
        still = anchor["id"] if anchor["id"] != "bottom" else before["last"]
        y0 = next((row["minY"] for row in before["rows"] if row["id"] == still), None)
        y1 = next((row["minY"] for row in after["rows"] if row["id"] == still), None)
        if y0 is not None and y1 is not None and y0 != y1 and not clamped:
            report["recentres"][ratio] = report["recentres"].get(ratio, 0) + 1
            if anchor["id"] != "bottom" and y1 - y0 != after["offset"] - before["offset"]:
                report["failures"].append(f"{step}: row {still} moved {y1 - y0:+} px on the canvas, the offset {after['offset'] - before['offset']:+} px")
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
    browser_zoom(driver, 1)   # kept per site: the next session starts at 100 %


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
    """Headless Chromium on a screen of `ratio` (1 for the zoom ratios, which are browser zoom)."""
    options = Options()
    screen = 1 if ratio in ZOOMS else ratio
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--force-device-scale-factor={screen}",
                 "--hide-scrollbars", f"--window-size=1100,{HEIGHT}", f"--load-extension={EXTENSION}",
                 # Chromium 137 and later ignore --load-extension unless this feature is off.
                 "--disable-features=DisableLoadExtensionCommandLineSwitch"]:
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
    parser.add_argument("--canvas", type=int, default=SMALL_CANVAS,
                        help="the canvas height of every second session, in px (the page's ?canvas=)")
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.site, "steady", "index.js")):
        sys.exit(f"{args.site} is not the page's folder: run make web-chat-site")
    ratios = [float(text) if "." in text else int(text) for text in args.ratios.split(",")]
    service = subprocess.Popen([args.binary, "serve", "--port", "0", "--static", args.site],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    report = {"failures": [], "largest move": {"row": 0.0, "bottom": 0.0}, "ratios": set(), "largest difference": 0.0, "differing": {}, "rows": 0,
              "actions": 0, "clamps": 0, "names": {}, "ruler reads": 0, "recentres": {}, "per ratio": {}}
    try:
        port = int(re.search(r":(\d+)$", service.stdout.readline().strip()).group(1))
        report["url"] = f"http://127.0.0.1:{port}/"
        for ratio in ratios:
            driver = browser(ratio)
            try:
                for number in range(args.sessions):
                    # Every second session on a small canvas, which it outgrows: the list recentres.
                    session(driver, ratio, seed=int(ratio * 1000) + number, count=args.actions, report=report,
                            canvas=args.canvas if number % 2 == 1 else None)
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
    print(f"  largest move of a row anchor: {report['largest move'].get('screens', 0.0):.6f} px at ratios that are whole 1/64s,"
          f" {report['largest move'].get('zoomed', 0.0):.6f} px at a zoom factor (0.9f, 1.1f and their products)")
    per_ratio = ", ".join(f"ratio {r}: {report['differing'].get(r, 0)}" for r in sorted(report["ratios"]))
    print(f"  drawn heights that differ from the list's: {sum(report['differing'].values())} of {report['rows']}"
          f" ({per_ratio}),"
          f" largest {report['largest difference']:.6f} px")
    for r, per in sorted(report["per ratio"].items()):
        print(f"  at devicePixelRatio {r}: row anchor moved at most {per['row']:.6f} px, the bottom {per['bottom']:.6f} px;"
              f" {per['differing']} of {per['rows']} drawn heights differ from the list's")
    print(f"  recentres during measured actions: "
          + ", ".join(f"ratio {r}: {report['recentres'].get(r, 0)}" for r in ratios)
          + f" (every second session on a {args.canvas:,} px canvas); ruler checks: {report['ruler reads']}")
    if args.sessions > 1:
        for r in ratios:
            if report["recentres"].get(r, 0) == 0:
                report["failures"].append(f"ratio {r}: no recentre happened during a measured action")
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
