#!/usr/bin/env python3
"""Write the styled-text corpora: chat messages with spans (Docs/steady-measure.md, "Styled text: spans").

    python3 Tools/chromium-goldens/make_styled_corpus.py styled > Tests/SteadyTextTests/Goldens/styled.corpus.jsonl
    python3 Tools/chromium-goldens/make_styled_corpus.py styled-roboto > Tests/SteadyTextTests/Goldens/styled-roboto.corpus.jsonl
    python3 Tools/chromium-goldens/make_styled_corpus.py clamp > Tests/SteadyTextTests/Goldens/clamp.corpus.jsonl

`styled` names the bundled stack's families (Fonts/stack.json); `styled-roboto` is the same
messages with the code family "Noto Sans Mono", which stacks/roboto.json lacks, replaced by
"Roboto". `clamp` is the styled messages of 20 or more UTF-16 code units, the plain messages
of 45 or more from scripts.corpus.jsonl (with their own ids; not the `tofu` ones) and a few
hand-written clamp cases.

Messages are written in a small markup: ⟦STYLE|text⟧ is a span over "text", STYLE a list
of tokens joined by "+": b (weight 700), sb (600), l (300), wN (weight N), i (italic), bi
(700 italic), code (family Noto Sans Mono), f=FAMILY, boxW (a box W em wide), n (a span
with no fields). Deterministic: the output depends only on this file, make_corpus.py's
sentences and scripts.corpus.jsonl. Standard library only.
"""
import json
import random
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from make_corpus import SENT  # noqa: E402  (the chat sentences of the other corpora)

GOLDENS = HERE.parent.parent / "Tests" / "SteadyTextTests" / "Goldens"
MONO = "Noto Sans Mono"
OPEN, SEP, CLOSE = "\u27e6", "|", "\u27e7"

TOKENS = {"b": {"weight": 700}, "sb": {"weight": 600}, "l": {"weight": 300}, "i": {"style": "italic"},
          "bi": {"weight": 700, "style": "italic"}, "code": {"family": MONO}, "n": {}}


def u16(s):
    return len(s.encode("utf-16-le")) // 2


def style_of(spec):
    out = {}
    for tok in spec.split("+"):
        if tok in TOKENS:
            out.update(TOKENS[tok])
        elif tok.startswith("f="):
            out["family"] = tok[2:]
        elif tok.startswith("box"):
            v = float(tok[3:])
            out["box"] = int(v) if v == int(v) else v
        elif tok.startswith("w") and tok[1:].isdigit():
            out["weight"] = int(tok[1:])
        else:
            raise ValueError("unknown style token %r" % tok)
    return out


def parse(markup):
    """Markup -> (text, spans with UTF-16 offsets)."""
    text, spans, pos = "", [], 0
    while True:
        a = markup.find(OPEN, pos)
        if a < 0:
            return text + markup[pos:], spans
        text += markup[pos:a]
        bar = markup.index(SEP, a)
        b = markup.index(CLOSE, bar)
        inner = markup[bar + 1:b]
        start = u16(text)
        text += inner
        spans.append(dict(start=start, end=u16(text), **style_of(markup[a + 1:bar])))
        pos = b + 1


def safe(text, i):
    """Whether a span edge at str index i keeps every grapheme cluster whole."""
    if i <= 0 or i >= len(text):
        return True
    c, p = text[i], text[i - 1]
    if unicodedata.category(c) in ("Mn", "Mc", "Me") or c in "\u200d\ufe0f\ufe0e\u0e33\u0eb3" or p == "\u200d":
        return False
    if 0x1F3FB <= ord(c) <= 0x1F3FF or 0xE0020 <= ord(c) <= 0xE007F:
        return False
    if unicodedata.combining(p) == 9:   # after a virama: a conjunct is one grapheme
        return False
    return True


def mark(text, a, b, spec):
    """Wraps text[a:b] (str indices) in a span."""
    assert safe(text, a) and safe(text, b), (text, a, b)
    return text[:a] + OPEN + spec + SEP + text[a:b] + CLOSE + text[b:]


def words(text):
    """(start, end) str indices of the space-separated words, trailing punctuation left out."""
    out, i = [], 0
    for w in text.split(" "):
        j = i + len(w)
        k = j
        while k > i and unicodedata.category(text[k - 1])[0] == "P":
            k -= 1
        s = i
        while s < k and unicodedata.category(text[s])[0] == "P":
            s += 1
        if k > s and safe(text, s) and safe(text, k):
            out.append((s, k))
        i = j + 1
    return out


def span_words(rng, text, spec, n=1):
    """Wraps n consecutive words of text (no punctuation at the ends)."""
    ws = words(text)
    if not ws:
        return text
    k = rng.randrange(max(1, len(ws) - n + 1))
    a, b = ws[k][0], ws[min(len(ws), k + n) - 1][1]
    return mark(text, a, b, spec)


def span_inside(rng, text, spec):
    """Wraps a stretch strictly inside one word of 4 or more characters."""
    cands = []
    for a, b in words(text):
        cuts = [i for i in range(a + 1, b) if safe(text, i)]
        if len(cuts) >= 2:
            cands.append(cuts)
    if not cands:
        return span_words(rng, text, spec)
    cuts = rng.choice(cands)
    x, y = sorted(rng.sample(cuts, 2))
    return mark(text, x, y, spec)


def span_at(text, sub, spec, nth=0):
    i = -1
    for _ in range(nth + 1):
        i = text.index(sub, i + 1)
    return mark(text, i, i + len(sub), spec)


def pick(rng, langs, k):
    pool = [s for l in langs for s in SENT[l]]
    return rng.sample(pool, min(k, len(pool)))


def styled_messages():
    """(category, markup) in corpus order."""
    rng = random.Random("styled-1")
    out = []

    def add(cat, *ms):
        out.extend((cat, m) for m in ms)

    latin = ["en", "fr", "de", "es", "pl", "vi"]
    # weights and styles on Noto Sans, which has regular, bold, italic and bold italic faces
    add("bold", "This is ⟦b|really⟧ important", "⟦b|Heads up:⟧ the deploy is at 5pm",
        "⟦b|Everything⟧", "Meet me at ⟦b|Gate 12⟧, not Gate 21")
    for s in pick(rng, latin, 14):
        add("bold", span_words(rng, s, "b", rng.choice([1, 1, 2, 3])))
    add("semibold", "Your order has ⟦sb|shipped⟧", "⟦sb|Reminder⟧ dentist tomorrow at 9")
    for s in pick(rng, latin, 10):
        add("semibold", span_words(rng, s, "sb", rng.choice([1, 2])))
    add("light", "⟦l|(edited)⟧ see you there", "ok ⟦l|sent from my phone⟧")
    for s in pick(rng, latin, 6):
        add("light", span_words(rng, s, "l", rng.choice([1, 2])))
    for w in (100, 200, 500, 800, 900):
        add("weights", "weight ⟦w%d|%d looks like this⟧ in a sentence" % (w, w))
    for s, w in zip(pick(rng, latin, 5), (100, 500, 800, 900, 200)):
        add("weights", span_words(rng, s, "w%d" % w, 2))
    add("italic", "I *think* so → I ⟦i|think⟧ so", "⟦i|Sent from my phone⟧",
        "The film was ⟦i|Amélie⟧, not ⟦i|Léon⟧")
    for s in pick(rng, latin + ["ru", "el"], 11):
        add("italic", span_words(rng, s, "i", rng.choice([1, 2])))
    add("bolditalic", "⟦bi|Never⟧ again", "This is ⟦bi|very very⟧ urgent")
    for s in pick(rng, latin, 8):
        add("bolditalic", span_words(rng, s, "bi", rng.choice([1, 2])))
    # code: the monospace family, not in the fallback list
    add("code", "run ⟦code|npm install⟧ first", "⟦code|git rebase -i HEAD~3⟧",
        "set ⟦code|x = 1⟧ and ⟦code|y = 2⟧", "the path is ⟦code|/usr/local/share/fonts/truetype⟧",
        "use ⟦code+b|--force⟧ only if you must", "call ⟦code|fetch(url, {method: 'POST'})⟧ then await it",
        "⟦code|SELECT * FROM users WHERE id = 42;⟧", "type ⟦code|:wq⟧ to quit",
        "the variable ⟦code|ÜberMaß_count⟧ is wrong", "⟦code|Привет мир⟧ prints fine",
        "in ⟦code+i|italic code⟧ the mono face is slanted", "error ⟦code|E0308⟧: mismatched types",
        "⟦code|مرحبا⟧ is not monospace", "⟦code|日本語⟧ falls back", "⟦code|🎉⟧ and ⟦code|->⟧",
        "inline ⟦code|a⟧⟦code+b|b⟧⟦code|c⟧ pieces")
    # spans with no fields: only the split (kerning and ligatures across the edge are lost)
    add("plain", "A⟦n|V⟧A", "⟦n|To⟧day", "T⟦n|o⟧day we go", "o⟦n|ff⟧ice", "⟦n|fi⟧sh",
        "Wa⟦n|ve⟧ at me", "AVAVAV ⟦n|AVA⟧VAV", "ye⟦n|s⟧", "⟦n|hello⟧ ⟦n|world⟧",
        "⟦n|The quick brown fox jumps over the lazy dog⟧")
    for s in pick(rng, latin + ["ru", "el", "ar", "he", "hi", "th", "zh", "ko"], 12):
        add("plain", span_inside(rng, s, "n") if rng.random() < 0.5 else span_words(rng, s, "n", 2))
    # boxes: mention chips and custom emoji, widths 0, 1.2, 2.5, 4 and 9 em
    for w in (0, 1.2, 2.5, 4, 9):
        add("box", "hey ⟦box%s|@ana⟧ are you there?" % w, "that was great ⟦box%s|:party:⟧" % w,
            "⟦box%s|:party:⟧ lol" % w)
    add("box", "⟦box2.5|@ana⟧", "⟦box1.2|:party:⟧⟦box1.2|:party:⟧⟦box1.2|:party:⟧",
        "thanks ⟦box2.5|@ana⟧, ⟦box4|@bartholomew⟧ and ⟦box2.5|@li⟧!",
        "hey⟦box2.5|@ana⟧look", "⟦box4|@everyone⟧ the build is broken again, please do not merge",
        "it is ⟦box9|:wide-banner:⟧ time", "⟦box0|@ghost⟧invisible", "so ⟦box1.2+b|:fire:⟧ so ⟦box1.2+i|:fire:⟧",
        "ping ⟦box2.5+code|@bot⟧ for help", "(⟦box2.5|@ana⟧)", "⟦box1.2|:ok:⟧!", "a ⟦box4|@x⟧ b ⟦box4|@y⟧ c ⟦box4|@z⟧ d")
    # spans inside words
    add("inword", "un⟦b|break⟧able", "⟦b|un⟧believable", "believ⟦b|able⟧", "re⟦i|think⟧ing it",
        "super⟦code|cali⟧fragilistic", "Donau⟦b|dampf⟧schifffahrt", "ко⟦b|шка⟧ и собака",
        "καλη⟦i|μέ⟧ρα σε όλους")
    for s in pick(rng, latin + ["ru", "el"], 8):
        add("inword", span_inside(rng, s, rng.choice(["b", "i", "sb", "bi"])))
    # spans next to and over spaces
    add("edges", "⟦b|hello ⟧world", "hello⟦b| ⟧world", "hello ⟦b| world⟧", "hello⟦i| ⟧ ⟦i| ⟧world",
        "two  ⟦b|spaces⟧  here", "⟦b|trailing⟧ ", "⟦b|trailing space inside ⟧", " ⟦b|leading⟧",
        "⟦b| ⟧", "⟦b|bold⟧⟦i|italic⟧⟦code|code⟧", "⟦b|a⟧ ⟦b|b⟧ ⟦b|c⟧ ⟦b|d⟧ ⟦b|e⟧ ⟦b|f⟧",
        "end with a bold ⟦b|word.⟧", "⟦b|word⟧, comma", "spaced    ⟦i|out    text⟧    here",
        "⟦n|    ⟧indented")
    # emoji, numbers and punctuation
    add("emoji", "⟦b|🎉 party⟧ tonight", "great 👍⟦b|!⟧", "⟦b|❤️⟧", "family 👨‍👩‍👧 ⟦b|here⟧",
        "⟦i|so happy 😂😂😂⟧", "⟦b|👍🏽⟧ ok", "🔥⟦b|fire⟧🔥", "⟦code|✅ passed⟧",
        "⟦b|🇫🇷 France⟧ wins", "keycap ⟦b|1️⃣⟧ one", "⟦sb|☕⟧ break", "ok ⟦bi|🙏 thanks 🙏⟧")
    add("numbers", "Total: ⟦b|$1,234.56⟧", "⟦b|(yes)⟧", "wait⟦b|!⟧", "⟦b|42⟧%", "v⟦b|2.0⟧ is out",
        "call ⟦b|+33 6 12 34 56 78⟧", "⟦code|3.14159⟧ rad", "score ⟦b|3⟧–⟦b|1⟧", "⟦i|“quoted”⟧ text",
        "«⟦b|ça⟧»", "⟦b|50–60 %⟧ off", "⟦b|?!?!⟧", "⟦sb|#2024goals⟧", "⟦b|12:30⟧ or ⟦b|13:00⟧?")
    # other scripts: Noto Sans has Cyrillic and Greek in all four faces
    add("cyrillic", "⟦b|Привет!⟧ Как дела?", "Это ⟦i|очень⟧ важно")
    for s in pick(rng, ["ru", "uk"], 8):
        add("cyrillic", span_words(rng, s, rng.choice(["b", "i", "bi", "sb"]), rng.choice([1, 2])))
    add("greek", "⟦b|Γεια σου!⟧ Τι κάνεις;")
    for s in pick(rng, ["el"], 7):
        add("greek", span_words(rng, s, rng.choice(["b", "i", "bi"]), rng.choice([1, 2])))
    # families with a regular face only: Chromium synthesizes bold (and oblique)
    add("arabic", "⟦b|مرحبا⟧ كيف حالك؟", "مر⟦b|حب⟧ا", "⟦i|شكراً جزيلاً⟧", "⟦bi|مرحبا بك⟧",
        "⟦w900|مرحبا⟧ ⟦w600|مرحبا⟧ ⟦w500|مرحبا⟧ مرحبا", "السعر ⟦b|٤٥٠⟧ ريال", "⟦b|سلام⟧ 👋")
    for s in pick(rng, ["ar", "fa", "ur"], 15):
        r = rng.random()
        spec = rng.choice(["b", "b", "sb", "w800", "i", "bi"])
        add("arabic", span_inside(rng, s, spec) if r < 0.3 else span_words(rng, s, spec, rng.choice([1, 2, 3])))
    add("hebrew", "⟦b|שלום⟧ מה שלומך?", "⟦i|תודה רבה⟧", "של⟦b|ו⟧ם", "⟦b|שָׁלוֹם⟧ עֲלֵיכֶם")
    for s in pick(rng, ["he", "he-niqqud"], 10):
        add("hebrew", span_words(rng, s, rng.choice(["b", "sb", "i", "bi", "w900"]), rng.choice([1, 2])))
    add("rtl-cross", "I said ⟦b|שלום to⟧ you", "مرحبا ⟦b|hello مرحبا⟧ ok", "⟦i|ok שלום⟧ עולם",
        "the word ⟦b|سلام means⟧ peace", "שלום ⟦b|world⟧ שלום", "⟦b|abc ابجد⟧ def",
        "price ⟦b|٤٥ USD⟧ today", "⟦sb|hello, שלום, مرحبا⟧!")
    add("thai", "⟦b|สวัสดี⟧ครับ", "ส⟦b|วัส⟧ดีครับ", "ขอบ⟦i|คุณ⟧มากนะคะ", "⟦bi|ขอบคุณมาก⟧ ครับ",
        "วันนี้⟦b|อากาศ⟧ดีมาก", "⟦b|กรุงเทพ⟧มหานคร")
    for s in pick(rng, ["th"], 10):
        add("thai", span_inside(rng, s, rng.choice(["b", "b", "sb", "i"])))
    add("devanagari", "⟦b|नमस्ते⟧! आप कैसे हैं?", "धन्य⟦b|वाद⟧", "⟦i|बहुत-बहुत⟧ धन्यवाद!",
        "⟦w900|हिन्दी⟧ ⟦w600|हिन्दी⟧ हिन्दी")
    for s in pick(rng, ["hi"], 10):
        spec = rng.choice(["b", "sb", "bi", "i"])
        add("devanagari", span_inside(rng, s, spec) if rng.random() < 0.3 else span_words(rng, s, spec, rng.choice([1, 2])))
    add("cjk", "⟦b|你好⟧！今天怎么样？", "我⟦b|十分钟⟧后到。", "⟦i|ありがとう⟧ございます", "東京⟦b|タワー⟧に行こう",
        "「⟦b|重要⟧」です")
    for s in pick(rng, ["zh", "ja"], 7):
        n = len(s)
        a = rng.randrange(0, max(1, n - 3))
        b = min(n, a + rng.randrange(1, 5))
        while not (safe(s, a) and safe(s, b)):
            b = min(n, b + 1)
        add("cjk", mark(s, a, b, rng.choice(["b", "i", "sb"])))
    add("hangul", "⟦b|안녕하세요⟧! 오늘 어떻게 지내세요?", "정말 ⟦b|감사⟧합니다!", "⟦i|사랑해⟧")
    for s in pick(rng, ["ko"], 7):
        add("hangul", span_inside(rng, s, rng.choice(["b", "sb", "i"])) if rng.random() < 0.4
            else span_words(rng, s, rng.choice(["b", "sb", "i"])))
    # several spans
    add("multi", "⟦b|Bold⟧ and ⟦i|italic⟧ and ⟦code|code⟧ with ⟦box2.5|@ana⟧",
        "⟦b|Q:⟧ what time? ⟦b|A:⟧ ⟦i|around⟧ ⟦code|18:30⟧",
        "⟦sb|Ana⟧ replied: ⟦i|“sure, I'll bring the ⟧⟦bi|cake⟧⟦i|”⟧",
        "⟦b|TODO⟧ fix ⟦code|parse()⟧, ⟦l|maybe⟧ ⟦b|today⟧ ⟦box1.2|:fire:⟧",
        "⟦b|مرحبا⟧ ⟦i|hello⟧ ⟦b|שלום⟧ ⟦code|code⟧ ⟦b|नमस्ते⟧ ⟦b|สวัสดี⟧ ⟦b|你好⟧ ⟦b|안녕⟧",
        "⟦w100|thin⟧ ⟦w300|light⟧ ⟦w400|normal⟧ ⟦w600|semi⟧ ⟦w700|bold⟧ ⟦w900|black⟧")
    for _ in range(10):
        s = rng.choice([x for l in latin for x in SENT[l] if len(x) > 30])
        ws = words(s)
        k = sorted(rng.sample(range(len(ws)), min(len(ws), rng.choice([2, 3, 4]))))
        for j in reversed(k):
            a, b = ws[j]
            s = mark(s, a, b, rng.choice(["b", "i", "code", "sb", "bi", "l", "box2.5"]))
        add("multi", s)
    # pre-wrap: newlines inside spans and at their edges (rendered in both white-space modes)
    add("newlines", "⟦b|line one\nline two⟧", "first\n⟦b|second⟧", "⟦b|end⟧\n", "a\n\n⟦b|b⟧",
        "x⟦b|\n⟧y", "⟦i|one\n⟧two", "one⟦i|\ntwo⟧", "⟦code|def f():\n    return 1⟧",
        "⟦b|Title⟧\n\n⟦i|body text that goes on for a while⟧\n⟦l|— signature⟧",
        "list:\n⟦b|1.⟧ eggs\n⟦b|2.⟧ milk\n⟦b|3.⟧ bread", "⟦b|  indented\n  twice⟧",
        "trailing  ⟦b|spaces  ⟧\nnext", "⟦box2.5|@ana⟧\n⟦box2.5|@bo⟧", "مرحبا\n⟦b|شكراً⟧",
        "⟦b|สวัสดี\nครับ⟧", "🎉\n⟦b|🎉⟧\n🎉")
    # a family of the fallback list named first: its metrics set the inline box
    add("family", "⟦f=Noto Sans Arabic|hello⟧ there", "⟦f=Noto Sans Arabic|مرحبا⟧ hello",
        "say ⟦f=Noto Sans Devanagari|नमस्ते⟧ now", "⟦f=Noto Sans Thai+b|สวัสดี⟧ ok",
        "⟦f=Noto Sans Hebrew|שלום⟧ and ⟦f=Noto Sans Hebrew+b|hello⟧",
        "⟦f=Noto Color Emoji|🎉 yay⟧", "⟦f=Droid Sans Fallback|你好 hi⟧", "⟦f=NanumBarunGothic+b|안녕 hi⟧")
    return out


def styled(code_family=MONO):
    msgs, count = [], {}
    for cat, m in styled_messages():
        text, spans = parse(m)
        for sp in spans:
            if sp.get("family") == MONO:
                sp["family"] = code_family
        count[cat] = count.get(cat, 0) + 1
        msgs.append({"id": "styled-%s-%04d" % (cat, count[cat]), "category": cat, "text": text, "spans": spans})
    return msgs


# Clamps: the line before the ellipsis is where these differ.
CLAMP_HAND = [
    "The quick brown fox jumps over the lazy dog and keeps running until the end of the field, "
    "where it finally ⟦b|stops to rest⟧ under a tree.",
    "Meeting notes: ⟦b|budget approved⟧, ⟦i|hiring paused⟧, ⟦code|deploy Friday⟧, "
    "⟦box2.5|@ana⟧ owns the follow-up ⟦box1.2|:ok:⟧",
    "a\n\nb\n\nc\n\nd", "one\ntwo\nthree\nfour\nfive", "short", "⟦b|bold all the way through to the very end of "
    "this rather long message that wraps⟧",
    "Supercalifragilisticexpialidocious-and-more-words-without-any-spaces-at-all-goes-here",
    "Ends with a chip ⟦box4|@someone⟧ ⟦box4|@another⟧ ⟦box4|@third⟧ ⟦box4|@fourth⟧ ⟦box4|@fifth⟧",
    "مرحبا بكم في هذا المكان الجميل، نتمنى لكم إقامة سعيدة ومريحة مع العائلة والأصدقاء",
    "שלום לכולם, ברוכים הבאים לקבוצה החדשה שלנו, נשמח לשמוע מכם בכל נושא",
    "สวัสดีครับ วันนี้อากาศดีมาก เราไปเที่ยวทะเลกันไหม แล้วค่อยกลับมากินข้าวเย็นที่บ้าน",
    "emoji at the edge 🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉",
    "text that already has an ellipsis… and goes on… and on… and on… until it is clamped…",
    "trailing spaces at every line end      and then some more words      and more      words",
    "⟦code|a_very_long_identifier_name_that_does_not_break_anywhere_at_all_in_code_spans⟧ done",
    "混合 mixed 文本 text 与 with ⟦b|粗体⟧ bold 和 and 斜体 italic 在 in 一起 together 很长 long",
]


def clamp(code_family=None):
    msgs = [m for m in (styled(code_family) if code_family else styled()) if u16(m["text"]) >= 20]
    with open(GOLDENS / "scripts.corpus.jsonl", encoding="utf-8") as f:
        for line in f:
            m = json.loads(line)
            if u16(m["text"]) >= 45 and m["category"] != "tofu":
                msgs.append(m)
    for n, mk in enumerate(CLAMP_HAND, 1):
        text, spans = parse(mk)
        m = {"id": "clamp-%04d" % n, "category": "clamp", "text": text}
        if spans:
            m["spans"] = spans
        msgs.append(m)
    if code_family:
        for m in msgs:
            for span in m.get("spans", []):
                if span.get("family") == "Noto Sans Mono":
                    span["family"] = code_family
    return msgs


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else ""
    if kind == "styled":
        msgs = styled()
    elif kind == "styled-roboto":
        msgs = styled("Roboto")
    elif kind == "clamp":
        msgs = clamp()
    elif kind == "clamp-roboto":
        msgs = clamp("Roboto")
    else:
        sys.exit("usage: make_styled_corpus.py styled|styled-roboto|clamp|clamp-roboto")
    for m in msgs:
        sys.stdout.write(json.dumps(m, ensure_ascii=False, separators=(", ", ": ")) + "\n")


if __name__ == "__main__":
    main()
