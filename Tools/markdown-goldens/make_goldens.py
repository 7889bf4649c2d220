#!/usr/bin/env python3
"""Renders random chat-Markdown messages with a CommonMark 0.31.2 parser that
is not Steady's, for SteadyMarkdownTests' CommonMarkGoldenTests.

    pip install markdown-it-py==4.3.0
    Tools/markdown-goldens/make_goldens.py

The renderer is markdown-it-py in its "commonmark" mode (it passes
CommonMark 0.31.2's spec examples) with GFM's strikethrough enabled. It
writes Tests/SteadyMarkdownTests/Goldens/markdown-it.jsonl, one object a
line, {"markdown": ..., "html": ...}, and markdown-it.meta.json.

The messages avoid what chat's subset leaves as text on purpose, so that
the renderer's HTML is the converter's answer: no white space at either
end, no line endings (paragraphs,
soft breaks, code spans' line endings), no line that starts a block (`#`,
`>`, `-`, `+`, a digit, `* `, a fence), no raw HTML, no entity references,
no link reference definitions, no images, and no run of tildes but `~~`
(strikethrough parsers differ on other runs; the converter follows
cmark-gfm, checked by hand-written cases). Only renderings that are one
paragraph are kept.
"""
import json
import pathlib
import random
import re
from importlib.metadata import version

from markdown_it import MarkdownIt

OUT = pathlib.Path(__file__).resolve().parent.parent.parent / "Tests/SteadyMarkdownTests/Goldens"
SEED = 18
CASES = 2000
WORDS = ["a", "bo", "word", "é", "שלום", "日本", "Привет", "x_y", "5", "@ana", "😀", "🇫🇷", "€5", "a+b"]
NOISE = ["*", "**", "_", "__", "~~", "`", "\\", "[", "]", "(", ")", "](", "!", ".", ",", "-", "\"",
         "'", ":", "?", "{", "|", "\u00a0", "\\*", "\\_", "\\`", "\\~"]
DELIMITERS = ["*", "**", "***", "_", "__", "~~", "`", "``"]
JOINS = [" ", " ", " ", "", "", ", ", "-", "."]


def phrase(rng, depth):
    """Words and markup: delimiters around phrases (sometimes unclosed, spaced
    inside or mismatched), links, autolinks and noise, so that the flanking
    rules, the rule of 3, precedence and unclosed runs all come up."""
    units = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.random()
        if kind < 0.35 or depth > 2:
            unit = rng.choice(WORDS)
        elif kind < 0.7:
            opener = rng.choice(DELIMITERS)
            closer = opener if rng.random() < 0.75 else rng.choice(DELIMITERS + [""])
            inside = phrase(rng, depth + 1)
            if rng.random() < 0.15:
                inside = " " + inside if rng.random() < 0.5 else inside + " "
            unit = opener + inside + closer
        elif kind < 0.8:
            destination = rng.choice(["u", "/a_b*c", "<1 2>", "", "a(b)", "a b"])
            title = rng.choice(["", "", " \"t\"", " 'it''", " (t)"])
            unit = "[" + phrase(rng, depth + 1) + "](" + destination + title + ")"
        elif kind < 0.85:
            unit = rng.choice(["<https://x.y/z_a*>", "<a@b.co>", "<m:x>", "https://x.y"])
        else:
            unit = rng.choice(NOISE)
        units.append(unit)
    return "".join(unit + rng.choice(JOINS) for unit in units).strip(" ")


def message(rng):
    while True:
        # No white space at either end: a paragraph's is stripped, and parsers
        # disagree on which (markdown-it strips a no-break space too).
        text = phrase(rng, 0).strip()
        if (not text or "]:" in text or "![" in text or text[0] in "#>-+=|0123456789~`"
                or text[:2] in ("* ", "*\u00a0") or any(len(run) != 2 for run in re.findall("~+", text))):
            continue
        return text


def main():
    rng = random.Random(SEED)
    renderer = MarkdownIt("commonmark").enable("strikethrough")
    lines = []
    while len(lines) < CASES:
        text = message(rng)
        html = renderer.render(text)
        if not html.startswith("<p>") or html.count("<p>") != 1:
            continue
        lines.append(json.dumps({"markdown": text, "html": html}, ensure_ascii=False))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "markdown-it.jsonl").write_text("\n".join(lines) + "\n")
    meta = {"script": "Tools/markdown-goldens/make_goldens.py", "seed": SEED, "cases": CASES,
            "renderer": "markdown-it-py " + version("markdown-it-py") + ", commonmark mode, strikethrough"}
    (OUT / "markdown-it.meta.json").write_text(json.dumps(meta, indent=2) + "\n")
    print(f"{len(lines)} cases in {OUT / 'markdown-it.jsonl'}")


if __name__ == "__main__":
    main()
