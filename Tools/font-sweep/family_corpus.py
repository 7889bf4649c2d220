#!/usr/bin/env python3
"""Writes the family sweep's corpus: eight styled messages whose spans set only weight and style,
so that every span is drawn by a face of the stack's first family (the family under test), or
by that family's synthetic bold or italic where it has no such face.

    python3 Tools/font-sweep/family_corpus.py > Tests/SteadyTextTests/Goldens/families/families.corpus.jsonl

Markup: **bold** (700), *italic*, ***bold italic***, and {W:text} for weight W. Offsets are
UTF-16 code units, as Docs/steady-measure.md's spans count them. Standard library only.
"""
import json
import re

MESSAGES = [
    ("bold-word", "See you **tomorrow** at the station, and please don't be late this time"),
    ("italic-phrase", "I was *completely and utterly surprised* by the ending of that film"),
    ("weights", "{100:Thin} {200:ExtraLight} {300:Light} {400:Regular} {500:Medium} {600:SemiBold} "
                "{700:Bold} {800:ExtraBold} {900:Black}"),
    ("prefix", "**un**believable, **re**markable and **pre**processed **Wa**ter **To**day"),
    ("long-bold", "Look: **Supercalifragilisticexpialidocious-antidisestablishmentarianism** ok"),
    ("url", "Docs at **https://example.com/path/to/some/page?query=1&x=2** now"),
    ("fallback", "**Hello مرحبا 你好 👋 done** and then plain text"),
    ("bold-italic", "This is ***really important news*** and this is not"),
]

TOKEN = re.compile(r"\*\*\*(.+?)\*\*\*|\*\*(.+?)\*\*|\*(.+?)\*|\{(\d+):(.+?)\}")


def units(text):
    return len(text.encode("utf-16-le")) // 2


def parse(markup):
    text, spans, at = "", [], 0
    for match in TOKEN.finditer(markup):
        text += markup[at:match.start()]
        start = units(text)
        if match.group(1) is not None:
            inner, fields = match.group(1), {"weight": 700, "style": "italic"}
        elif match.group(2) is not None:
            inner, fields = match.group(2), {"weight": 700}
        elif match.group(3) is not None:
            inner, fields = match.group(3), {"style": "italic"}
        else:
            inner, fields = match.group(5), {"weight": int(match.group(4))}
        text += inner
        spans.append(dict({"start": start, "end": units(text)}, **fields))
        at = match.end()
    return text + markup[at:], spans


def main():
    for name, markup in MESSAGES:
        text, spans = parse(markup)
        print(json.dumps({"id": "family-" + name, "category": "family", "text": text, "spans": spans},
                         ensure_ascii=False))


if __name__ == "__main__":
    main()
