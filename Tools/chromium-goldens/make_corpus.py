#!/usr/bin/env python3
"""Write the golden corpora: hand-written chat messages plus seeded templated ones.

    python3 Tools/chromium-goldens/make_corpus.py basic > Tests/SteadyTextTests/Goldens/basic.corpus.jsonl
    python3 Tools/chromium-goldens/make_corpus.py full  > Tests/SteadyTextTests/Goldens/full.corpus.jsonl
    python3 Tools/chromium-goldens/make_corpus.py scripts > Tests/SteadyTextTests/Goldens/scripts.corpus.jsonl
    python3 Tools/chromium-goldens/make_corpus.py textcases > Tests/SteadyTextTests/Goldens/textcases.corpus.jsonl

Deterministic: the output depends only on this file.
"""
import json
import random
import sys

# ---------------------------------------------------------------- hand-written sentences
SENT = {
    "en": [
        "Hey, are you coming tonight?", "I'll be there in 10 minutes", "lol", "ok",
        "Can you send me the file when you get a chance?", "Thanks so much!!",
        "Running late, sorry. Traffic is terrible on the bridge again.",
        "Did you see the game last night? That last goal was unbelievable.",
        "Let's grab lunch tomorrow, maybe around 12:30?", "Sounds good to me.",
        "I can't believe it's already December.", "Happy birthday!!! Hope you have a great day",
        "The meeting got moved to Thursday at 3pm, room 4B.", "Where did you park?",
        "My flight lands at 6:45 so I should be home by 8 if everything goes well.",
        "Don't forget to buy milk, eggs and bread.", "brb", "np", "good night ❤️",
        "What's the Wi-Fi password?", "It's on the fridge, next to the calendar.",
        "Could you review my pull request before the end of the day? It's small.",
        "honestly I think we should just order pizza", "yes", "no way", "wait what?",
        "I'm so tired I could sleep for a week.", "Call me when you're free.",
        "The kids loved the museum, especially the dinosaur hall.",
        "Just finished the book you lent me. The ending was wild.",
    ],
    "fr": [
        "Salut ! Tu es dispo ce soir ?", "J'arrive dans cinq minutes, désolé pour le retard.",
        "On se retrouve devant la boulangerie à côté de l'église ?",
        "Ça marche, à tout à l'heure !", "Tu as réservé le restaurant pour vendredi ?",
        "Le train a été annulé, je prends le prochain à 18 h 42.",
        "Joyeux anniversaire ! Passe une très belle journée 🎂",
        "Il fait un temps magnifique aujourd'hui, on va se promener au bord de la Seine ?",
        "Où est-ce que tu as rangé les clés de la voiture ?", "Merci beaucoup, c'est très gentil.",
        "Noël approche : n'oublie pas les cadeaux pour Éloïse et Zoé.",
    ],
    "de": [
        "Hallo! Kommst du heute Abend mit ins Kino?", "Ich bin gleich da, nur noch fünf Minuten.",
        "Kannst du bitte Brötchen vom Bäcker mitbringen?", "Schöne Grüße aus München!",
        "Die Besprechung wurde auf Donnerstag verschoben.", "Alles Gute zum Geburtstag!",
        "Straßenbahnhaltestelle Königsplatz, Ausgang Süd.",
        "Ich habe die Donaudampfschifffahrtsgesellschaftskapitänsmütze gefunden!",
        "Wir müssen noch die Überweisung für die Miete machen.", "Gute Nacht, schlaf gut.",
        "Weißt du, ob der Supermarkt am Sonntag geöffnet hat?",
    ],
    "es": [
        "¡Hola! ¿Qué tal el fin de semana?", "¿Nos vemos mañana en la plaza a las seis?",
        "Perdón, se me olvidó por completo. ¡Mañana sin falta!", "¡Feliz cumpleaños, España!",
        "El niño pequeño ya está dormido, puedes llamar más tarde.", "¿Dónde compraste esos zapatos?",
        "Mañana hace mucho calor, lleva agua y protector solar.", "¡Qué guay! Cuéntame más.",
        "Llegamos a Córdoba a las once y media de la noche.",
    ],
    "pl": [
        "Cześć! Będziesz jutro na zajęciach?", "Zażółć gęślą jaźń.", "Dzięki, już jadę.",
        "Spóźnię się jakieś piętnaście minut, przepraszam.", "Gdzie się spotykamy w sobotę?",
        "Źrebię pasło się na łące obok rzeki.", "Wszystkiego najlepszego z okazji urodzin!",
        "Kupiłem bilety na koncert w Łodzi.",
    ],
    "vi": [
        "Chào bạn! Hôm nay bạn có rảnh không?", "Mình đang trên đường về nhà rồi.",
        "Cảm ơn bạn rất nhiều nhé!", "Tối nay đi ăn phở không?", "Tiếng Việt có nhiều dấu thanh.",
        "Người ta thường uống cà phê sữa đá ở Sài Gòn.", "Chúc mừng năm mới! Vạn sự như ý.",
        "Mẹ ơi, con về muộn một chút nhé.",
    ],
    "el": [
        "Γεια σου! Τι κάνεις;", "Θα είμαι εκεί σε δέκα λεπτά.", "Ευχαριστώ πολύ για όλα!",
        "Πάμε για καφέ αύριο το πρωί;", "Χρόνια πολλά! Να τα εκατοστήσεις!",
        "Η συνάντηση μετακινήθηκε για την Πέμπτη.", "Καληνύχτα, τα λέμε αύριο.",
        "Ξέχασα το πορτοφόλι μου στο ταξί.", "Ο καιρός στην Αθήνα είναι υπέροχος σήμερα.",
    ],
    "ru": [
        "Привет! Как дела?", "Я буду через десять минут.", "Спасибо большое!",
        "Давай встретимся у метро в семь.", "С днём рождения! Счастья, здоровья, любви!",
        "Съешь же ещё этих мягких французских булок, да выпей чаю.", "Спокойной ночи!",
        "Не забудь купить хлеб и молоко по дороге домой.", "Поезд опаздывает на полчаса.",
        "Ты видел вчерашний матч? Это было невероятно.",
    ],
    "uk": [
        "Привіт! Що робиш увечері?", "Дякую, все добре. А в тебе?", "Їжак ґедзь щастя є.",
        "Зустрінемося біля вокзалу о шостій?",
    ],
    "ar": [
        "مرحبا! كيف حالك اليوم؟", "سأصل بعد عشر دقائق إن شاء الله.", "شكراً جزيلاً على مساعدتك.",
        "هل رأيت المباراة أمس؟ كانت رائعة!", "موعدنا يوم الخميس الساعة ٣ مساءً.",
        "كل عام وأنت بخير 🎉", "أين نلتقي غداً؟ أمام المكتبة؟", "الجو حار جداً اليوم في الرياض.",
        "أرسلت لك الملف على البريد الإلكتروني.", "تصبح على خير.",
        "الاجتماع في الغرفة ١٢ الطابق الثاني.", "اشتريت ٣ كيلو تفاح بـ 15 ريال.",
    ],
    "fa": [
        "سلام! حالت چطوره؟", "ممنون، خوبم. تو چطوری؟", "فردا ساعت ۸ صبح می‌بینمت.",
        "این کتاب را خیلی دوست داشتم.", "گوشی‌ام خاموش شده بود، ببخشید.",
        "تولدت مبارک! ۲۵ سالگی‌ات مبارک 🎂",
    ],
    "ur": [
        "السلام علیکم! آپ کیسے ہیں؟", "میں دس منٹ میں پہنچ جاؤں گا۔", "بہت شکریہ، آپ کا بہت بہت شکریہ۔",
        "کل ملتے ہیں، ان شاء اللہ۔", "آج موسم بہت اچھا ہے۔",
    ],
    "he": [
        "שלום! מה שלומך?", "אני אגיע בעוד עשר דקות.", "תודה רבה על הכול!",
        "נתראה מחר בבוקר בבית הקפה.", "יום הולדת שמח! 🎉", "לילה טוב, נדבר מחר.",
        "הפגישה נדחתה ליום חמישי בשעה 15:00.", "קניתי 2 כרטיסים להופעה.",
    ],
    "he-niqqud": [
        "בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ", "שָׁלוֹם עֲלֵיכֶם",
        "תּוֹדָה רַבָּה", "מַה שְּׁלוֹמְךָ הַיּוֹם?",
    ],
    "hi": [
        "नमस्ते! आप कैसे हैं?", "मैं दस मिनट में पहुँच जाऊँगा।", "बहुत-बहुत धन्यवाद!",
        "कल सुबह मिलते हैं।", "जन्मदिन की हार्दिक शुभकामनाएँ! 🎂", "क्या तुमने खाना खा लिया?",
        "आज मौसम बहुत अच्छा है, चलो पार्क चलते हैं।", "ट्रेन पंद्रह मिनट देर से चल रही है।",
        "विद्यार्थियों ने क्षत्रिय और ज्ञान पर प्रश्न पूछे।", "श्रीमान द्विवेदी जी का पत्र आया है।",
    ],
    "th": [
        "สวัสดีครับ วันนี้เป็นอย่างไรบ้าง", "ขอบคุณมากนะคะ", "เดี๋ยวไปถึงในอีกสิบนาที",
        "พรุ่งนี้เจอกันที่ร้านกาแฟหน้ามหาวิทยาลัย", "สุขสันต์วันเกิดนะ 🎂",
        "กินข้าวหรือยัง", "ฝนตกหนักมากเลยวันนี้ รถติดสุดๆ", "ไม่เป็นไรครับ",
        "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ", "นะคะ",
    ],
    "zh": [
        "你好！今天怎么样？", "我十分钟后到。", "谢谢你的帮助！", "明天早上九点见。",
        "生日快乐！🎂", "你吃饭了吗？", "会议改到星期四下午三点了。",
        "这家餐厅的菜非常好吃，我们下次再来吧。", "“你好”，他说。", "晚安，明天聊。",
        "我在地铁上，信号不太好，等会儿给你回电话。", "價格是１２８元，還可以嗎？",
    ],
    "ja": [
        "こんにちは！元気ですか？", "十分後に着きます。", "ありがとうございます！",
        "明日の朝九時に会いましょう。", "お誕生日おめでとう！🎂", "ちょっと遅れます、すみません。",
        "会議は木曜日の午後三時に変更になりました。", "カタカナのメッセージ：コーヒーショップで待ってるよ。",
        "「了解です」と伝えてください。", "今日は雨が降っているので、傘を忘れないでね。",
        "ラーメン食べに行こう！", "東京駅の丸の内北口で待ち合わせしましょう。",
    ],
    "ko": [
        "안녕하세요! 오늘 어떻게 지내세요?", "십 분 후에 도착해요.", "정말 감사합니다!",
        "내일 아침 아홉 시에 만나요.", "생일 축하해! 🎂", "밥 먹었어?",
        "회의가 목요일 오후 세 시로 변경되었습니다.", "ㅋㅋㅋㅋ 진짜 웃기다", "잘 자, 내일 얘기하자.",
    ],
}

EMOJI = {
    "single": ["😀", "😂", "🙏", "👍", "🔥", "🎉", "😭", "🥲", "🤔", "👀", "💯", "✨", "🙈", "😅"],
    "zwj": ["👨‍👩‍👧‍👦", "👩‍💻", "👨‍🍳", "👩‍🚀", "🧑‍🤝‍🧑", "👩‍❤️‍👨", "🏳️‍🌈", "🏴‍☠️", "🐻‍❄️", "👨‍👨‍👦"],
    "skin": ["👍🏻", "👍🏽", "👍🏿", "👋🏼", "🙏🏾", "💪🏻", "👩🏽‍💻", "🧑🏿‍🚀", "🤝🏼"],
    "flag": ["🇫🇷", "🇩🇪", "🇯🇵", "🇺🇸", "🇧🇷", "🇺🇦", "🇮🇳", "🇰🇷", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
    "keycap": ["1️⃣", "2️⃣", "#️⃣", "*️⃣", "0️⃣", "🔟"],
    "presentation": ["❤", "❤️", "☺", "☺️", "✌", "✌️", "™", "™️", "©", "©️", "☀", "☀️"],
}
ALL_EMOJI = [e for v in EMOJI.values() for e in v]

URLS = ["https://example.com", "https://www.example.org/path/to/page?x=1&y=2",
        "http://example.com/very/long/path/with/many/segments/and-a-slug-that-goes-on-and-on.html",
        "https://maps.example.com/@48.8584,2.2945,17z", "www.example.net/a_b-c", "example.co.uk/?q=hello+world",
        "https://github.com/apple/swift-collections/blob/main/Sources/DequeModule/Deque.swift#L42"]
EMAILS = ["anna.schmidt@example.com", "j.doe+newsletter@mail.example.org", "support@example.co.uk"]
MENTIONS = ["@anna", "@john_doe", "@María", "@team-design", "@everyone"]
HASHTAGS = ["#throwbackthursday", "#fail", "#2024goals", "#café", "#привет", "#日本"]
NUMBERS = ["42", "3.14159", "1,234,567.89", "€19,99", "$4.50", "¥1200", "£3", "₹499", "+33 6 12 34 56 78",
           "2024-03-15", "15/03/2024", "12:30", "7am", "50%", "−5 °C", "1st", "No. 7", "v2.0.1"]
LONG_TOKENS = ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "hahahahahahahahahahahahahahahahahahahahahaha",
               "nooooooooooooooooooooooooooooooooooooooo", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
               "pneumonoultramicroscopicsilicovolcanoconiosis", "0123456789012345678901234567890123456789",
               "SGVsbG8gV29ybGQhIFRoaXMgaXMgYmFzZTY0IGVuY29kZWQgdGV4dA==", "sha256:9b872773134e2e4d8c0b17021266786576db06c8",
               "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!", "...........................................",
               "ммммммммммммммммммммммммммммммммм", "😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂😂"]
PUNCT = ["?!", "!!!", "...", "…", "?!?!", "—", " – ", "(", ")", "[ok]", "{x}", "«ça»", "„so“", "“quoted”",
         "'single'", "~", "*bold*", "_it_", "`code`", "a/b", "x|y", "1+1=2", "<3", ">_<", ":)", ";-)", "¯\\_(ツ)_/¯"]

HAND_BASIC = [
    # whitespace
    ("whitespace", ""), ("whitespace", " "), ("whitespace", "   "), ("whitespace", "\n"), ("whitespace", "\n\n"),
    ("whitespace", "\t"), ("whitespace", " \n \n "), ("whitespace", "ab\n"), ("whitespace", "ab\n\n"),
    ("whitespace", "\nab"), ("whitespace", "\n\nhello"), ("whitespace", "hello\n\nworld"),
    ("whitespace", "line one\nline two\nline three"), ("whitespace", "two  spaces  between  words"),
    ("whitespace", "many        spaces        here"), ("whitespace", "tab\tseparated\tvalues"),
    ("whitespace", "\tindented with a tab"), ("whitespace", "    indented with spaces"),
    ("whitespace", "trailing spaces    "), ("whitespace", "trailing newline\n"),
    ("whitespace", "list:\n- milk\n- eggs\n- bread\n"), ("whitespace", "a\n\n\n\nb"),
    ("whitespace", "   leading and trailing   "), ("whitespace", "x\u00a0y\u00a0z no-break spaces"),
    ("whitespace", "100\u00a0km and 20\u00a0°C"), ("whitespace", "non\u00a0breaking\u00a0words\u00a0stay\u00a0together\u00a0on\u00a0one\u00a0line\u00a0if\u00a0they\u00a0can"),
    ("whitespace", "zero\u200bwidth\u200bspace\u200bbetween\u200bevery\u200bword\u200bhere"),
    ("whitespace", "ends with nbsp\u00a0"), ("whitespace", "\u00a0\u00a0\u00a0"), ("whitespace", "\u200b"),
    ("soft-hyphen", "Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesell\u00adschaft"),
    ("soft-hyphen", "in\u00adcom\u00adpre\u00adhen\u00adsi\u00adbil\u00adi\u00adties are everywhere"),
    ("soft-hyphen", "auto\u00admatic hy\u00adphen\u00adation"),
    # emoji
    ("emoji", "😀"), ("emoji", "❤"), ("emoji", "❤️"), ("emoji", "👍🏽"), ("emoji", "👨‍👩‍👧‍👦"), ("emoji", "🇫🇷"),
    ("emoji", "1️⃣"), ("emoji", "😂😂😂"), ("emoji", "🇫🇷🇩🇪🇯🇵🇺🇸🇧🇷"), ("emoji", "❤ vs ❤️"),
    ("emoji", "👩‍💻👨‍🍳👩‍🚀🧑‍🤝‍🧑"), ("emoji", "#️⃣*️⃣0️⃣🔟"), ("emoji", "©️ ™️ ©™"),
    ("emoji", "good morning ☀️ have a nice day 🌻"), ("emoji", "🎉🎉🎉 congrats!!! 🎉🎉🎉"),
    ("emoji", "ok👍"), ("emoji", "see you soon 👋🏼😊"), ("emoji", "I ❤️ NY"), ("emoji", "I ❤ NY"),
    ("emoji", "🏳️‍🌈🏴‍☠️🐻‍❄️"),
    # punctuation, numbers
    ("punctuation", "?!"), ("punctuation", "..."), ("punctuation", "what?!?!?!"),
    ("punctuation", "\"Quoted text,\" she said — and left."), ("punctuation", "(see above) [1] {x}"),
    ("punctuation", "¯\\_(ツ)_/¯"), ("punctuation", "foo--bar, foo---bar and foo - bar"),
    ("punctuation", "hello !"), ("punctuation", "( hello )"), ("punctuation", "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p"),
    ("punctuation", "well... I guess so... maybe... not sure..."), ("punctuation", "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"),
    ("numbers", "1234567890"), ("numbers", "Order #12345 ships on 2024-03-15."), ("numbers", "€19,99 / $4.50 / ¥1200"),
    ("numbers", "Call me at +1 (555) 123-4567"), ("numbers", "abc-123 and 1-2 and x -123"), ("numbers", "It's -5°C outside, feels like -12°C"),
    ("numbers", "3.14159265358979323846264338327950288419716939937510"),
    # URLs etc.
    ("url", "https://example.com"), ("url", "check this out https://www.example.org/path/to/page?x=1&y=2"),
    ("url", "http://example.com/path/to?x=1&y=2"),
    ("url", "http://example.com/very/long/path/with/many/segments/and-a-slug-that-goes-on-and-on.html"),
    ("url", "mail me at anna.schmidt@example.com or j.doe+newsletter@mail.example.org"),
    ("url", "@anna @john_doe look at #throwbackthursday"),
    # long words
    ("long-word", "Supercalifragilisticexpialidocious"), ("long-word", "pneumonoultramicroscopicsilicovolcanoconiosis"),
    ("long-word", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz"),
    ("long-word", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
    ("long-word", "the word hahahahahahahahahahahahahahahahahahahahahahahahahahahahaha in a sentence"),
    ("long-word", "SGVsbG8gV29ybGQhIFRoaXMgaXMgYmFzZTY0IGVuY29kZWQgdGV4dA=="),
    ("long-word", "Ωμέγαλεξηπουδενσπάειπουθενάκαισυνεχίζειγιαπάντα"),
    ("long-word", "Превысокомногорассмотрительствующий"),
    ("combining", "e\u0301 a\u0300 o\u0302 n\u0303 — decomposed accents"), ("combining", "Z\u0351\u036b\u0343a\u0310l\u0352g\u0346o\u0314"),
    ("combining", "Tiếng Việt: Trường Đại học Bách khoa Hà Nội"),
]

HAND_FULL = [
    ("arabic", "مرحبا"), ("arabic", "١٢٣٤٥٦٧٨٩٠"), ("arabic", "السعر 25 دولار فقط"),
    ("arabic", "أرسل لي الرابط https://example.com من فضلك"), ("arabic", "كلمة iPhone داخل جملة عربية"),
    ("persian", "۱۲۳۴۵۶۷۸۹۰ تومان"), ("persian", "می‌خواهم"), ("urdu", "پاکستان زندہ باد"),
    ("hebrew", "שלום עולם"), ("hebrew", "הטלפון שלי הוא 054-1234567"), ("hebrew", "ראיתי את הסרט Inception אתמול"),
    ("bidi", "He said \"שלום\" and left."), ("bidi", "The word for peace is سلام in Arabic."),
    ("bidi", "مرحبا Hello שלום 123 world"), ("bidi", "(مرحبا) [שלום] {hello}"),
    ("bidi", "abc مرحبا def שלום ghi 456 jkl"), ("bidi", "مرحبا\nHello\nשלום"),
    ("devanagari", "क्षत्रिय ज्ञान श्री द्वार"), ("devanagari", "हिन्दी"), ("devanagari", "१२३४५ रुपये"),
    ("thai", "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำภาษาไทยไม่มีการเว้นวรรคระหว่างคำ"), ("thai", "นะคะ"),
    ("thai", "ราคา 250 บาท"),
    ("chinese", "你好世界"), ("chinese", "“你好”世界"), ("chinese", "中文，英文，日文。"), ("chinese", "我用iPhone 15拍的照片"),
    ("japanese", "ー「」、。！？"), ("japanese", "ちょっと待って…"), ("japanese", "「ありがとう」と言った。"),
    ("japanese", "東京　大阪　京都"), ("japanese", "ｶﾀｶﾅ ﾊﾝｶｸ"),
    ("korean", "한국어"), ("korean", "ㅋㅋㅋ"), ("korean", "안녕하세요 Hello 世界"),
    ("zwj-zwnj", "می\u200cخواهم"), ("zwj-zwnj", "क्\u200dष क्\u200cष"), ("zwj-zwnj", "a\u200db\u200cc"),
    ("zwj-zwnj", "👩\u200d💻 vs 👩 💻"), ("combining", "a\u0308\u0301\u0323 stacked marks"),
    ("combining", "ḁ̴̵̶̷̸ ȩ̧̧̧"), ("mixed", "Hello мир κόσμε 世界 عالم עולם दुनिया โลก 세계 🌍"),
]


class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def sentences(self, lang, lo, hi):
        n = min(self.rng.randint(lo, hi), len(SENT[lang]))
        # Chinese and Japanese put no space between sentences
        return ("" if lang in ("zh", "ja") else " ").join(self.rng.sample(SENT[lang], n))

    def decorate(self, text):
        """Chat-like variations: emoji, newlines, extra spaces, trailing punctuation."""
        r = self.rng.random
        if r() < 0.3:
            e = self.rng.choice(ALL_EMOJI)
            text = text + " " + e if r() < 0.7 else e + " " + text
        if r() < 0.12:
            words = text.split(" ")
            if len(words) > 3:
                i = self.rng.randrange(1, len(words))
                words.insert(i, self.rng.choice(ALL_EMOJI))
                text = " ".join(words)
        if r() < 0.12:
            text = text.replace(" ", "\n", 1) if r() < 0.5 else text.replace(". ", ".\n\n", 1)
        if r() < 0.06:
            text = text.replace(" ", "   ", 1)
        if r() < 0.04:
            text = text + self.rng.choice(["\n", "  ", "!!", "?", " 😂😂"])
        return text

    def templated(self, lang):
        kind = self.rng.random()
        if kind < 0.55:
            t = self.sentences(lang, 1, 2)
        elif kind < 0.85:
            t = self.sentences(lang, 2, 4)
        else:
            t = self.sentences(lang, 5, 9)  # a long one
        return self.decorate(t)

    def token_message(self, cat):
        c = self.rng.choice
        en = lambda: c(SENT["en"])
        if cat == "url":
            return c([f"{en()} {c(URLS)}", f"{c(URLS)}", f"see {c(URLS)} and {c(URLS)}", f"{c(URLS)}\n{en()}"])
        if cat == "email":
            return c([f"my email is {c(EMAILS)}", f"{c(EMAILS)}", f"cc {c(EMAILS)}, {c(EMAILS)}"])
        if cat == "mention":
            return c([f"{c(MENTIONS)} {en()}", f"{en()} {c(MENTIONS)} {c(MENTIONS)}", f"{c(MENTIONS)}"])
        if cat == "hashtag":
            return c([f"{en()} {c(HASHTAGS)}", f"{c(HASHTAGS)} {c(HASHTAGS)} {c(HASHTAGS)}"])
        if cat == "numbers":
            return c([f"{c(NUMBERS)}", f"It costs {c(NUMBERS)}, not {c(NUMBERS)}", f"{en()} {c(NUMBERS)}",
                      f"{c(NUMBERS)} {c(NUMBERS)} {c(NUMBERS)} {c(NUMBERS)}"])
        if cat == "long-word":
            return c([c(LONG_TOKENS), f"{en()} {c(LONG_TOKENS)}", f"{c(LONG_TOKENS)} {en()}",
                      f"{c(LONG_TOKENS)}{c(LONG_TOKENS)}"])
        if cat == "punctuation":
            words = en().split(" ")
            i = self.rng.randrange(len(words))
            words[i] = words[i] + c(PUNCT)
            return " ".join(words) + c(["", "!!!", "?!", "...", " :)"])
        if cat == "emoji":
            return c([c(ALL_EMOJI), "".join(self.rng.choice(ALL_EMOJI) for _ in range(self.rng.randint(2, 8))),
                      f"{en()} {c(ALL_EMOJI)}", f"{c(ALL_EMOJI)} {en()} {c(ALL_EMOJI)}{c(ALL_EMOJI)}",
                      " ".join(c(EMOJI[k]) for k in EMOJI)])
        if cat == "whitespace":
            a, b = en(), en()
            return c([f"{a}\n{b}", f"{a}\n\n{b}", f"\n{a}", f"{a}\n", f"{a}  {b}", f"{a}\t{b}",
                      f"   {a}", f"{a}   ", f"{a}\n\n\n{b}\n", "\n".join(en() for _ in range(self.rng.randint(3, 6))),
                      a.replace(" ", "\u00a0"), a.replace(" ", "\u200b"), a.replace(" ", "  ")])
        raise KeyError(cat)

    def bidi(self):
        c = self.rng.choice
        rtl = c(SENT["ar"] + SENT["he"] + SENT["fa"] + SENT["ur"])
        ltr = c(SENT["en"] + SENT["fr"] + SENT["ru"])
        return c([f"{ltr} {rtl}", f"{rtl} {ltr}", f"{rtl} {c(URLS)}", f"{rtl} {c(NUMBERS)} {c(NUMBERS)}",
                  f"{ltr} \"{rtl}\" {ltr}", f"{rtl} {c(MENTIONS)} {c(ALL_EMOJI)}", f"{rtl}\n{ltr}"])

    def cjk_mixed(self):
        c = self.rng.choice
        cjk = c(SENT["zh"] + SENT["ja"] + SENT["ko"])
        return c([f"{cjk} {c(SENT['en'])}", f"{cjk}{c(ALL_EMOJI)}", f"{cjk} {c(URLS)}", f"{cjk}{c(NUMBERS)}",
                  f"{cjk}{cjk}", f"{cjk}\n{cjk}"])


PRESENTATION_SYMBOLS = ["\u263A", "\u2665", "\u2714", "\u2194", "\u2600", "\u270C", "\u26A0", "\u2764", "\u2708",
                        "\u00A9", "\u2122", "\u2B50", "\u2744", "\u260E", "\u2716", "\u27A1", "\u25B6", "\u2611",
                        "\u3030", "\u303D"]
EURO_PIECES = ["l’été", "«Bonjour»", "« Salut »", "„Hallo“", "‚ja‘", "¿Qué?", "¡Hola!", "co-op/öffnung", "50–60 %",
               "10 000 €", "n°5", "→ ok", "—dash—", "a—b", "wait…", "…and", "x²", "½ cup", "№ 7", "§3", "Straße", "Ærø",
               "œuvre", "naïve", "façade", "São Paulo", "Zürich—Genève", "Łódź", "İstanbul", "ıi", "über-cool",
               "à-la-carte", "peut-être", "vis-à-vis", "Saint-Étienne", "grand-mère", "100°C", "±5", "×2", "£20", "¥500",
               "“quoted”", "‘single’", "'straight'", "\"dq\"", "(parens)", "[brackets]", "a/b/c", "e-mail:",
               "https://exämple.com/päth?q=ü", "#hashtag", "@mention", "50%", "-5°", "–10", "ü-", "-ü", "é—é", "é–é",
               "é-é", "É.", "ñ!", "ç?", "ø;", "å:", "½-½", "¼–¾", "a·b", "©2026", "µs"]
EURO_WORDS = ["the", "and", "vraiment", "très", "schön", "mañana", "görüşürüz", "ok", "yes", "no", "merci", "danke",
              "gracias", "été", "déjà", "Grüße"]


UNICODE_SPACES = ["\u3000", "\u2003", "\u2002", "\u2009", "\u200A", "\u202F", "\u205F", "\u2000", "\u2001",
                  "\u2004", "\u2005", "\u2006", "\u2007", "\u2008"]
SPACE_CJK = ["世界", "你好", "今日は", "東京", "会議", "ありがとう", "了解", "明日", "界", "漢字", "「引用」", "（注）", "。", "、"]
SPACE_LATIN = ["hello", "world", "AV", "Wave", "office", "1234", "x", "Tokyo", "ok!", "(note)"]


# ---------------------------------------------------------------- the every-script corpus
# Greetings and short chat sentences in the scripts the grown bundled stack adds
# (Fonts/stack.json), one list per language; the script is in the category name.
SCRIPT_SENT = {
    "bengali": [
        "নমস্কার! আপনি কেমন আছেন?", "আমি ভালো আছি, ধন্যবাদ।", "আজ আবহাওয়া খুব সুন্দর।",
        "কাল সকালে দেখা হবে।", "শুভ জন্মদিন! 🎂", "তুমি কি খেয়েছ?",
        "আমি দশ মিনিটের মধ্যে পৌঁছে যাব।", "ট্রেন আধা ঘণ্টা দেরিতে চলছে।", "শুভ রাত্রি, কাল কথা হবে।",
    ],
    "tamil": [
        "வணக்கம்! எப்படி இருக்கிறீர்கள்?", "நான் நன்றாக இருக்கிறேன், நன்றி.", "நாளை காலை சந்திப்போம்.",
        "பிறந்தநாள் வாழ்த்துக்கள்! 🎉", "சாப்பிட்டீர்களா?", "நான் பத்து நிமிடத்தில் வருகிறேன்.",
        "இன்று மழை பெய்கிறது, குடை எடுத்துக்கொள்.", "இனிய இரவு வணக்கம்.",
    ],
    "telugu": [
        "నమస్కారం! మీరు ఎలా ఉన్నారు?", "నేను బాగున్నాను, ధన్యవాదాలు.", "రేపు ఉదయం కలుద్దాం.",
        "పుట్టినరోజు శుభాకాంక్షలు! 🎂", "భోజనం చేశారా?", "నేను పది నిమిషాల్లో వస్తాను.",
        "ఈ రోజు చాలా వేడిగా ఉంది.", "శుభ రాత్రి.",
    ],
    "kannada": [
        "ನಮಸ್ಕಾರ! ಹೇಗಿದ್ದೀರಾ?", "ನಾನು ಚೆನ್ನಾಗಿದ್ದೇನೆ, ಧನ್ಯವಾದಗಳು.", "ನಾಳೆ ಬೆಳಿಗ್ಗೆ ಸಿಗೋಣ.",
        "ಹುಟ್ಟುಹಬ್ಬದ ಶುಭಾಶಯಗಳು! 🎉", "ಊಟ ಆಯ್ತಾ?", "ನಾನು ಹತ್ತು ನಿಮಿಷದಲ್ಲಿ ಬರುತ್ತೇನೆ.",
        "ಬೆಂಗಳೂರಿನಲ್ಲಿ ಇಂದು ತುಂಬಾ ಟ್ರಾಫಿಕ್ ಇದೆ.", "ಶುಭ ರಾತ್ರಿ.",
    ],
    "malayalam": [
        "നമസ്കാരം! സുഖമാണോ?", "എനിക്ക് സുഖമാണ്, നന്ദി.", "നാളെ രാവിലെ കാണാം.", "ജന്മദിനാശംസകൾ! 🎂",
        "ഭക്ഷണം കഴിച്ചോ?", "ഞാൻ പത്തു മിനിറ്റിനുള്ളിൽ എത്തും.", "ഇന്ന് നല്ല മഴയാണ്.", "ശുഭരാത്രി.",
    ],
    "gujarati": [
        "નમસ્તે! તમે કેમ છો?", "હું મજામાં છું, આભાર.", "કાલે સવારે મળીએ.",
        "જન્મદિવસની હાર્દિક શુભકામનાઓ! 🎉", "જમ્યા કે નહીં?", "હું દસ મિનિટમાં પહોંચી જઈશ.",
        "આજે ખૂબ ગરમી છે.", "શુભ રાત્રી.",
    ],
    "gurmukhi": [
        "ਸਤ ਸ੍ਰੀ ਅਕਾਲ! ਤੁਸੀਂ ਕਿਵੇਂ ਹੋ?", "ਮੈਂ ਠੀਕ ਹਾਂ, ਧੰਨਵਾਦ।", "ਕੱਲ੍ਹ ਸਵੇਰੇ ਮਿਲਦੇ ਹਾਂ।", "ਜਨਮਦਿਨ ਮੁਬਾਰਕ! 🎂",
        "ਖਾਣਾ ਖਾ ਲਿਆ?", "ਮੈਂ ਦਸ ਮਿੰਟਾਂ ਵਿੱਚ ਪਹੁੰਚ ਜਾਵਾਂਗਾ।", "ਅੱਜ ਮੌਸਮ ਬਹੁਤ ਵਧੀਆ ਹੈ।",
    ],
    "oriya": [
        "ନମସ୍କାର! ଆପଣ କେମିତି ଅଛନ୍ତି?", "ମୁଁ ଭଲ ଅଛି, ଧନ୍ୟବାଦ।", "କାଲି ସକାଳେ ଦେଖା ହେବା।", "ଜନ୍ମଦିନର ଶୁଭେଚ୍ଛା! 🎉",
        "ଖାଇଲ କି?", "ମୁଁ ଦଶ ମିନିଟରେ ପହଞ୍ଚିବି।", "ଆଜି ବହୁତ ଗରମ।",
    ],
    "sinhala": [
        "ආයුබෝවන්! ඔබට කොහොමද?", "මම හොඳින්, ස්තූතියි.", "හෙට උදේ හමුවෙමු.", "සුබ උපන්දිනයක්! 🎂",
        "කෑවද?", "මම විනාඩි දහයකින් එන්නම්.", "අද හොඳට වහිනවා.", "සුබ රාත්‍රියක්.",
    ],
    "khmer": [
        "សួស្តី! តើអ្នកសុខសប្បាយទេ?", "ខ្ញុំសុខសប្បាយ អរគុណ។", "ជួបគ្នាថ្ងៃស្អែកពេលព្រឹក។", "រីករាយថ្ងៃកំណើត! 🎉",
        "ញ៉ាំបាយហើយឬនៅ?", "ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី។", "ថ្ងៃនេះភ្លៀងធ្លាក់ខ្លាំងណាស់។", "រាត្រីសួស្តី។",
    ],
    "lao": [
        "ສະບາຍດີ! ເຈົ້າສະບາຍດີບໍ່?", "ຂ້ອຍສະບາຍດີ ຂອບໃຈ.", "ພົບກັນມື້ອື່ນຕອນເຊົ້າ.", "ສຸກສັນວັນເກີດ! 🎂",
        "ກິນເຂົ້າແລ້ວບໍ່?", "ຂ້ອຍຈະໄປຮອດໃນສິບນາທີ.", "ມື້ນີ້ຝົນຕົກໜັກຫຼາຍ.", "ນອນຫຼັບຝັນດີ.",
    ],
    "myanmar": [
        "မင်္ဂလာပါ! နေကောင်းလား?", "ကျွန်တော် နေကောင်းပါတယ်၊ ကျေးဇူးတင်ပါတယ်။", "မနက်ဖြန် မနက် တွေ့ကြမယ်။",
        "မွေးနေ့ မင်္ဂလာပါ! 🎉", "ထမင်းစားပြီးပြီလား?", "ဆယ်မိနစ်အတွင်း ရောက်မယ်။", "ဒီနေ့ မိုးအရမ်းရွာတယ်။",
    ],
    "tibetan": [
        "བཀྲ་ཤིས་བདེ་ལེགས།", "ཁྱེད་རང་སྐུ་གཟུགས་བདེ་པོ་ཡིན་པས།", "ཐུགས་རྗེ་ཆེ།", "ང་བདེ་པོ་ཡིན།",
        "སང་ཉིན་ཞོགས་པ་མཇལ་རྒྱུ་ཡིན།", "སྐྱེས་སྐར་ལ་བཀྲ་ཤིས་བདེ་ལེགས། 🎂", "དེ་རིང་གནམ་གཤིས་ཡག་པོ་འདུག",
    ],
    "georgian": [
        "გამარჯობა! როგორ ხარ?", "კარგად ვარ, გმადლობთ.", "ხვალ დილით შევხვდეთ.", "გილოცავ დაბადების დღეს! 🎂",
        "ათ წუთში მოვალ.", "დღეს ძალიან ცხელა თბილისში.", "ღამე მშვიდობისა.", "ვერ ვიპოვე მანქანის გასაღები.",
    ],
    "armenian": [
        "Բարև։ Ինչպե՞ս ես։", "Լավ եմ, շնորհակալություն։", "Վաղը առավոտյան կհանդիպենք։", "Ծնունդդ շնորհավոր։ 🎉",
        "Տասը րոպեից կգամ։", "Այսօր Երևանում շատ շոգ է։", "Բարի գիշեր։",
    ],
    "ethiopic": [
        "ሰላም! እንዴት ነህ?", "ደህና ነኝ፣ አመሰግናለሁ።", "ነገ ጠዋት እንገናኝ።", "መልካም ልደት! 🎂",
        "በአስር ደቂቃ ውስጥ እደርሳለሁ።", "ዛሬ አዲስ አበባ ውስጥ ዝናብ እየዘነበ ነው።", "ደህና እደር።", "ምሳ በልተሃል?",
    ],
}
# The scripts of the first eight fonts, by the languages of SENT.
OLD_SCRIPT_LANGS = [("latin", "en"), ("latin", "de"), ("latin", "fr"), ("latin", "es"), ("latin", "pl"),
                    ("latin", "vi"), ("greek", "el"), ("cyrillic", "ru"), ("cyrillic", "uk"), ("arabic", "ar"),
                    ("arabic", "fa"), ("arabic", "ur"), ("hebrew", "he"), ("devanagari", "hi"), ("thai", "th"),
                    ("chinese", "zh"), ("japanese", "ja"), ("korean", "ko")]
NATIVE_DIGITS = {"bengali": "০১২৩৪৫৬৭৮৯", "tamil": "௦௧௨௩௪௫௬௭௮௯", "telugu": "౦౧౨౩౪౫౬౭౮౯",
                 "kannada": "೦೧೨೩೪೫೬೭೮೯", "malayalam": "൦൧൨൩൪൫൬൭൮൯", "gujarati": "૦૧૨૩૪૫૬૭૮૯",
                 "gurmukhi": "੦੧੨੩੪੫੬੭੮੯", "oriya": "୦୧୨୩୪୫୬୭୮୯", "khmer": "០១២៣៤៥៦៧៨៩",
                 "lao": "໐໑໒໓໔໕໖໗໘໙", "myanmar": "၀၁၂၃၄၅၆၇၈၉", "tibetan": "༠༡༢༣༤༥༦༧༨༩",
                 "devanagari": "०१२३४५६७८९", "arabic": "٠١٢٣٤٥٦٧٨٩", "thai": "๐๑๒๓๔๕๖๗๘๙"}
# Text that no font of the bundled stack draws: Cherokee, Ol Chiki, Tifinagh, Runic, Vai,
# Adlam, Gothic, Egyptian hieroglyphs, Lisu punctuation, some technical and alchemical symbols.
TOFU = ["ᎣᏏᏲ", "ᏩᏙ", "ᱥᱟᱱᱛᱟᱲᱤ", "ᱡᱚᱦᱟᱨ", "ⵜⴰⵎⴰⵣⵉⵖⵜ", "ⴰⵣⵓⵍ", "ᚠᚢᚦᚨᚱᚲ", "ꕉꕜꕮ", "𞤀𞤣𞤤𞤢𞤥", "𐌰𐍄𐍄𐌰",
        "𓀀𓀁𓀂", "ꓸ", "⏣", "⌬", "⍼", "🜁", "⚶", "⛮", "⯑", "𝄞"]

HAND_SCRIPTS = [
    # spaces before a newline (they hang at the end of the line in pre-wrap), double spaces
    ("whitespace", "Guten Morgen \nwie geht's"), ("whitespace", "Guten Morgen   \n\nwie geht's?  "),
    ("whitespace", "สวัสดีครับ ขอบคุณมาก  \nพรุ่งนี้เจอกัน"), ("whitespace", "ภาษาไทย  \n  ภาษาลาว ພາສາລາວ"),
    ("whitespace", "नमस्ते  \nक्या हाल है?"), ("whitespace", "مرحبا \nكيف حالك؟"), ("whitespace", "שלום  \nמה נשמע?"),
    ("whitespace", "こんにちは　\n元気？"), ("whitespace", "你好  \n\n  世界"), ("whitespace", "안녕하세요 \n잘 지내요?"),
    ("whitespace", "নমস্কার  \nকেমন আছ?"), ("whitespace", "வணக்கம்   \nநன்றி"), ("whitespace", "សួស្តី  \nអរគុណ"),
    ("whitespace", "မင်္ဂလာပါ \n\nနေကောင်းလား"), ("whitespace", "བཀྲ་ཤིས་བདེ་ལེགས།  \nཐུགས་རྗེ་ཆེ།"),
    ("whitespace", "გამარჯობა  \nროგორ ხარ?"), ("whitespace", "Բարև  \nԻնչպե՞ս ես։"), ("whitespace", "ሰላም  \nእንዴት ነህ?"),
    ("whitespace", "Hello  \n  world  \n"), ("whitespace", "ok   \n\n  ok"), ("whitespace", "👋  \n😂  😂"),
    ("whitespace", "ಶುಭ  ರಾತ್ರಿ  ನಾಳೆ  ಸಿಗೋಣ"), ("whitespace", "ਸਤ  ਸ੍ਰੀ  ਅਕਾਲ"),
    # one word of every script, and sentences that switch script
    ("mixed", "Hello নমস্কার வணக்கம் నమస్కారం ನಮಸ್ಕಾರ നമസ്കാരം નમસ્તે ਸਤ ਸ੍ਰੀ ਅਕਾਲ ନମସ୍କାର ආයුබෝවන් សួស្តី "
              "ສະບາຍດີ မင်္ဂလာပါ བཀྲ་ཤིས་བདེ་ལེགས། გამარჯობა Բարև ሰላም 👋"),
    ("mixed", "Привет γεια مرحبا שלום नमस्ते สวัสดี 你好 こんにちは 안녕 নমস্কার გამარჯობა Բարև ሰላም"),
    ("mixed", "The Georgian word for hello is გამარჯობა, the Armenian one Բարև."),
    ("mixed", "meeting @ 3pm — সভা বিকেল ৩টায় — கூட்டம் 3 மணிக்கு — ಸಭೆ 3 ಗಂಟೆಗೆ"),
    ("mixed", "Tamil தமிழ் Telugu తెలుగు Kannada ಕನ್ನಡ Malayalam മലയാളം Sinhala සිංහල"),
    ("mixed", "ខ្មែរ ລາວ မြန်မာ ไทย བོད་ཡིག"),
    # native digits, and a danda that only Noto Sans Devanagari has
    ("numbers", "০১২৩৪৫৬৭৮৯ ௦௧௨௩௪௫௬௭௮௯ ౦౧౨౩౪౫౬౭౮౯ ೦೧೨೩೪೫೬೭೮೯ ൦൧൨൩൪൫൬൭൮൯"),
    ("numbers", "૦૧૨૩૪૫૬૭૮૯ ੦੧੨੩੪੫੬੭੮੯ ୦୧୨୩୪୫୬୭୮୯ ០១២៣៤៥៦៧៨៩ ໐໑໒໓໔໕໖໗໘໙ ၀၁၂၃၄၅၆၇၈၉ ༠༡༢༣༤༥༦༧༨༩"),
    ("numbers", "দাম ৳৫০০, ₹499, ৫০% ছাড়!"), ("numbers", "តម្លៃ ១០,០០០ ៛ ឬ $2.50"),
    ("numbers", "ფასი 25 ₾, 3.5 კგ"), ("numbers", "Գինը 5000 ֏ է։"), ("numbers", "ዋጋው 150 ብር ነው።"),
    ("bengali", "আমি ভালো আছি। তুমি? ।।"), ("gurmukhi", "ਧੰਨਵਾਦ॥"),
    # URLs, mentions, emoji beside the new scripts
    ("url", "এই লিংকটা দেখো https://example.com/path?x=1&y=2"),
    ("url", "இதைப் பாருங்கள்: https://www.example.org/ta/செய்திகள்"),
    ("url", "ლინკი: https://example.ge/ka/სიახლეები?page=2"),
    ("url", "https://example.com/km/ព័ត៌មាន ចុចទីនេះ"),
    ("emoji", "🙏🙏 ధన్యవాదాలు 🙏🙏"), ("emoji", "ආයුබෝවන් 👋🏽 🇱🇰"), ("emoji", "መልካም ልደት 🎂🎉🥳 👨‍👩‍👧‍👦"),
    ("emoji", "ສະບາຍດີ 🇱🇦❤️"), ("emoji", "Բարև 🇦🇲 👋🏻"), ("emoji", "გამარჯობა 🇬🇪🍷"),
    # long runs without spaces: dictionary breaking (Khmer, Lao, Myanmar) and tsheg breaks (Tibetan)
    ("khmer", "ខ្ញុំចង់ទៅលេងប្រទេសកម្ពុជានៅឆ្នាំក្រោយជាមួយគ្រួសាររបស់ខ្ញុំហើយយើងនឹងទៅមើលប្រាសាទអង្គរវត្ត"),
    ("lao", "ພວກເຮົາຈະໄປທ່ຽວຫຼວງພະບາງໃນເດືອນໜ້າພ້ອມກັບຄອບຄົວແລະໝູ່ເພື່ອນ"),
    ("myanmar", "ကျွန်တော်တို့မနက်ဖြန်ရန်ကုန်ကိုသွားပြီးရွှေတိဂုံဘုရားကိုဖူးမယ်"),
    ("tibetan", "བོད་ཀྱི་སྐད་ཡིག་ནི་ཧ་ཅང་སྙན་པོ་ཡོད།ང་ཚོས་བོད་ཡིག་སློབ་སྦྱོང་བྱེད་ཀྱི་ཡོད།"),
    ("thai", "ภาษาไทยภาษาลาวภาษาเขมรภาษาพม่า"),
    ("georgian", "სახელმწიფოებრიობისთვის ბრძოლა"), ("ethiopic", "ሰላም፡ለዓለም፡ሁሉ።"),
    ("sinhala", "ශ්‍රී ලංකාව ලස්සනයි"), ("malayalam", "ക്ഷ്മ ന്റെ ൽ ൾ ർ"),
    # text that no font of the stack draws (missing-glyph boxes)
    ("tofu", "ᎣᏏᏲ"), ("tofu", "The Cherokee word ᎣᏏᏲ means hello."), ("tofu", "ᱥᱟᱱᱛᱟᱲᱤ ᱡᱚᱦᱟᱨ!"),
    ("tofu", "ⴰⵣⵓⵍ ⵜⴰⵎⴰⵣⵉⵖⵜ ok"), ("tofu", "runes ᚠᚢᚦᚨᚱᚲ and Vai ꕉꕜꕮ and Adlam 𞤀𞤣𞤤𞤢𞤥"),
    ("tofu", "𓀀𓀁𓀂 hieroglyphs 𐌰𐍄𐍄𐌰"), ("tofu", "⏣⌬⍼🜁⚶⛮⯑𝄞"), ("tofu", "নমস্কার ᎣᏏᏲ გამარჯობა ᱡᱚᱦᱟᱨ 👋"),
]


def scripts_corpus(add, out):
    """The `scripts` corpus: every script of the grown stack in chat-like messages."""
    g = Gen("steady-scripts")
    rng, c = g.rng, g.rng.choice
    # the new scripts twice as often as the old ones
    langs = [(cat, cat, SCRIPT_SENT[cat]) for cat in SCRIPT_SENT] * 2 + \
            [(cat, lang, SENT[lang]) for cat, lang in OLD_SCRIPT_LANGS]
    for cat, text in HAND_SCRIPTS:
        add(cat, text)
    for cat in SCRIPT_SENT:  # every new-script sentence alone
        for sentence in SCRIPT_SENT[cat]:
            add(cat, sentence)
    for cat, lang in OLD_SCRIPT_LANGS:  # a few of each old script
        for sentence in rng.sample(SENT[lang], 3):
            add(cat, sentence)

    def sentences(pool, lo, hi):
        return " ".join(rng.sample(pool, min(rng.randint(lo, hi), len(pool))))

    def digits(cat):
        d = NATIVE_DIGITS.get(cat)
        if d and rng.random() < 0.5:
            return "".join(c(d) for _ in range(rng.randint(1, 4)))
        return c(NUMBERS)

    while len(out) < 520:
        cat, lang, pool = c(langs)
        kind = rng.random()
        if kind < 0.35:
            text = sentences(pool, 1, 3)
        elif kind < 0.5:
            # two scripts in one message
            cat2, _, pool2 = c(langs)
            text = c(pool) + c([" ", "\n", "  ", " — ", " \n"]) + c(pool2)
            cat = "mixed"
        elif kind < 0.6:
            text = c([f"{c(pool)} {c(URLS)}", f"{c(URLS)}\n{c(pool)}", f"{c(MENTIONS)} {c(pool)}"])
        elif kind < 0.7:
            text = c([f"{c(pool)} {digits(cat)}", f"{digits(cat)} {c(pool)} {digits(cat)}",
                      f"{c(pool)} ({digits(cat)})"])
        elif kind < 0.82:
            # lines that end in spaces before a newline, and double spaces
            parts = rng.sample(pool, rng.randint(2, 4))
            text = "".join(p + c([" \n", "  \n", "\n", "   \n\n", "  "]) for p in parts[:-1]) + parts[-1]
        elif kind < 0.9:
            text = sentences(pool, 4, 8)  # a long one
        elif kind < 0.95:
            text = c(pool) + " " + c(TOFU) + c(["", " " + c(ALL_EMOJI)])
            cat = "tofu"
        else:
            text = c(PUNCT) + c(pool) + c(PUNCT) + c(["", "!!!", "?!", "…"])
        add(cat, g.decorate(text), unique=True)


def textcases_corpus(add):
    """Tokens whose break opportunities hang on a hyphen before a digit or on zero width
    spaces, and where break-word starts a line inside them: phone numbers, dates, versions,
    ranges, negative numbers, identifiers; runs of U+200B alone, between words, around spaces.
    Seeded; the classes of the phone token (461)549-9137x613 and of a line of only U+200B."""
    rng = random.Random("steady-textcases")
    digits = lambda n: "".join(rng.choice("0123456789") for _ in range(n))
    letters = lambda n: "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))
    phones = [
        lambda: "(%s)%s-%sx%s" % (digits(3), digits(3), digits(4), digits(rng.randint(1, 5))),
        lambda: "+1-%s-%s-%s" % (digits(3), digits(3), digits(4)),
        lambda: "%s-%s-%s" % (digits(3), digits(3), digits(4)),
        lambda: "%s.%s.%s" % (digits(3), digits(3), digits(4)),
        lambda: "+44 (0)%s %s" % (digits(4), digits(6)),
        lambda: "%s-%s" % (digits(rng.randint(1, 6)), digits(rng.randint(1, 6))),
    ]
    hyphen_digits = [
        lambda: "%s-%s" % (letters(rng.randint(1, 6)), digits(rng.randint(1, 5))),
        lambda: "-%s" % digits(rng.randint(1, 4)),
        lambda: "%s -%s" % (letters(rng.randint(1, 5)), digits(rng.randint(1, 4))),
        lambda: "20%s-%s-%sT%s:%s" % (digits(2), digits(2), digits(2), digits(2), digits(2)),
        lambda: "v%s.%s.%s-rc.%s" % (digits(1), digits(2), digits(1), digits(1)),
        lambda: "ISBN 978-%s-%s-%s-%s" % (digits(1), digits(2), digits(6), digits(1)),
        lambda: "pages %s-%s" % (digits(2), digits(3)),
        lambda: "%s--%s" % (letters(4), digits(3)),
        lambda: "%s-%s-%s" % (digits(2), letters(3), digits(4)),
        lambda: "#%s-%s" % (letters(5), digits(3)),
    ]
    zwsp = "\u200b"
    zero_width = [
        lambda: zwsp * rng.randint(1, 40),
        lambda: letters(rng.randint(1, 8)) + zwsp * rng.randint(1, 30) + letters(rng.randint(1, 8)),
        lambda: " ".join(letters(rng.randint(2, 9)) for _ in range(rng.randint(2, 6))).replace(" ", zwsp),
        lambda: zwsp * rng.randint(1, 20) + " " + letters(rng.randint(2, 9)),
        lambda: letters(rng.randint(2, 9)) + " " + zwsp * rng.randint(1, 20) + " " + letters(rng.randint(2, 9)),
        lambda: zwsp.join(digits(rng.randint(2, 5)) for _ in range(rng.randint(2, 8))),
    ]
    fillers = ["call me at", "my number is", "see", "ok", "from", "and", "or", "until", "tel:", "ref"]
    for cat, makers in (("phone", phones), ("hyphen-digit", hyphen_digits), ("zero-width", zero_width)):
        for _ in range(40):
            parts = [rng.choice(makers)()]
            for _ in range(rng.randint(0, 5)):
                parts.append(rng.choice(fillers) if rng.random() < 0.5 else rng.choice(makers)())
            rng.shuffle(parts)
            add(cat, " ".join(parts))
    add("phone", "(461)549-9137x613")


def uid(prefix, n):
    return "%s-%04d" % (prefix, n)


def build(kind):
    g = Gen("steady-" + kind)
    out = []

    seen = set()

    def add(cat, text, unique=False):
        if unique and text in seen:
            return
        seen.add(text)
        out.append({"id": uid(cat, sum(1 for m in out if m["category"] == cat) + 1), "category": cat, "text": text})

    if kind == "scripts":
        scripts_corpus(add, out)
        return out
    if kind == "textcases":
        textcases_corpus(add)
        return out

    basic_langs = [("latin", l) for l in ("en", "fr", "de", "es", "pl", "vi")] + [("greek", "el"), ("cyrillic", "ru"), ("cyrillic", "uk")]
    for cat, text in HAND_BASIC:
        add(cat, text)
    # every hand-written sentence of the basic languages, alone
    for cat, lang in basic_langs:
        for s in SENT[lang]:
            add(cat, s)
    if kind == "basic":
        cats = ["latin"] * 30 + ["greek"] * 6 + ["cyrillic"] * 6 + ["emoji", "whitespace", "punctuation",
                                                                   "long-word", "url", "numbers"] * 3
        while len(out) < 300:
            cat = g.rng.choice(cats)
            if cat in ("latin", "greek", "cyrillic"):
                lang = g.rng.choice([l for c, l in basic_langs if c == cat])
                add(cat, g.templated(lang))  # 14 duplicate texts kept: basic.corpus was published with them
            else:
                add(cat, g.token_message(cat))
        # Added later, after the first 300 (their own generator, so those stay as published):
        # European punctuation, quotes and hyphens before letters past ASCII ("peut-être"),
        # where Blink asks ICU in context rather than its pair table.
        rng = random.Random("steady-basic-european-punctuation")
        for _ in range(60):
            words = [rng.choice(EURO_PIECES) if rng.random() < 0.45 else rng.choice(EURO_WORDS)
                     for _ in range(rng.randint(4, 30))]
            add("euro-punctuation", " ".join(words))
        # Symbols with text (VS15) and emoji (VS16) presentation selectors, and without:
        # which font draws them decides their width.
        for symbol in PRESENTATION_SYMBOLS:
            for selector in ("\uFE0E", "\uFE0F", ""):
                add("presentation", " ".join(["ok " + symbol + selector] * 10))
        return out

    for cat, text in HAND_FULL:
        add(cat, text)
    script_langs = [("arabic", "ar"), ("persian", "fa"), ("urdu", "ur"), ("hebrew", "he"), ("hebrew", "he-niqqud"),
                    ("devanagari", "hi"), ("thai", "th"), ("chinese", "zh"), ("japanese", "ja"), ("korean", "ko")]
    for cat, lang in script_langs:
        for s in SENT[lang]:
            add(cat, s)
    weights = ([("latin", l) for l in ("en", "en", "en", "fr", "de", "es", "pl", "vi")] +
               [("greek", "el"), ("cyrillic", "ru"), ("cyrillic", "uk")] + script_langs * 2 +
               [(c, None) for c in ("url", "email", "mention", "hashtag", "numbers", "long-word",
                                    "punctuation", "emoji", "emoji", "whitespace", "whitespace", "bidi", "bidi",
                                    "cjk-mixed")])
    while len(out) < 1600:
        cat, lang = g.rng.choice(weights)
        if lang:
            add(cat, g.templated(lang), unique=True)
        elif cat == "bidi":
            add(cat, g.bidi(), unique=True)
        elif cat == "cjk-mixed":
            add(cat, g.cjk_mixed(), unique=True)
        else:
            add(cat, g.token_message(cat), unique=True)
    # Added later, after the first 1,600 (their own generator, so those stay as published):
    # Unicode spaces beside CJK and Latin words, which hang, break or fall back to the space glyph.
    rng = random.Random("steady-full-unicode-spaces")
    for _ in range(40):
        parts = []
        for _ in range(rng.randint(2, 14)):
            parts.append(rng.choice(SPACE_CJK if rng.random() < 0.6 else SPACE_LATIN))
            parts.append(rng.choice(UNICODE_SPACES) if rng.random() < 0.7 else rng.choice(["", " "]))
        add("unicode-spaces", "".join(parts).rstrip(" "))
    return out


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("basic", "full", "scripts", "textcases"):
        sys.exit("usage: make_corpus.py basic|full|scripts|textcases > corpus.jsonl")
    for m in build(sys.argv[1]):
        m["text"].encode("utf-8")  # raises on a lone surrogate
        sys.stdout.write(json.dumps(m, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
