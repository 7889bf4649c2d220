/// The generated corpora every row of the text table is measured on.
///
/// Deterministic: the same seed gives the same messages on every run and machine, so rows
/// from different days compare. Nothing here is read from disk.
struct Corpus: Sendable {
    /// A short name for the table ("English chat").
    let name: String
    /// The messages, in generation order.
    let messages: [String]

    /// The mean length in characters (grapheme clusters).
    var averageCharacters: Double {
        Double(messages.reduce(0) { $0 + $1.count }) / Double(max(1, messages.count))
    }

    /// How many distinct space-separated words the corpus holds (what a per-word shape
    /// cache has to shape at least once).
    var distinctWords: Int { distinctWordList.count }

    /// The distinct space-separated words, in the order they first occur.
    var distinctWordList: [Substring] {
        var seen = Set<Substring>()
        var words: [Substring] = []
        for message in messages {
            for word in message.split(whereSeparator: { $0 == " " || $0 == "\n" }) where seen.insert(word).inserted {
                words.append(word)
            }
        }
        return words
    }
}

enum Corpora {
    /// English chat: `count` messages of 5 to 60 words drawn from a ranked vocabulary
    /// (Zipf-like weights), in short sentences with chat punctuation and capitals, and now
    /// and then an emoji, a number, a time, a price, an @mention or a URL.
    ///
    /// - Complexity: O(total characters).
    static func englishChat(count: Int, seed: UInt64 = 0x00E1_6115) -> Corpus {
        var random = SplitMix64(seed: seed)
        let vocabulary = EnglishVocabulary()
        var messages: [String] = []
        messages.reserveCapacity(count)
        for _ in 0..<count {
            let wordCount = 5 + random.below(56)
            var words: [String] = []
            words.reserveCapacity(wordCount)
            var sentenceStart = true
            while words.count < wordCount {
                var word = vocabulary.word(&random)
                if random.chance(0.01) { word = typo(word, &random) }
                if sentenceStart && random.chance(0.55) { word = word.prefix(1).uppercased() + word.dropFirst() }
                if word == "i" { word = "I" }
                if word == "i'm" { word = "I'm" }
                sentenceStart = false
                // The long tail: tokens no cache has seen before.
                if random.chance(0.035) {
                    words.append(englishToken(&random))
                }
                let isLast = words.count + 1 >= wordCount
                if isLast || random.chance(0.11) {
                    word += random.pick(sentenceEnds)
                    sentenceStart = true
                } else if random.chance(0.05) {
                    word += ","
                }
                words.append(word)
                if random.chance(0.025) { words.append(random.pick(emoji)) }
            }
            var message = words.joined(separator: " ")
            if random.chance(0.02) { message += "\n" + vocabulary.word(&random) + "?" }
            messages.append(message)
        }
        return Corpus(name: "English chat", messages: messages)
    }

    /// Multilingual chat: `count` messages, each with one main script (Latin languages
    /// with diacritics, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, Chinese,
    /// Japanese, Korean, or mostly emoji); about one in five mixes in English words, emoji
    /// or numbers. Thai, Chinese and Japanese are written without spaces between words.
    ///
    /// - Complexity: O(total characters).
    static func multilingualChat(count: Int, seed: UInt64 = 0x0000_7075) -> Corpus {
        var random = SplitMix64(seed: seed)
        let languages = Language.all
        let totalWeight = languages.reduce(0) { $0 + $1.weight }
        let english = EnglishVocabulary()
        var messages: [String] = []
        messages.reserveCapacity(count)
        for _ in 0..<count {
            var pick = random.below(totalWeight)
            var language = languages[0]
            for candidate in languages {
                if pick < candidate.weight { language = candidate; break }
                pick -= candidate.weight
            }
            let isMixed = random.chance(0.2)
            let wordCount = language.minimumWords + random.below(language.maximumWords - language.minimumWords + 1)
            var message = ""
            for index in 0..<wordCount {
                var word = random.pick(language.words)
                if isMixed && random.chance(0.12) {
                    switch random.below(3) {
                    case 0: word = english.word(&random)
                    case 1: word = random.pick(emoji)
                    default: word = String(random.below(1000))
                    }
                    if index > 0 { message += " " }
                } else if index > 0 && (language.usesSpaces || random.chance(0.04)) {
                    message += " "
                }
                message += word
                if index + 1 == wordCount || random.chance(0.1) { message += random.pick(language.sentenceEnds) }
                if random.chance(language.emojiRate) { message += " " + random.pick(emoji) }
            }
            messages.append(message)
        }
        return Corpus(name: "Multilingual chat", messages: messages)
    }

    // MARK: - Pieces

    static let sentenceEnds = [".", ".", "!", "?", "", "", "...", "!!", "?!", " :)", " lol"]

    static let emoji = [
        "😂", "❤️", "😍", "🤣", "😊", "🙏", "💕", "😭", "😘", "👍", "😅", "👏", "😁", "🔥", "🥰",
        "💔", "😢", "🤔", "😆", "🙄", "💪", "😉", "☺️", "👌", "🤗", "😔", "😎", "😇", "🎉", "✌️",
        "✨", "😱", "🙌", "😋", "🙂", "🤩", "😄", "💯", "🙈", "👇", "🎶", "😒", "🤭", "❣️",
        "🤦‍♀️", "🤷‍♂️", "👋🏽", "👍🏻", "🇺🇸", "🇯🇵", "🇩🇪", "👨‍👩‍👧‍👦", "1️⃣", "✅",
    ]

    private static let names = ["Sam", "Alex", "Jordan", "Maria", "Chris", "Taylor", "Emma", "Noah", "Priya",
                                "Kenji", "Lena", "Omar", "Zoe", "Ben", "Mia", "Lucas", "Ava", "Leo"]
    private static let domains = ["example.com", "maps.example.org", "docs.example.net", "shop.example.co.uk",
                                  "video.example.com", "news.example.com"]

    /// A token from chat's long tail: numbers, times, prices, mentions, links.
    private static func englishToken(_ random: inout SplitMix64) -> String {
        switch random.below(9) {
        case 0: return "\(1 + random.below(12)):\(random.below(6))\(random.below(10))"
        case 1: return "$\(random.below(200)).\(random.below(10))\(random.below(10))"
        case 2: return String(random.below(10_000))
        case 3: return "@" + random.pick(names).lowercased()
        case 4: return random.pick(names)
        case 5: return "\(random.below(100))%"
        case 6: return "(\(random.below(900) + 100)) \(random.below(900) + 100)-\(random.below(9000) + 1000)"
        default:
            var path = ""
            for _ in 0..<(1 + random.below(3)) { path += "/" + randomLetters(3 + random.below(8), &random) }
            let query = random.chance(0.3) ? "?id=\(random.below(100_000))&ref=chat" : ""
            return "https://" + random.pick(domains) + path + query
        }
    }

    private static func randomLetters(_ count: Int, _ random: inout SplitMix64) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<count).map { _ in random.pick(letters) })
    }

    /// A typing slip: a letter doubled, dropped or swapped with its neighbour.
    private static func typo(_ word: String, _ random: inout SplitMix64) -> String {
        var letters = Array(word)
        guard letters.count >= 3 else { return word }
        let at = random.below(letters.count - 1)
        switch random.below(3) {
        case 0: letters.insert(letters[at], at: at)
        case 1: letters.remove(at: at)
        default: letters.swapAt(at, at + 1)
        }
        return String(letters)
    }
}

/// About 720 common chat words in rough frequency order, each also in its inflected forms
/// (-s, -ed, -ing) past the most common 150, drawn with Zipf–Mandelbrot weights
/// 1 / (rank + 2.7) over about 2,700 forms.
struct EnglishVocabulary {
    private let words: [String]
    private let cumulativeWeights: [Double]

    init() {
        let base = Self.ranked.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        var seen = Set<String>()
        var forms: [String] = []
        for word in base where seen.insert(word).inserted { forms.append(word) }
        // Inflected forms rank below every base word, in the base words' order.
        for word in base.dropFirst(150) where !word.contains("'") {
            for suffix in ["s", "ed", "ing"] {
                let form = word.hasSuffix("e") && suffix != "s" ? String(word.dropLast()) + suffix : word + suffix
                if seen.insert(form).inserted { forms.append(form) }
            }
        }
        words = forms
        var total = 0.0
        cumulativeWeights = forms.indices.map { rank in
            total += 1 / (Double(rank) + 2.7)
            return total
        }
    }

    /// A word drawn by rank weight.
    func word(_ random: inout SplitMix64) -> String {
        let target = Double(random.next() >> 11) / Double(1 << 53) * cumulativeWeights[cumulativeWeights.count - 1]
        var low = 0, high = cumulativeWeights.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulativeWeights[middle] < target { low = middle + 1 } else { high = middle }
        }
        return words[low]
    }

    private static let ranked = """
the i to you a and it is that of in for me my on be have this so just not do it's was but
with are i'm at we can what if like know get no all your don't out up yeah go about one lol
they how good now think ok okay there will time he when see want then from would really too
some going got yes more did back love people much day here right oh she today make need him
well us tomorrow can't say work still night them come because thanks been let her who why any
sure take an tonight also thing great home only call other way week feel by as or had were his
our tell let's new last after over first even next said something ever very doing nice never
again things year better maybe wait before look give lot into off same find should long hope
could little sorry morning those guys than where these went done around man always already
thank most hey hi down two three four five place probably pretty show wanna gonna though fun
use start being every bad best hour hours minutes later keep does through happy school friends
friend house car job life talk while stuff mean real sleep watch food lunch dinner coffee phone
text message busy free ready early late soon stay bit since left many haha omg btw idk tbh yep
nope cool awesome funny weird crazy literally actually honestly totally seriously definitely
basically anyway guess kinda sorta thought money pay buy store bring open close class meeting
plan plans weekend friday saturday sunday monday tuesday wednesday thursday party birthday game
play movie music song watching playing working trying coming leaving getting looking thinking
talking waiting eating sleeping running driving reading sitting calling texting sending making
taking having feeling came saw made took gave told asked wanted needed tried used called looked
seemed felt kept found heard ran sent brought bought paid sat stood met lost won read wrote
spoke drove ate slept woke forgot remember remembered forget hear listen listened understand
understood believe believed happen happened change changed move moved live lived turn turned
follow followed stop stopped hold help helped learn learned started finish finished mom dad
sister brother family kids baby dog cat boss team office city town street road train bus flight
plane airport hotel room door window table kitchen bed couch floor water beer wine pizza burger
tacos sushi chicken salad cake breakfast snack drink drinks tea milk sugar bread cheese rice pasta
soup beach park gym pool mall shop market doctor dentist hospital appointment exam test homework
project deadline email report presentation slides zoom chat group photo photos pic pics video
link app update computer laptop battery charger wifi internet password account order package
delivery ticket tickets seat seats line traffic weather rain snow sun cold hot warm beautiful
tired sick hungry excited nervous worried glad sad mad angry bored stressed lucky able possible
important different whole big small huge tiny old young quick slow easy hard simple short full
empty fine perfect amazing terrible horrible wrong true false main own such enough quite almost
exactly especially usually sometimes often rarely yet ago yesterday month summer winter spring
fall holiday vacation trip travel visit drive walk ride fly swim dance sing cook clean wash fix
build break pick drop send receive check confirm cancel book reserve join leave arrive return
borrow lend share post comment reply answer question problem issue idea point reason chance choice
decision mistake story news joke fact rule goal list name number address age price cost deal sale
discount bill rent apartment neighbor roommate boyfriend girlfriend husband wife parents grandma
grandpa uncle aunt cousin teacher student coach manager client customer guy girl person everyone
someone anyone nobody everything nothing anything somewhere anywhere everywhere nowhere together
alone inside outside upstairs downstairs nearby away across behind between under above without
within along during until unless although whether either neither both each few several half
quarter dozen hundred thousand million second third final previous part piece side end middle
top bottom front north south east west absolutely obviously apparently hopefully unfortunately
fortunately suddenly finally recently currently immediately quickly slowly carefully easily
completely nearly barely hardly mostly mainly simply clearly certainly possibly likely
"""
}
