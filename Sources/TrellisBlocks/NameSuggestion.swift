// "Did you mean ...?": the closest known name to a misspelt one.

/// Finds the known name an author most likely meant.
public enum NameSuggestion {
    /// The closest candidate within a distance that still looks like a typo, if any.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        // `Data()` beside `Date`: a type of the platform's is meant as written.
        if foundationTypes.contains(name) { return nil }
        let lowered = name.lowercased()
        let candidates = Array(candidates)
        let candidateSet = Set(candidates)
        var best: (name: String, distance: Int)?
        // A name built of a known one and words added (`smCaption`, a font an app declares on
        // `caption`) is nearer that name than any slip of another could bring it: it is no slip
        // of `caption2` or `subheadline` (set AD's emitron), while `fontWeigth` is still
        // `fontWeight`'s slip, nearer it than `font`.
        let knownWithin = candidates.filter { isCompound(name, of: $0) }
        let builtOn = knownWithin.map { editDistance(lowered, $0.lowercased()) }.min() ?? .max
        // Words added to the name make another name too (`ShareableIdentifierTest` beside the
        // app's `ShareableIdentifier`, set AB's nostur): the shorter is not a slip of the longer.
        for candidate in candidates where candidate != name && !knownWithin.contains(candidate) && !isCompound(candidate, of: name)
            && !swapsAWord(name, for: candidate)
            && !isInflection(name, of: candidate) && !addsThreeLetters(name, to: candidate)
            && !isNumbered(name, of: candidate, among: candidateSet) && !addsAPrefix(name, to: candidate) {
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance < builtOn else { continue }
            // A slip keeps a name's first letter unless it is the one slip (`Ection` beside
            // `Section`): two edits that change it make another word (`Action` is no `Section`,
            // set AQ's pocket-casts).
            guard distance < 2 || lowered.first == candidate.lowercased().first else { continue }
            // A third of the name's length, at least 2: catches typos, not unrelated words. A
            // name of five letters or fewer is a typo only by one slip (`mxa` for `max`) or by
            // letters dropped or added (`padin` for `padding`): two letters changed in so few
            // make another word (`Arc` is not `URL`, `Badge` not `Gauge`). Letters dropped leave
            // three at least: a name of one or two letters inside a word is not that word
            // slipped (`.it` is the app's asset colour, not `.mint`; `.BL` not `.blue`).
            let shorter = min(name.count, candidate.count)
            guard distance <= max(2, name.count / 3),
                  name.count > 5 || isSlip(name, of: candidate)
                    || (shorter >= 3 && (isSubsequence(lowered, of: candidate.lowercased()) || isSubsequence(candidate.lowercased(), of: lowered)))
            else { continue }
            if let current = best, (distance, candidate) >= (current.distance, current.name) { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Foundation's value and service types (Apple, "Foundation": "Numbers, Data, and Basic
    /// Values", "Dates and Times", "Resources"...), which an app's code names as they are: a
    /// page that lacks one stands it in, never takes it for a slip of a name it has.
    static let foundationTypes: Set<String> = [
        "Data", "Date", "URL", "UUID", "Decimal", "Locale", "Calendar", "TimeZone", "IndexPath", "IndexSet", "Measurement",
        "DateComponents", "DateInterval", "CharacterSet", "Bundle", "Notification", "NotificationCenter", "Progress", "Timer",
        "UserDefaults", "FileManager", "ProcessInfo", "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder",
        "URLRequest", "URLSession", "URLComponents", "URLQueryItem",
    ]

    /// Whether `name` is `candidate` with whole camel-case words added before or after it
    /// (`darkBackground`, `backgroundColor` beside `background`): another name, as Swift
    /// authors build names, not a misspelling of it (either way round).
    /// The same holds for words added inside it (`ProgressStatsView` beside `ProgressView`):
    /// the candidate's words are all there, in order, with whole words between them.
    static func isCompound(_ name: String, of candidate: String) -> Bool {
        guard name.count > candidate.count, !candidate.isEmpty else { return false }
        let lowered = name.lowercased(), word = candidate.lowercased()
        if lowered.hasPrefix(word), name.dropFirst(candidate.count).first?.isUppercase == true { return true }
        if lowered.hasSuffix(word), name.dropLast(candidate.count).last != nil,
           name.suffix(candidate.count).first?.isUppercase == true { return true }
        let words = camelWords(name).map { $0.lowercased() }, wanted = camelWords(candidate).map { $0.lowercased() }
        guard wanted.count > 1, words.count > wanted.count else { return false }
        var next = 0
        for part in words where next < wanted.count && part == wanted[next] { next += 1 }
        return next == wanted.count
    }

    /// English endings that make another form of a word, not a slip of it.
    private static let endings = ["", "s", "es", "ed", "ing", "ion", "ions", "er", "ers", "ment", "ments"]

    /// Whether `name` and `candidate` are two forms of one word (`selection` beside
    /// `selected`, `loading` beside `loaded`): a stem of five letters or more with two
    /// different English endings is another name, as authors name a value and its state
    /// (a plural beside its singular is not counted here: it may be the slip).
    static func isInflection(_ name: String, of candidate: String) -> Bool {
        let a = Array(name.lowercased()), b = Array(candidate.lowercased())
        var common = 0
        while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
        // The stem may end before a shared letter of the endings (`select|ed`, `select|ion`).
        for stem in stride(from: common, through: 5, by: -1) {
            let endA = String(a[stem...]), endB = String(b[stem...])
            // A plural beside its singular stays a suggestion (`gridCellColumn` for `gridCellColumns`).
            let plural = Set([endA, endB]) == ["", "s"] || Set([endA, endB]) == ["", "es"]
            if endA != endB, !plural, endings.contains(endA), endings.contains(endB) { return true }
        }
        return false
    }

    /// Whether `name` is `candidate` with one of its camel-case words replaced by another
    /// word, not misspelt (`TodayView` beside `TabView`, `PetRow` beside `TextRow`): another
    /// name. A word three or more edits from the one it replaces is another word, and so is a
    /// word of four letters or fewer two of whose letters differ other than by two swapped
    /// (`QuitButton` beside `EditButton`, set AQ's SupportApp; `TabVeiw` is `TabView` slipped).
    /// The same holds across several words (`ContainerRelativeFrameDemo` beside
    /// `ContainerRelativeShape`: a word replaced and one added), and for a short word two of
    /// whose three letters differ (`MapView` beside `TabView`): a slip changes letters within a
    /// word, not whole words.
    static func swapsAWord(_ name: String, for candidate: String) -> Bool {
        let words = camelWords(name).map { $0.lowercased() }, others = camelWords(candidate).map { $0.lowercased() }
        guard words.count > 1, others.count > 1 else { return false }
        // The words both share, in order (longest common subsequence); the rest differ.
        // A word one slip from the other's counts as shared (`Attribute` in `AttributeContainer`
        // beside `Attributed` in `AttributedString`): what differs is then the other words.
        func same(_ a: String, _ b: String) -> Bool { a == b || (min(a.count, b.count) >= 4 && editDistance(a, b) <= 1) }
        var table = Array(repeating: Array(repeating: 0, count: others.count + 1), count: words.count + 1)
        for i in stride(from: words.count - 1, through: 0, by: -1) {
            for j in stride(from: others.count - 1, through: 0, by: -1) {
                table[i][j] = same(words[i], others[j]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        guard table[0][0] > 0 else { return false }
        var unmatched: [String] = [], unmatchedOthers: [String] = []
        var i = 0, j = 0
        while i < words.count || j < others.count {
            if i < words.count, j < others.count, same(words[i], others[j]) { i += 1; j += 1 }
            else if j >= others.count || (i < words.count && table[i + 1][j] >= table[i][j + 1]) { unmatched.append(words[i]); i += 1 }
            else { unmatchedOthers.append(others[j]); j += 1 }
        }
        // One word misspelt is a slip; a word added besides, or one too different, is a name.
        guard unmatched.count == 1, unmatchedOthers.count == 1 else { return !unmatched.isEmpty && !unmatchedOthers.isEmpty }
        let distance = editDistance(unmatched[0], unmatchedOthers[0])
        return distance >= 3 || (distance >= 2 && min(unmatched[0].count, unmatchedOthers[0].count) <= 4 && !isSlip(unmatched[0], of: unmatchedOthers[0]))
    }

    /// Whether `name` holds every letter of `candidate` in order with three or more letters
    /// added (`Inspection` beside `Section`): another word. A slip adds a letter or two (a
    /// doubled key, a stray one); three more make a longer word.
    static func addsThreeLetters(_ name: String, to candidate: String) -> Bool {
        name.count - candidate.count >= 3 && isSubsequence(candidate.lowercased(), of: name.lowercased())
    }

    /// Whether `name` is `candidate` whole with two or more letters before it (`mygreen`,
    /// `apppurple` beside `green`, `purple`: set AH's QuickRecorder): a prefix an app gives its
    /// own names, as `myPurple` is in camel case (``isCompound(_:of:)``); a slip adds a letter
    /// or changes one, and starts a name with the letters it meant. So is one letter before a
    /// name of four or more (`cfont` beside `font`, an app's modifier used 547 times in set BK's
    /// mundo), unless it doubles the name's first letter (`ffont`, a key pressed twice).
    static func addsAPrefix(_ name: String, to candidate: String) -> Bool {
        let lowered = name.lowercased(), meant = candidate.lowercased()
        guard lowered.hasSuffix(meant) else { return false }
        switch name.count - candidate.count {
        case 2...: return true
        case 1: return candidate.count >= 4 && lowered.first != meant.first
        default: return false
        }
    }

    /// Whether `name` is `candidate` with a number after it (`black30`, `black4` beside
    /// `black`): a design system's numbered shade or step, another name, not a slip (no key
    /// near a letter types digits). So is another number of a numbered family whose first
    /// member is known unnumbered (`title1`, `caption1` beside `title`, `title2`, `caption`,
    /// `caption2`: UIKit's text styles, which apps declare as fonts; set BD's onefocus), while a
    /// number changed in a name that is no family (`displayP4` for `displayP3`) is a slip.
    static func isNumbered(_ name: String, of candidate: String, among candidates: Set<String>) -> Bool {
        func stem(_ text: String) -> Substring {
            var text = Substring(text)
            while let last = text.last, last.isASCII, last.isNumber { text = text.dropLast() }
            return text
        }
        let nameStem = stem(name), candidateStem = stem(candidate)
        guard nameStem.count < name.count, !nameStem.isEmpty, name != candidate,
              nameStem.lowercased() == candidateStem.lowercased() else { return false }
        return candidateStem.count == candidate.count || candidates.contains(String(candidateStem))
    }

    /// Whether `a` is `b`'s plural or singular (`Groups`, `Group`; `tabs`, `tab`): another
    /// name, which an app gives its own type or value beside SwiftUI's or the code's, not a typo.
    static func isPluralOrSingular(_ a: String, of b: String) -> Bool {
        a + "s" == b || b + "s" == a || a + "es" == b || b + "es" == a
    }

    /// Whether `a` is `b` with one slip of the keyboard: a letter added, dropped or changed,
    /// or two neighbours swapped (`mxa` for `max`).
    static func isSlip(_ a: String, of b: String) -> Bool {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if editDistance(String(a), String(b)) <= 1 { return true }
        guard a.count == b.count else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1 && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
    }

    /// Whether every character of `a` is in `b`, in order.
    static func isSubsequence(_ a: String, of b: String) -> Bool {
        var rest = b[...]
        for character in a {
            guard let found = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }

    /// `TodayView` -> `Today`, `View`; `HStack` -> `H`, `Stack`.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
        }
        return words
    }

    /// A hint sentence, or `nil` when nothing is close.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String? {
        closest(to: name, among: candidates).map { "did you mean `\($0)`?" }
    }

    /// The hint for `name` among the candidates whose first letter has its case, or `nil`: Swift
    /// names types in UpperCamelCase and everything else in lowerCamelCase (Swift.org, "API Design
    /// Guidelines", Conventions), so `FontSize.reflecting(font)` beside a property `fontSize` is a
    /// type of the app's, not a slip of the property.
    public static func sameCaseHint(for name: String, among candidates: some Sequence<String>) -> String? {
        let upper = name.first?.isUppercase
        // A type beside its plural (`Voices` of the app beside the code's `Voice`, set AR's
        // OpenSuperWhisper) is another type as apps name them, a namespace or a collection of
        // the other, not a slip of it: the unknown one stands in.
        return hint(for: name, among: candidates.filter { $0.first?.isUppercase == upper && !(upper == true && isPlural(name, of: $0)) })
    }

    /// Whether one of the two names is the other with `s` or `es` added.
    static func isPlural(_ name: String, of candidate: String) -> Bool {
        let (short, long) = name.count < candidate.count ? (name, candidate) : (candidate, name)
        return long.hasPrefix(short) && ["s", "es"].contains(String(long.dropFirst(short.count)))
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
