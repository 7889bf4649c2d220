#!/usr/bin/python3
"""The web chat in a real browser: does the message being read move?

Starts `steady-measure serve --static Examples/web-chat` on loopback, opens the
page in headless Chromium (Debian's chromium and chromium-driver, through
Selenium), and for each way of drawing the list (fixed canvas with the
service's heights; estimated heights corrected after render; a plain list with
the browser's scroll anchoring) scrolls to a message and then:

  prepend      loads the page of older messages above it, twice
  edit above   makes a message two rows above it longer
  text size    17 -> 23 px
  width        390 -> 320 px

and measures how far the message being read (the first row whose top is in
view) moved on screen. The fixed canvas must move 0.0 px at every step, and
every rendered bubble's text height must equal the service's height, at
device pixel ratio 1. In every mode the page must declare each face of
Fonts/stack.json (loaded) and the fallback families in order. The side-by-side table is printed; --screenshot PATH
saves the fixed canvas after the steps.

Usage: Examples/web-chat/test_web_chat.py [--binary PATH] [--screenshot PATH]
"""
import argparse, json, os, re, signal, subprocess, sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MODES = ["fixed", "estimate", "anchoring"]
STEPS = ["prepend", "prepend again", "edit above", "text size 17 -> 23", "width 390 -> 320"]

# The row being read and its top in the viewport's coordinates.
ANCHOR_JS = """
const viewport = document.getElementById('viewport').getBoundingClientRect();
for (const row of document.querySelectorAll('.row')) {
  const top = row.getBoundingClientRect().top;
  if (top >= viewport.top) return [row.dataset.id, top - viewport.top];
}
return null;
"""
TOP_JS = """
const viewport = document.getElementById('viewport').getBoundingClientRect();
return document.querySelector(`.row[data-id="${arguments[0]}"]`).getBoundingClientRect().top - viewport.top;
"""


def run(driver, script, *args):
    """Runs an async page function (a promise-returning expression) to its end."""
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        f"Promise.resolve({script}).then((v) => done(v === undefined ? null : v), (e) => done('error: ' + e));", *args)


def step(driver, name, anchor):
    if name.startswith("prepend"):
        return run(driver, "steadyChat.loadOlder()")
    if name == "edit above":
        loaded = driver.execute_script("return steadyChat.loaded()")
        target = loaded[loaded.index(anchor) - 2]
        text = driver.execute_script(f"return document.querySelector('.row[data-id=\"{target}\"] .text').textContent")
        return run(driver, "steadyChat.edit(arguments[0], arguments[1])", target,
                   text + " (edited: and a much longer second thought, which wraps onto more lines than before)")
    if name.startswith("text size"):
        return run(driver, "steadyChat.setFontSize(23)")
    return run(driver, "steadyChat.setWidth(320)")


def font_problems(driver):
    """What differs between the faces the page declared and Fonts/stack.json (the stack the
    service measures with): one @font-face per face, each loaded, and the text's font-family
    the fallback families in order."""
    with open(os.path.join(ROOT, "Fonts", "stack.json"), encoding="utf-8") as file:
        families = json.load(file)["families"]
    faces = sum(len(family["faces"]) for family in families)
    declared = driver.execute_script("return [...document.fonts].map((face) => [face.family, face.status])")
    fallback = [family["family"] for family in families if family.get("fallback", True)]
    # Chromium serializes a one-word name unquoted (NanumBarunGothic); the stack's names have no commas.
    computed = driver.execute_script("return getComputedStyle(document.querySelector('.text')).fontFamily")
    used = [name.strip().strip('"') for name in computed.split(",")]
    problems = []
    if len(declared) != faces or any(status != "loaded" for _, status in declared):
        problems.append(f"{faces} faces in stack.json, the page has {declared}")
    if used != fallback:
        problems.append(f"the text's font-family is {used}, not {fallback}")
    return problems


def mismatched_heights(driver):
    return [row for row in driver.execute_script("return steadyChat.rows()") if row["dom"] != row["height"]]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/steady-measure"))
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    service = subprocess.Popen([args.binary, "serve", "--port", "0", "--static", HERE],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    failures = []
    try:
        port = int(re.search(r":(\d+)$", service.stdout.readline().strip()).group(1))
        options = Options()
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                     "--hide-scrollbars", "--window-size=600,800", "--disable-extensions"]:
            options.add_argument(flag)
        options.binary_location = "/usr/bin/chromium"
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.set_script_timeout(60)
        shifts = {}
        try:
            for mode in MODES:
                driver.get(f"http://127.0.0.1:{port}/?mode={mode}&autoload=0")
                run(driver, "steadyChat.ready")
                driver.execute_script("document.getElementById('viewport').scrollTop -= 250")
                run(driver, "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
                anchor, _ = driver.execute_script(ANCHOR_JS)
                failures += [f"{mode}, fonts: {problem}" for problem in font_problems(driver)]
                wrong = mismatched_heights(driver) if mode == "fixed" else []
                if wrong:
                    failures.append(f"fixed, first page: DOM heights differ from the service's: {wrong[:3]}")
                for name in STEPS:
                    before = driver.execute_script(TOP_JS, anchor)
                    result = step(driver, name, anchor)
                    if isinstance(result, str) and result.startswith("error"):
                        failures.append(f"{mode}, {name}: {result}")
                    after = driver.execute_script(TOP_JS, anchor)
                    shifts[(mode, name)] = after - before
                    if mode == "fixed":
                        if after != before:
                            failures.append(f"fixed, {name}: the message being read moved {after - before:+.3f} px")
                        wrong = mismatched_heights(driver)
                        if wrong:
                            failures.append(f"fixed, {name}: {len(wrong)} DOM heights differ from the service's: {wrong[:3]}")
                if mode == "fixed":
                    rows = len(driver.execute_script("return steadyChat.rows()"))
                    print(f"fixed canvas: {rows} bubbles, every DOM text height equal to the service's" if not any(
                        "DOM heights" in f for f in failures) else "fixed canvas: DOM heights differ (see below)")
                    if args.screenshot:
                        driver.save_screenshot(args.screenshot)
        finally:
            driver.quit()
        names = {"fixed": "fixed canvas", "estimate": "estimated + corrected", "anchoring": "overflow-anchor: auto"}
        print(f"how far the message being read moved (px), device pixel ratio 1, Chromium {chromium_version()}:")
        print(f"  {'step':<20}" + "".join(f"{names[m]:>24}" for m in MODES))
        for name in STEPS:
            print(f"  {name:<20}" + "".join(f"{shifts.get((m, name), float('nan')):>24.1f}" for m in MODES))
    finally:
        service.send_signal(signal.SIGTERM)
        if service.wait(timeout=30) != 0:
            failures.append(f"the service exited with {service.returncode}")
    for failure in failures:
        print("FAIL:", failure)
    # One check for the first page and one a step: the fixed canvas did not move and its heights are the
    # service's; and one a mode: the page declared the stack's faces.
    checks = 1 + len(STEPS) + len(MODES)
    failed = min(checks, len(failures))
    print(f"web-chat: {checks - failed} passed, {failed} failed")
    return 1 if failures else 0


def chromium_version():
    out = subprocess.run(["/usr/bin/chromium", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"(\d+)\.", out)
    return match.group(1) if match else "?"


if __name__ == "__main__":
    sys.exit(main())
