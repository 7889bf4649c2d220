# Writes N JSON lines for steady-measure (Docs/limits.md, "Number of input lines"): the
# messages of CORPUS.jsonl (`steady-bench corpus` in Benchmarks/ writes one), cycled, each
# line with one word never seen before (a counter in letters), so that the shared caches fill
# to their bound and keep evicting.
#
#   python3 Tools/many-lines.py N CORPUS.jsonl | steady-measure --width 300
import json
import sys

count, corpus = int(sys.argv[1]), sys.argv[2]
messages = [json.loads(line)["text"] for line in open(corpus, encoding="utf-8")]
letters = "abcdefghijklmnopqrstuvwxyz"


def new_word(n):
    """'q' and n in base 26: a word no message holds."""
    digits = []
    while True:
        digits.append(letters[n % 26])
        n //= 26
        if n == 0:
            return "q" + "".join(digits)


batch = []
for i in range(count):
    text = messages[i % len(messages)]
    cut = text.find(" ")
    text = text[:cut] + " " + new_word(i) + text[cut:] if cut > 0 else text + " " + new_word(i)
    batch.append('{"id":%d,"text":%s}\n' % (i, json.dumps(text, ensure_ascii=False)))
    if len(batch) == 10000:
        sys.stdout.write("".join(batch))
        batch = []
sys.stdout.write("".join(batch))
