#!/usr/bin/env python3
# A held-out corpus for checking that SteadyText generalises: 420 messages built from
# sentences that are not in the golden corpora, rendered on demand (never checked in):
#   python3 Tools/chromium-goldens/make_heldout.py > /tmp/heldout.corpus.jsonl
#   python3 Tools/chromium-goldens/render.py /tmp/heldout.corpus.jsonl -o /tmp/heldout.chromium.jsonl \
#     --widths 137,222,333,401,450 --sizes 15,19,21,28,40,47 --line-heights normal,r1.25x,19.5 \
#     --white-space pre-wrap,normal --per-message 24 --seed 5
#   swift run steady-goldens fidelity --goldens /tmp/heldout
import json, random
random.seed(20261129)
base = [
 "Just landed in Lisbon, the weather is amazing ☀️",
 "Can you pick up some milk on the way home? We're out again.",
 "lol that meme is too good 😂😂😂",
 "Meeting moved to 3:15pm — conference room B (the one with the broken projector).",
 "Ça marche, on se retrouve devant la gare à 18h ?",
 "Übrigens: die Präsentation ist fertig, schau mal drüber wenn du Zeit hast.",
 "¿Quién trae las bebidas el sábado? Yo llevo la tortilla 🥔",
 "Dziękuję bardzo! Zobaczymy się jutro w biurze.",
 "Chúc mừng năm mới! Năm nay mọi điều tốt lành nhé.",
 "Καλημέρα! Τι ώρα φεύγει το πλοίο για Πάρο;",
 "Привет! Ты уже посмотрел новый сезон? Без спойлеров пожалуйста 🙏",
 "Доброй ночи, завтра созвонимся.",
 "السلام عليكم، هل وصلت الطلبية؟ رقمها 48213",
 "من فردا ساعت ۹ صبح میام دفتر، لطفا کلید رو بذار پیش نگهبان",
 "آپ کا بہت شکریہ، کل ملاقات ہوگی",
 "שבת שלום! נתראה בארוחת ערב אצל סבתא",
 "הפגישה נדחתה ל-14:30, תעדכן את דני בבקשה",
 "आज शाम को क्रिकेट मैच देखने चलोगे? टिकट मेरे पास हैं 🏏",
 "धन्यवाद! मैं कल तक रिपोर्ट भेज दूँगा।",
 "วันนี้ทำงานเหนื่อยมาก อยากกลับบ้านไปนอนเลย",
 "ขอบคุณที่ช่วยนะ ไว้เลี้ยงข้าวตอบแทน",
 "我们明天下午三点在咖啡店见面吧，别忘了带电脑。",
 "这个周末有空吗？一起去爬山吧！",
 "了解しました。資料は明日の朝までに送ります。",
 "お疲れさまです！今日の会議、ありがとうございました😊",
 "ラーメン食べに行こう〜🍜",
 "내일 회의는 10시에 시작합니다. 늦지 마세요!",
 "오늘 정말 재밌었어요 ㅋㅋㅋ 다음에 또 만나요",
 "Check this out: https://news.example.org/2026/11/29/long-article-title-with-many-words?ref=chat&utm_source=app",
 "mail me at first.last+chat@example-company.co.uk when you can",
 "@jordan can you review PR #4821? it's blocking the release",
 "#throwback to last summer 🏖️🌊 #goodtimes #friends",
 "Total: $1,249.99 (incl. 20% VAT) — due 12/15/2026",
 "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaah!!!",
 "Pneumonoultramicroscopicsilicovolcanoconiosis is a real word apparently",
 "no way!!!! 😱😱",
 "ok",
 "👍",
 "👨‍👩‍👧‍👦 family dinner at 7",
 "🏳️‍🌈🇺🇦🇯🇵🇧🇷 flags everywhere",
 "#️⃣ 1️⃣ 2️⃣ 3️⃣ keycaps",
 "I ❤ you / I ❤️ you",
 "👋🏻👋🏼👋🏽👋🏾👋🏿",
 "line one\nline two\n\nline four",
 "\nstarts with a newline",
 "ends with newlines\n\n",
 "tabs\tbetween\twords",
 "lots     of     spaces",
 "in\u00adcred\u00adi\u00adble soft hyphens",
 "non\u00a0breaking\u00a0spaces\u00a0all\u00a0the\u00a0way\u00a0through",
 "zero\u200bwidth\u200bspaces",
 "English with عربي in the middle and back",
 "עברית with English words ומספרים 123",
 "café naïve résumé coöperate",
 "Ṭhe q̃uick b̶r̶o̶w̶n̶ fox",
 "...",
 "?!?!?!",
 "(parenthetical [nested {deep}])",
 "   ",
 "",
]
out = []
n = 0
for i in range(420):
    k = random.choice([1,1,1,2,2,3,4])
    parts = random.sample(base, k)
    sep = random.choice([" ", " ", "\n", "  "])
    text = sep.join(parts)
    n += 1
    out.append({"id": f"held-{n:04d}", "category": "heldout", "text": text})
for o in out: print(json.dumps(o, ensure_ascii=False))
