#!/usr/bin/env python3
# A held-out corpus of Unicode spaces (U+2000-U+200A, U+202F, U+205F, U+3000) beside CJK and
# Latin words, for the break-word cases where a space hangs or breaks (Docs/fidelity.md):
#   python3 Tools/chromium-goldens/make_spaces_heldout.py > /tmp/spaces.corpus.jsonl
#   python3 Tools/chromium-goldens/render.py /tmp/spaces.corpus.jsonl -o /tmp/spaces.chromium.jsonl \
#     --widths 40,61,97,137,222,333 --sizes 15,19,28,40 --line-heights normal --white-space pre-wrap,normal
#   swift run steady-goldens fidelity --goldens /tmp/spaces
import json
import random

random.seed(7)
spaces = ["\u3000", "\u2003", "\u2002", "\u2009", "\u200A", "\u202F", "\u205F", "\u2000", "\u2001", "\u2004",
          "\u2005", "\u2006", "\u2007", "\u2008"]
cjk = ["世界", "你好", "今日は", "東京", "会議", "ありがとう", "了解", "明日", "界", "漢字", "「引用」", "（注）", "。", "、"]
latin = ["hello", "world", "AV", "Wave", "office", "1234", "x", "Tokyo", "ok!", "(note)"]
messages = []
for _ in range(160):
    parts = []
    for _ in range(random.randint(2, 14)):
        parts.append(random.choice(cjk if random.random() < 0.6 else latin))
        parts.append(random.choice(spaces) if random.random() < 0.7 else random.choice(["", " "]))
    messages.append("".join(parts).rstrip(" "))
messages += ["界\u3000", "世界\u3000世界", "䤂\ufffd\ufffd世界\u3000", "\u3000\u3000世界", "世界\u3000」", "AV\u2003AV\u2003AV",
             "Wa\u2009ve\u200Aoffice"]
for i, text in enumerate(messages):
    print(json.dumps({"id": f"s{i}", "category": "spaces", "text": text}, ensure_ascii=False))
