#!/usr/bin/env python3
"""Write the chat-bubble corpora: chat rows in the bubble format (Docs/bubbles.md).

    python3 Tools/chromium-goldens/make_bubble_corpus.py bubbles > Tests/SteadyTextTests/Goldens/bubbles.corpus.jsonl
    python3 Tools/chromium-goldens/make_bubble_corpus.py threshold > Tests/SteadyTextTests/Goldens/threshold.corpus.jsonl
    python3 Tools/chromium-goldens/make_bubble_corpus.py one-grapheme > Tests/SteadyTextTests/Goldens/bubbles-one-grapheme.corpus.jsonl
    python3 Tools/chromium-goldens/make_bubble_corpus.py pills > Tests/SteadyTextTests/Goldens/bubbles-pills.corpus.jsonl
    python3 Tools/chromium-goldens/make_bubble_corpus.py spaces > Tests/SteadyTextTests/Goldens/bubbles-spaces.corpus.jsonl
    python3 Tools/chromium-goldens/make_bubble_corpus.py media-ratios > Tests/SteadyTextTests/Goldens/bubbles-media-ratios.corpus.jsonl
    python3 Tools/chromium-goldens/make_bubble_corpus.py template > Tests/SteadyTextTests/Goldens/bubbles-template.corpus.jsonl

One JSON object per line: {"id", "category", "text", "spans"?, "bubble"}, the CLI's input.
`bubbles` covers every optional part alone and in combinations, both directions, group
starts and continuations, short and long texts in many scripts (from the text goldens'
corpora and hand-written chat lines), names, quotes and media of many kinds, and edge cases.
`threshold` is messages with a timestamp for render_bubbles.py --threshold. `pills` is reactions
and date pills from one emoji to wider than any row. `spaces` is white space where a line's
width is rounded: spaces that open a line, double and ideographic spaces, trailing spaces. `one-grapheme`
is texts whose last line cannot break (one grapheme cluster, one word, one inline box) with
a timestamp that may not fit after it, and two-grapheme texts beside them. `media-ratios` is
media alone, of seeded aspect ratios written with 1 to 6 decimals and a few extreme ones.
`template` is the template as chats draw it: directions, long timestamps, wide pills, the
photo's width, quotes with newlines (see its docstring).

Deterministic: the output depends only on this file, basic.corpus.jsonl and
scripts.corpus.jsonl (and render_bubbles.py's seeded (width, size) pairs, for the texts
whose last line is exactly full). Standard library only.
"""
import itertools
import json
import math
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from render_bubbles import select_pairs  # noqa: E402  (the cases a message gets)

TEXT_GOLDENS = HERE.parent.parent / "Tests" / "SteadyTextTests" / "Goldens"

# Chat lines written for the bubbles: short, medium, and long enough for several lines.
HAND = [
    "ok", "👍", "Thanks!", "On my way", "See you at 8?", "haha yes", "Good morning ☀️",
    "Can you pick up the kids from school today? I'm stuck in a meeting until five.",
    "I just landed. The flight was delayed by two hours, so I'll take a taxi straight to the "
    "hotel and call you once I've checked in. Don't wait up for dinner!",
    "Reminder: the plumber comes tomorrow between 9 and 11, please leave the side gate open "
    "and keep the dog inside. He charges extra if he has to wait, so be on time.",
    "¿Vienes a la cena del sábado? Llevo el postre 🍰",
    "Je t'appelle ce soir, promis. Bisous à toute la famille !",
    "Kommst du morgen mit ins Kino? Der Film fängt um 20:15 an.",
    "Привет! Ты уже дома? Напиши, когда доберёшься.",
    "Καλημέρα! Τι ώρα είναι η συνάντηση;",
    "مرحبا، كيف حالك؟ هل وصلت إلى البيت؟",
    "سأكون هناك بعد عشر دقائق إن شاء الله، انتظرني عند الباب الرئيسي للمبنى.",
    "שלום! אתה מגיע הערב?",
    "नमस्ते! आप कैसे हैं? कल मिलते हैं।",
    "明天下午三点在咖啡馆见面好吗？我会提前到。",
    "今日はありがとうございました！また近いうちに会いましょう。",
    "오늘 저녁에 시간 있어? 같이 밥 먹자 😊",
    "สวัสดีครับ พรุ่งนี้เจอกันที่ร้านกาแฟนะ",
    "I'm at the café on 5th — the one with the blue door 😂😂",
    "https://example.com/photos/2026/03/12/album?id=48213&share=true",
    "Pneumonoultramicroscopicsilicovolcanoconiosis",
    "lol 😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂",
    "Meeting moved to 15:30, room 4B. Bring the Q3 numbers and the slides from last week.",
    "Okay so here's the plan: we meet at the station at seven, take the train to the coast, "
    "walk along the cliffs until lunch, and then decide whether to stay the night or come back. "
    "Bring good shoes, a jacket and some water. It might rain in the afternoon.",
]

NAMES = ["Ana", "Bo", "María José", "Jean-Baptiste Dupont", "أحمد", "فاطمة الزهراء", "王小明",
         "佐藤 花子", "김민준", "राहुल शर्मा", "Ολυμπία", "Дмитрий Иванов", "שרה לוי", "Ngọc Ánh",
         "Maximilian Alexander Friedrich von Hohenzollern-Sigmaringen (work phone, do not call after nine)"]
LONG_NAME = NAMES[-1]

QUOTES = [
    "See you at 8?", "ok", "Did you get my email about the contract?",
    "Can you send me the address of the restaurant and the time of the reservation? I want to "
    "check the parking situation before we go, last time it took half an hour to find a spot.",
    "مرحبا، هل يمكنك أن ترسل لي العنوان؟ أريد أن أتحقق من موقف السيارات قبل أن نذهب إلى المطعم الليلة.",
    "明天的会议改到下午三点了，地点还是在三楼的大会议室。请大家带上笔记本电脑和上周的报告，谢谢。",
    "कल की बैठक दोपहर तीन बजे होगी। कृपया अपनी रिपोर्ट साथ लाएँ और समय पर पहुँचें, धन्यवाद।",
    "ขอบคุณมากสำหรับของขวัญนะครับ ชอบมากเลย ไว้เจอกันใหม่สัปดาห์หน้าที่บ้านคุณยายนะครับ",
    "Ты не забыл купить билеты на поезд? Если нет, то я могу сделать это сегодня вечером после работы.",
    "Photo", "🎉🎉🎉",
]
QUOTE_NAMES = ["You", "Ana", "أحمد", "王小明", LONG_NAME]

TIMES = ["12:30", "9:05 PM", "23:59"]
REACTIONS = ["👍", "👍 2", "❤️😂🙏 12"]
DATES = ["Today", "Yesterday", "Tuesday, 12 March 2026", "今天", "اليوم"]
RATIOS = [0.3, 0.5, 0.75, 1, 4 / 3, 16 / 9, 3]


def load_texts(name):
    """{category: [texts]} of a text-golden corpus, in file order (no tofu)."""
    out = {}
    with open(TEXT_GOLDENS / name, encoding="utf-8") as f:
        for line in f:
            m = json.loads(line)
            if m["category"] != "tofu" and m["text"].strip():
                out.setdefault(m["category"], []).append(m["text"])
    return out


def u16(s):
    return len(s.encode("utf-16-le")) // 2


def word_spans(text, rng, n):
    """Up to n bold / italic / bold-italic spans over whole words (UTF-16 offsets)."""
    words, pos = [], 0
    for w in text.split(" "):
        if w:
            words.append((u16(text[:pos]), u16(text[:pos + len(w)])))
        pos += len(w) + 1
    picks = sorted(rng.sample(range(len(words)), min(n, len(words))))
    styles = [{"weight": 700}, {"style": "italic"}, {"weight": 700, "style": "italic"}]
    return [dict(start=words[k][0], end=words[k][1], **rng.choice(styles)) for k in picks]


def full_digits(msg_id, lines):
    """Digits (Noto Sans: 0.572 em each, no kerning) that fill `lines` lines exactly at the
    message's first (width, size) pair whose fit is not within 0.05 px: the last line is full,
    so the time cannot join it. The bubble is at its max width, min(75% of the row, 480) - 18."""
    for w, s in select_pairs(msg_id, "1"):
        content = min(0.75 * (w - 16), 480) - 18
        per_line = int(content // (0.572 * s))
        slack = content - per_line * 0.572 * s
        if 0.05 < slack < 0.572 * s - 0.05:
            return "1234567890" * (per_line * lines // 10) + "1234567890"[:per_line * lines % 10]
    raise ValueError(msg_id)


def full_cjk(msg_id, lines):
    """Ideographs (1 em each; a break between any two) that fill `lines` lines exactly."""
    han = "我们明天下午在公园门口见面然后一起去图书馆看书学习到晚上再回家吃饭休息"
    for w, s in select_pairs(msg_id, "1"):
        content = min(0.75 * (w - 16), 480) - 18
        per_line = int(content // s)
        if 0.05 < content - per_line * s < s - 0.05:
            return (han * 8)[:per_line * lines]
    raise ValueError(msg_id)


def append_message(out, prefix, category, text, bubble, spans=None):
    """Appends a corpus message to `out`, its id `prefix` + its place from 1 (render_bubbles.py's
    input: id, category, text, spans when given, bubble), and returns it."""
    m = {"id": "%s%d" % (prefix, len(out) + 1), "category": category, "text": text}
    if spans:
        m["spans"] = spans
    m["bubble"] = bubble
    out.append(m)
    return m


def bubbles():
    rng = random.Random(20260312)
    basic, scripts = load_texts("basic.corpus.jsonl"), load_texts("scripts.corpus.jsonl")
    # one or two texts of every script and kind, short and long
    pool = []
    for cats, k in ((scripts, 2), (basic, 2)):
        for cat in sorted(cats):
            texts = cats[cat]
            pool += rng.sample(texts, min(k, len(texts)))
    pool += HAND
    rng.shuffle(pool)
    texts = itertools.cycle(pool)
    out = []

    def add(category, text, bubble, spans=None):
        return append_message(out, "b", category, text, bubble, spans)

    def direction(i):
        return {} if i % 2 == 0 else {"direction": "outgoing"}

    # text alone, both directions, group starts and continuations
    for i in range(40):
        b = direction(i)
        if i % 5 == 4:
            b["groupStart"] = False
        add("text", next(texts), b)
    # text and a time: every script, the three times
    for i in range(60):
        add("time", next(texts), dict(direction(i // 3), time=TIMES[i % 3]))
    # names: every name alone with a text, and with a time
    for i, name in enumerate(NAMES + NAMES[:9]):
        b = {"name": name}
        if i % 2:
            b["time"] = TIMES[i % 3]
        add("name", next(texts), b)
    add("name", "ok", {"name": LONG_NAME, "time": "12:30"})
    add("name", "ok", {"name": LONG_NAME, "direction": "outgoing"})
    # quotes: short and long (clamped), with and without the quoted sender's name
    for i, q in enumerate(QUOTES * 3):
        quote = {"text": q}
        if i % 3 != 2:
            quote["name"] = QUOTE_NAMES[i % len(QUOTE_NAMES)]
        b = dict(direction(i), quote=quote)
        if i % 2 == 0:
            b["time"] = TIMES[i % 3]
        add("quote", ["ok", "Sure, see you there!", next(texts)][i % 3], b)
    # media: every ratio alone, with a time, with a caption, with a caption and a time
    for i, r in enumerate(RATIOS):
        for j in range(4):
            b = dict(direction(i + j), media={"aspectRatio": r})
            if j % 2:
                b["time"] = TIMES[(i + j) % 3]
            add("media", next(texts) if j >= 2 else "", b)
    # reactions and dates with a text, alone and with a time
    for i, r in enumerate(REACTIONS * 4):
        b = dict(direction(i), reactions=r)
        if i >= 6:
            b["time"] = TIMES[i % 3]
        add("reactions", next(texts), b)
    for i, d in enumerate(DATES * 3):
        b = dict(direction(i), date=d)
        if i >= 5:
            b["time"] = TIMES[i % 3]
        add("date", next(texts), b)
    # continuations of a group with other parts
    for i in range(12):
        b = dict(direction(i), groupStart=False, time=TIMES[i % 3])
        if i % 3 == 0:
            b["reactions"] = REACTIONS[i % 3]
        if i % 4 == 1:
            b["quote"] = {"text": QUOTES[i % len(QUOTES)]}
        add("group", next(texts), b)
    # styled texts with a time
    styled = [t for t in pool if t.count(" ") >= 3][:16]
    for i, t in enumerate(styled):
        b = dict(direction(i), time=TIMES[i % 3])
        add("styled", t, b, word_spans(t, rng, 1 + i % 3))
    # every pair of parts, then seeded larger combinations
    parts = ["name", "quote", "media", "time", "reactions", "date"]

    def part(p, i):
        if p == "name":
            return NAMES[i % len(NAMES)]
        if p == "quote":
            q = {"text": QUOTES[i % len(QUOTES)]}
            if i % 3:
                q["name"] = QUOTE_NAMES[i % len(QUOTE_NAMES)]
            return q
        if p == "media":
            return {"aspectRatio": RATIOS[i % len(RATIOS)]}
        return {"time": TIMES, "reactions": REACTIONS, "date": DATES}[p][i % {"time": 3, "reactions": 3, "date": 5}[p]]

    for i, pair in enumerate(itertools.combinations(parts, 2)):
        for j in range(2):
            b = direction(i + j)
            for p in pair:
                b[p] = part(p, i + j)
            add("pair", "" if ("media" in b and j) else next(texts), b)
    for i in range(50):
        chosen = rng.sample(parts, rng.randint(3, 6))
        b = direction(rng.randrange(2))
        if rng.random() < 0.25:
            b["groupStart"] = False
        for p in sorted(chosen, key=parts.index):
            b[p] = part(p, rng.randrange(100))
        add("combo", "" if ("media" in b and rng.random() < 0.3) else next(texts), b)
    # edge cases
    edge = [
        ("", {"time": "12:30"}),                                   # only a time
        ("", {"time": "9:05 PM", "direction": "outgoing"}),
        ("", {"time": "23:59", "name": "Ana"}),
        ("", {"name": "Ana"}),                                     # an empty text line
        ("See you tomorrow ", {"time": "12:30"}),                  # ends with a space
        ("See you tomorrow   ", {"time": "9:05 PM"}),
        ("ok ", {"time": "23:59"}),
        ("first line\nsecond line", {"time": "12:30"}),            # a newline
        ("first line\n", {"time": "12:30"}),                       # ends with a newline
        ("a\n\nb", {"time": "9:05 PM"}),
        ("line one\nline two\nline three", {"time": "23:59", "direction": "outgoing"}),
        ("👍", {"time": "12:30"}),                                  # emoji only
        ("😂😂😂", {"time": "9:05 PM", "reactions": "😂 3"}),
        ("🇩🇪🇫🇷🇯🇵🇧🇷", {"time": "23:59"}),
        ("x", {"time": "12:30"}),
        ("مرحبا", {"time": "12:30"}),                               # right-to-left, then the time
        ("مرحبا بك يا صديقي، كيف كانت رحلتك إلى القاهرة؟ أتمنى أن تكون قد استمتعت بها كثيرا.", {"time": "9:05 PM"}),
        ("שלום, מה שלומך היום? אני מקווה שהכול בסדר אצלך ואצל המשפחה.", {"time": "23:59"}),
        ("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", {"time": "12:30"}),
        ("", {"media": {"aspectRatio": 0.3}, "name": "Ana"}),
        ("", {"media": {"aspectRatio": 3}, "quote": {"name": "Bo", "text": "Photo"}, "time": "12:30"}),
    ]
    for t, b in edge:
        add("edge", t, b)
    # texts whose last line is exactly full at one of their cases (render_bubbles.py's pairs)
    for lines, maker, b in ((1, full_digits, {"time": "12:30"}), (2, full_digits, {"time": "9:05 PM"}),
                            (3, full_digits, {"time": "23:59", "direction": "outgoing"}),
                            (2, full_digits, {}), (1, full_cjk, {"time": "12:30"}),
                            (2, full_cjk, {"time": "9:05 PM"}), (3, full_cjk, {"time": "23:59"})):
        mid = "b%d" % (len(out) + 1)
        add("full", maker(mid, lines), b)
    return out


def threshold():
    """Messages with a time, many scripts, for the threshold search: one short line, two or
    three lines, with and without a name."""
    rng = random.Random(64)
    basic, scripts = load_texts("basic.corpus.jsonl"), load_texts("scripts.corpus.jsonl")
    pool = []
    for cats in (scripts, basic):
        for cat in sorted(cats):
            texts = [t for t in cats[cat] if 8 <= len(t) <= 160 and "\n" not in t]
            if texts:
                pool.append(rng.choice(texts))
    pool += [t for t in HAND if 8 <= len(t) <= 200]
    rng.shuffle(pool)
    out = []
    for i, t in enumerate(pool[:60]):
        b = {"time": TIMES[i % 3]}
        if i % 2:
            b["direction"] = "outgoing"
        if i % 7 == 3:
            b["name"] = NAMES[i % 5]
        append_message(out, "t", "threshold", t, b)
    return out


# Texts the line breaker cannot split, by kind, then texts it can (two graphemes) as controls.
# (category, text, spans)
UNBREAKABLE = [
    ("emoji", "👍", None), ("emoji", "❤️", None), ("emoji", "👍🏽", None),
    ("emoji", "👨‍👩‍👧", None), ("emoji", "🇫🇷", None),
    ("letter", "a", None), ("letter", "W", None), ("letter", "e\u0301", None), ("letter", "!", None),
    ("letter", "(", None), ("letter", "ع", None), ("letter", "ש", None),
    ("ideograph", "好", None), ("ideograph", "한", None), ("ideograph", "あ", None),
    ("box", ":party:", [{"start": 0, "end": 7, "box": 1.2}]),
    ("box", "@ana", [{"start": 0, "end": 4, "box": 9}]),
    ("word", "Supercalifragilistic", None), ("word", "Pneumonoultramicroscopicsilicovolcanoconiosis", None),
    ("two", "ok", None), ("two", "👍👍", None), ("two", "好的", None), ("two", "🇫🇷🇩🇪", None),
    ("two", "ab", None), ("two", "a👍", None),
    ("last-line", "hello\n👍", None), ("last-line", "see you there 好", None), ("last-line", "👍 ", None),
]
ONE_GRAPHEME_TIMES = ["12:30", "edited Yesterday 08:15"]


def one_grapheme():
    """Each text of UNBREAKABLE with a short and a long time, incoming and outgoing
    (render with --widths 320,360,390,430 --sizes 17,28,40 --per-message 12: every pair)."""
    out = []
    for category, text, spans in UNBREAKABLE:
        for time in ONE_GRAPHEME_TIMES:
            for bubble in ({"time": time}, {"direction": "outgoing", "time": time}):
                append_message(out, "g", category, text, bubble, spans)
    return out


# Ratios written by hand: common ones, the two of Docs/bubbles.md, and ones whose float is 0,
# below 1/64, a whole number of 1/64, above 2^25 or infinite (Blink's degenerate and clamped
# layout ratios).
MEDIA_RATIOS_FIXED = [1, 1.5, 0.75, 4 / 3, 16 / 9, 7 / 3, 1.1, 0.6, 1.3337, 0.56789, 1e-50, 1e-9, 1e-6, 0.001,
                      0.3, 50, 1000, 123456.7, 33554432, 1e9, 1e39]
MEDIA_RATIOS_PER_DIGITS = 100


def media_ratios():
    """Media alone (no text, no time): MEDIA_RATIOS_FIXED, then for each number of decimals d
    from 1 to 6, MEDIA_RATIOS_PER_DIGITS seeded draws log-uniform in [0.75, 8] written with d
    decimals (the distinct ones that keep all d; the heights at the template's widths stay
    under max-height). Render with every list width of the Makefile's MEDIA_RATIO_CASES."""
    rng = random.Random(20261206)
    ratios = [("fixed", r) for r in MEDIA_RATIOS_FIXED]
    seen = set(MEDIA_RATIOS_FIXED)
    for d in range(1, 7):
        for _ in range(MEDIA_RATIOS_PER_DIGITS):
            r = round(math.exp(rng.uniform(math.log(0.75), math.log(8))), d)
            if r not in seen and len(repr(r).split(".")[1]) == d:
                seen.add(r)
                ratios.append(("digits-%d" % d, r))
    out = []
    for cat, r in ratios:
        append_message(out, "m", cat, "", {"media": {"aspectRatio": r}})
    return out


PILL_EMOJI = ["👍", "❤️", "😂", "😮", "😢", "🙏", "🔥", "🎉", "👏", "💯", "🤔", "😍", "🥳", "👀", "✅"]
PILL_DATES = ["Today", "Yesterday", "Friday 28 November", "Wednesday, 28 November 2026",
              "Wednesday, 28 November 2026 · 14 unread messages since you were last here"]


def pills():
    """Reactions and date pills from one emoji to wider than any row: seeded counts of
    PILL_EMOJI with their tallies, both directions, over texts short and long, with and
    without a time (render with --widths 320,390,600 --sizes 17,28 --per-message 6: every pair)."""
    rng = random.Random(20261207)
    out = []
    texts = ["ok", "See you at 11!", "That was the best trip we have had in years, thank you for planning it"]
    for n in [1, 2, 3, 5, 8, 12, 16, 24]:
        for direction in ("incoming", "outgoing"):
            reactions = " ".join("%s %d" % (rng.choice(PILL_EMOJI), rng.randint(1, 99)) if k else rng.choice(PILL_EMOJI)
                                 for k in range(n))
            bubble = {"reactions": reactions}
            if direction == "outgoing":
                bubble["direction"] = "outgoing"
            if rng.random() < 0.5:
                bubble["time"] = "12:30"
            append_message(out, "p", "reactions-%d" % n, rng.choice(texts), bubble)
    for date in PILL_DATES:
        for direction in ("incoming", "outgoing"):
            bubble = {"date": date, "time": "09:15"}
            if direction == "outgoing":
                bubble["direction"] = "outgoing"
            append_message(out, "p", "date", rng.choice(texts), bubble)
    return out


SPACE_WORDS = ("hey ok sure see you at the usual place tomorrow morning 🙂 привет مرحبا שלום 你好 thanks! "
               "the quick brown fox jumps over lazy dog").split()
SPACE_OPENINGS = [" ", "  ", "   ", "\u3000", " \u00a0", "\u00a0", "\t", " \n"]


def spaces():
    """White space where a line's width is rounded: spaces opening the text or a line after a
    newline, double spaces and ideographic spaces inside, trailing spaces; Latin words alone and
    mixed with other scripts and emoji; with and without a time and a name, both directions
    (render with the default widths and sizes, --per-message 8)."""
    rng = random.Random(20261208)
    out = []

    def words(n, latin):
        pool = SPACE_WORDS[-9:] if latin else SPACE_WORDS
        return " ".join(rng.choice(pool) for _ in range(n))

    shapes = [
        ("opening", lambda latin: rng.choice(SPACE_OPENINGS) + words(rng.randint(1, 12), latin)),
        ("after-newline", lambda latin: words(rng.randint(1, 4), latin) + "\n" + rng.choice(["  ", " ", "   "])
         + words(rng.randint(1, 8), latin)),
        ("inside", lambda latin: words(rng.randint(1, 4), latin) + rng.choice(["  ", "\u3000", " \u00a0 "])
         + words(rng.randint(1, 8), latin)),
        ("trailing", lambda latin: words(rng.randint(1, 10), latin) + rng.choice([" ", "  ", "\u3000"])),
    ]
    for category, make in shapes:
        for k in range(40):
            latin = k % 2 == 0
            bubble = {}
            if rng.random() < 0.5:
                bubble["direction"] = "outgoing"
            if rng.random() < 0.7:
                bubble["time"] = rng.choice(["12:30", "9:05 ✔✔", "edited 23:59"])
            if rng.random() < 0.3:
                bubble["name"] = "Ana"
            append_message(out, "w", category + ("-latin" if latin else "-mixed"), make(latin), bubble)
    return out

RTL_TEXTS = [
    "مرحبا، كيف حالك؟", "شكرا جزيلا!", "سأكون هناك بعد عشر دقائق إن شاء الله، انتظرني عند الباب.",
    "الاجتماع غدا الساعة 3:30 في الطابق الثاني (القاعة الكبيرة)", "هل رأيت الرسالة من Ahmed حول المشروع؟",
    "شاهد هذا الرابط https://example.com/a?b=1 رائع جدا 😂", "نعم!!", "١٢٣ ريال فقط",
    "שלום! אתה מגיע הערב?", "תודה רבה, נתראה מחר ב-8:00 בבוקר.", "קניתי את הכרטיסים ל-Coldplay 🎉🎉",
    "זה עולה 45₪ (כולל משלוח)", "سلام، حالت چطوره؟ فردا می‌بینمت.", "کتاب را روی میز گذاشتم.",
    "آپ کیسے ہیں؟ کل ملتے ہیں۔", "ok مرحبا", "“نعم” قال.", "- نعم -",
]
LTR_MIXED = [
    "See you at مطعم الشام tonight", "The word is שלום, right?", "Meeting with أحمد at 5 (room 2B)",
    "Call me: +1 555 0100 — or write to فاطمة", "Bonjour ! On se voit à 8h ?", "Flight TLV→LHR delayed",
]
NEUTRAL_TEXTS = ["👍", "😂😂😂", "123", "12:30?", "🎉 2026 🎉", "!!!", "❤️", "+1", "👍🏽", "…", "(:", "🇮🇱", "👨‍👩‍👧"]
NEUTRAL_LEADS = ["123 ", "😂 ", "(", "“", "#42 ", "- ", "\u200f", "\u2067"]
LONG_TIMES = ["edited Yesterday 23:59 ✔✔", "Wednesday, 28 November 2026 at 23:59 · seen by 14 people",
              "تم التعديل أمس 23:59", "נערך אתמול 08:15", "forwarded many times · 09:15 PM ✔✔",
              "Delivered 12:30 · Read by Ana, Bo, María José and 11 others"]
DIR_TIMES = ["12:30", "9:05 PM", "أمس 12:30", "12:30 م", "אתמול", "edited 08:15", "12:30 ✔✔"]
RTL_NAMES = ["أحمد", "فاطمة الزهراء", "שרה לוי", "محمد عبد الله بن عبد الرحمن آل سعود (العمل)", "Ana", "王小明"]
RTL_QUOTES = ["مرحبا، هل يمكنك أن ترسل لي العنوان؟ أريد أن أتحقق من موقف السيارات قبل أن نذهب.",
              "שלום! אתה מגיע הערב?", "OK", "line one\nline two\nline three", "سطر أول\nسطر ثان",
              "Reply to this:\n\n- milk\n- eggs\n- bread", "🎉🎉🎉"]
RTL_DATES = ["اليوم", "أمس", "היום", "Today", "الأربعاء، 28 نوفمبر 2026", "Wednesday, 28 November 2026 · 14 unread"]


def template():
    """The template as chats draw it, each class 40 messages (render with the default widths and
    sizes, --per-message 8: 320 cases a class): right-to-left texts and texts that lead with
    neutral characters (dir="auto" on .text, the timestamp on the end side), left-to-right texts
    with right-to-left words, neutral texts whose timestamp decides the direction, right-to-left
    names, quotes and dates, timestamps wider than the bubble, reactions and dates wider than the
    row, media beside captions at widths where the photo's width acts and where the 75% limit
    does, and quotes with newlines."""
    rng = random.Random(20261206)
    out = []

    def side(b):
        if rng.random() < 0.5:
            b["direction"] = "outgoing"
        return b

    def rtl_text():
        t = rng.choice(RTL_TEXTS)
        for _ in range(rng.choice([0, 0, 1, 3])):
            t += " " + rng.choice(RTL_TEXTS)
        return t

    for _ in range(40):
        append_message(out, "t", "rtl-text", rtl_text(), side({"time": rng.choice(DIR_TIMES)}))
    for _ in range(40):
        text = rng.choice(NEUTRAL_LEADS) + rng.choice(RTL_TEXTS + LTR_MIXED + HAND[:8])
        append_message(out, "t", "neutral-lead", text, side({"time": rng.choice(DIR_TIMES)}))
    for _ in range(40):
        text = rng.choice(LTR_MIXED) + ("" if rng.random() < 0.5 else " " + rng.choice(HAND[:12]))
        append_message(out, "t", "ltr-mixed", text, side({"time": rng.choice(DIR_TIMES)}))
    for _ in range(40):
        b = side({"time": rng.choice(DIR_TIMES + LONG_TIMES[:3])})
        if rng.random() < 0.3:
            b["reactions"] = rng.choice(REACTIONS)
        append_message(out, "t", "neutral-text", rng.choice(NEUTRAL_TEXTS), b)
    for _ in range(40):
        b = side({"name": rng.choice(RTL_NAMES), "time": rng.choice(DIR_TIMES)})
        if rng.random() < 0.6:
            b["quote"] = {"name": rng.choice(RTL_NAMES), "text": rng.choice(RTL_QUOTES)}
        if rng.random() < 0.4:
            b["date"] = rng.choice(RTL_DATES)
        append_message(out, "t", "rtl-labels", rng.choice(RTL_TEXTS + HAND[:10]), b)
    for _ in range(40):
        text = rng.choice(["ok", "👍", "See you!", "مرحبا", rtl_text(), rng.choice(HAND)])
        append_message(out, "t", "long-time", text, side({"time": rng.choice(LONG_TIMES)}))
    for k in range(40):
        n = rng.choice([6, 10, 16, 24, 32])
        b = side({"reactions": " ".join("%s %d" % (rng.choice(PILL_EMOJI), rng.randint(1, 999)) for _ in range(n))})
        if k % 2:
            b = side({"date": rng.choice(PILL_DATES[3:] + RTL_DATES[4:]) + " · " + rng.choice(PILL_DATES),
                      "time": "09:15"})
        append_message(out, "t", "wide-pills", rng.choice(["ok", "See you at 11!", "مرحبا"]), b)
    for _ in range(40):
        b = side({"media": {"aspectRatio": rng.choice(RATIOS + [round(rng.uniform(0.4, 2.5), 4)])}})
        if rng.random() < 0.6:
            b["time"] = rng.choice(DIR_TIMES + LONG_TIMES[:2])
        if rng.random() < 0.4:
            b["name"] = rng.choice(NAMES + RTL_NAMES)
        text = rng.choice(["", "", "Look!", "منظر جميل من الشرفة", rng.choice(HAND), rtl_text()])
        append_message(out, "t", "media-width", text, b)
    for _ in range(40):
        b = side({"quote": {"text": rng.choice(RTL_QUOTES[3:6] + ["a\nb", "first\n\nsecond", " lead\n trail "])}})
        if rng.random() < 0.5:
            b["quote"]["name"] = rng.choice(QUOTE_NAMES + RTL_NAMES)
        if rng.random() < 0.5:
            b["time"] = rng.choice(DIR_TIMES)
        append_message(out, "t", "quote-newlines", rng.choice(HAND[:12] + RTL_TEXTS[:4]), b)
    return out


def main(argv):
    kinds = {"bubbles": bubbles, "threshold": threshold, "one-grapheme": one_grapheme, "media-ratios": media_ratios,
             "pills": pills, "spaces": spaces, "template": template}
    if len(argv) != 1 or argv[0] not in kinds:
        print("usage: make_bubble_corpus.py bubbles|threshold|one-grapheme|media-ratios|pills|spaces|template",
              file=sys.stderr)
        return 2
    for m in kinds[argv[0]]():
        sys.stdout.write(json.dumps(m, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
