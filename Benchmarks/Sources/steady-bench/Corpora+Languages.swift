/// The languages of the multilingual corpus: a few dozen everyday chat words each, written
/// as people type them (Thai, Chinese and Japanese without spaces between words).
struct Language: Sendable {
    let name: String
    /// Relative share of messages.
    let weight: Int
    let words: [String]
    let usesSpaces: Bool
    let minimumWords: Int
    let maximumWords: Int
    let sentenceEnds: [String]
    /// Chance of an emoji after each word.
    let emojiRate: Double

    private init(_ name: String, weight: Int, words: String, usesSpaces: Bool = true,
                 wordCount: ClosedRange<Int> = 5...40, sentenceEnds: [String] = [".", "!", "?", "", ""],
                 emojiRate: Double = 0.02) {
        self.name = name
        self.weight = weight
        self.words = words.split(separator: " ").map(String.init)
        self.usesSpaces = usesSpaces
        self.minimumWords = wordCount.lowerBound
        self.maximumWords = wordCount.upperBound
        self.sentenceEnds = sentenceEnds
        self.emojiRate = emojiRate
    }

    static let all: [Language] = [
        Language("Spanish", weight: 7, words: """
            hola qué tal estoy bien gracias mañana noche vamos a la casa pero también quiero comer \
            contigo después del trabajo hora es ahora mismo nos vemos luego muy bueno claro señor niño \
            año café cómo dónde por favor mucho tiempo hoy fin de semana amigos fiesta película todavía pues vale
            """, sentenceEnds: [".", "!", "?", "", "¡", "..."]),
        Language("French", weight: 6, words: """
            bonjour salut ça va très bien merci demain soir on se voit après le travail je suis chez moi \
            déjà là où est-ce que tu veux manger avec nous c'est génial peut-être bientôt week-end fête \
            garçon été à côté français d'accord
            """, sentenceEnds: [".", " !", " ?", "", "…"]),
        Language("German", weight: 5, words: """
            hallo wie geht's mir gut danke morgen Abend wir sehen uns später nach der Arbeit ich bin \
            schon zu Hause möchtest du mit essen gehen schön übrigens Grüße Wochenende Straße müde \
            früh spät natürlich genau bis dann
            """),
        Language("Portuguese", weight: 4, words: """
            olá tudo bem obrigado amanhã à noite vamos nos ver depois do trabalho estou em casa você \
            quer jantar com a gente ótimo não então até logo coração ação também saudade
            """),
        Language("Polish", weight: 2, words: """
            cześć dziękuję jutro wieczorem już jestem w domu świetnie dobrze może później zobaczymy się \
            po pracy chcesz zjeść razem kawę weekend przyjaciele żółw źle
            """),
        Language("Vietnamese", weight: 3, words: """
            xin chào cảm ơn bạn ngày mai tối nay mình đi ăn phở nhé được không rất vui gặp lại sau \
            giờ làm việc ở nhà rồi cuối tuần bạn bè cà phê vâng không đẹp quá bây giờ đâu khi nào tại sao
            """),
        Language("Greek", weight: 6, words: """
            γεια σου τι κάνεις καλά ευχαριστώ αύριο το βράδυ θα βρεθούμε μετά τη δουλειά είμαι σπίτι \
            θέλεις να φάμε μαζί τέλεια ίσως σύντομα Σαββατοκύριακο φίλοι καφέ ναι όχι πολύ ωραία
            """, sentenceEnds: [".", "!", ";", "", ""]),
        Language("Russian", weight: 10, words: """
            привет как дела хорошо спасибо завтра вечером увидимся после работы я уже дома хочешь \
            поужинать вместе отлично может быть скоро выходные друзья кофе да нет очень здорово сегодня \
            сейчас где когда почему ладно пока всё нормально щас ещё
            """),
        Language("Ukrainian", weight: 2, words: """
            привіт як справи добре дякую завтра ввечері побачимось після роботи я вже вдома хочеш \
            повечеряти разом чудово можливо скоро вихідні друзі кава так ні дуже гарно сьогодні їжа
            """),
        Language("Arabic", weight: 10, words: """
            مرحبا كيف حالك أنا بخير شكرا غدا في المساء نلتقي بعد العمل أنا في البيت هل تريد أن نأكل \
            معا رائع ربما قريبا نهاية الأسبوع أصدقاء قهوة نعم لا جدا جميل اليوم الآن أين متى لماذا إن شاء الله
            """, sentenceEnds: [".", "!", "؟", "", "،"]),
        Language("Hebrew", weight: 6, words: """
            שלום מה שלומך אני בסדר תודה מחר בערב נתראה אחרי העבודה אני כבר בבית רוצה לאכול ביחד \
            מעולה אולי בקרוב סוף שבוע חברים קפה כן לא מאוד יפה היום עכשיו איפה מתי למה
            """),
        Language("Hindi", weight: 8, words: """
            नमस्ते आप कैसे हैं मैं ठीक हूँ धन्यवाद कल शाम को काम के बाद मिलते हैं मैं घर पर हूँ क्या तुम \
            साथ में खाना खाओगे बहुत अच्छा शायद जल्दी सप्ताहांत दोस्त चाय हाँ नहीं आज अभी कहाँ कब क्यों ज़रूर
            """, sentenceEnds: ["।", "!", "?", "", ""]),
        Language("Thai", weight: 6, words: """
            สวัสดี ครับ ค่ะ วันนี้ พรุ่งนี้ ตอนเย็น เจอกัน หลัง เลิกงาน ฉัน อยู่ บ้าน แล้ว อยาก กิน ข้าว \
            ด้วยกัน ไหม ดีมาก อาจจะ เร็วๆนี้ เสาร์อาทิตย์ เพื่อน กาแฟ ใช่ ไม่ มาก สวย ตอนนี้ ที่ไหน \
            เมื่อไหร่ ทำไม ขอบคุณ นะคะ นะครับ
            """, usesSpaces: false, wordCount: 6...45, sentenceEnds: [" ", "", "", "!", " 555"]),
        Language("Chinese", weight: 10, words: """
            你好 今天 明天 晚上 我们 下班 以后 见面 我 已经 在家 了 你 想 一起 吃饭 吗 太好了 可能 很快 \
            周末 朋友 咖啡 是的 不 非常 漂亮 现在 哪里 什么时候 为什么 谢谢 没问题 好的 等一下 知道 工作 电影 喜欢
            """, usesSpaces: false, wordCount: 5...50, sentenceEnds: ["，", "。", "！", "？", "", "、"]),
        Language("Japanese", weight: 8, words: """
            こんにちは 今日 明日 の 夜 仕事 後 で 会い ましょう 私 は もう 家 に います 一緒 ご飯 \
            食べ ませんか いいね たぶん すぐ 週末 友達 コーヒー はい いいえ とても きれい 今 どこ いつ \
            なぜ ありがとう 大丈夫 ちょっと 待って ね よ カラオケ ラーメン
            """, usesSpaces: false, wordCount: 5...55, sentenceEnds: ["、", "。", "！", "？", "", "w"]),
        Language("Korean", weight: 7, words: """
            안녕하세요 오늘 내일 저녁에 퇴근 후에 만나요 나는 벌써 집에 있어 같이 밥 먹을래 좋아 아마 곧 \
            주말 친구들 커피 네 아니요 정말 예쁘다 지금 어디야 언제 왜 고마워 괜찮아 잠깐만 알았어 ㅋㅋㅋ 진짜
            """, sentenceEnds: [".", "!", "?", "", "~", "ㅎㅎ"]),
        Language("Emoji", weight: 2, words: Corpora.emoji.joined(separator: " ") + " lol omg yes 😂😂😂 ❤️❤️",
                 wordCount: 2...12, emojiRate: 0.2),
    ]
}
