/// A styled text as preparation sees it: each box's text replaced by one
/// U+FFFC, then white space processed, with the way back to the original
/// offsets and each code unit's run (``StyleRuns``).
///
/// Blink puts U+FFFC (the object replacement character) in an inline
/// formatting context's text for each atomic inline, so line breaking sees a
/// box as ICU's class CB: a break is allowed before and after it except where
/// an earlier rule forbids one (before `!`, after `(`, …). Boxes go first,
/// then white space: the box's own text is gone before spaces collapse, so
/// spaces on either side of a box stay (U+FFFC is not white space), and a run
/// of spaces that crosses a span edge collapses as one, keeping its first
/// space in the span it was in (seen in Chromium: `"a "` then a bold `" b"`
/// draws the regular space and a bold "b").
struct StyledText {
    /// The processed text.
    var units: [UInt16]
    /// For each processed offset, and one past the end, the original offset;
    /// nil when they are the same.
    var originalOffsets: [Int32]?
    /// The processed code units' runs.
    var styles: StyleRuns

    /// `original` with `spans` (checked by ``TextSpan/validate(_:utf16:fonts:)``).
    init(_ original: [UInt16], spans: [TextSpan], whiteSpace: WhiteSpace, fonts: FontStack) {
        var requests: [FontRequest: Int] = [.base: 0]
        var lists = [fonts.fallbackList]
        var listRequests = [FontRequest.base]
        var runs = [StyleRuns.Run(font: 0, spaceWidth: fonts.fallbackList.spaceWidth,
                                  spaceSlot: fonts.fallbackList.spaceSlot)]
        for span in spans {
            // Checked before: the stack has the family.
            let family = span.family.map { fonts.familyIndex(named: $0) ?? 0 }
            let request = FontRequest(family: family, weightQuarters: WeightQuarters(span.weight ?? 400).value,
                                      style: span.style ?? .normal)
            let font: Int
            if let known = requests[request] {
                font = known
            } else {
                font = lists.count
                requests[request] = font
                lists.append(fonts.fallbackList(for: request))
                listRequests.append(request)
            }
            let list = lists[font]
            runs.append(StyleRuns.Run(font: font, boxWidth: span.box.map(LayoutLimits.clamp(boxWidth:)), spaceWidth: list.spaceWidth,
                                      spaceSlot: list.spaceSlot, strut: span.box == nil ? list.strut : []))
        }

        // Boxes first: one U+FFFC for each box's text.
        var boxed: [UInt16] = []
        var boxedRuns: [Int32] = []
        var boxedOffsets: [Int32] = []
        boxed.reserveCapacity(original.count)
        boxedRuns.reserveCapacity(original.count)
        var hasBoxes = false
        var next = 0    // the next span
        var i = 0
        while i < original.count {
            while next < spans.count && spans[next].end <= i { next += 1 }
            let inSpan = next < spans.count && spans[next].start <= i
            if inSpan && spans[next].box != nil {
                boxed.append(0xFFFC)
                boxedRuns.append(Int32(next + 1))
                boxedOffsets.append(Int32(i))
                hasBoxes = true
                i = spans[next].end
                continue
            }
            boxed.append(original[i])
            boxedRuns.append(inSpan ? Int32(next + 1) : 0)
            boxedOffsets.append(Int32(i))
            i += 1
        }
        boxedOffsets.append(Int32(original.count))

        // Then white space, over the whole text: spans do not stop it.
        let collapsed = WhiteSpaceCollapsing.apply(boxed, mode: whiteSpace)
        units = collapsed.units
        if let offsets = collapsed.originalOffsets {
            originalOffsets = offsets.map { boxedOffsets[Int($0)] }
            styles = StyleRuns(runOfUnit: offsets.dropLast().map { boxedRuns[Int($0)] }, runs: runs, lists: lists, requests: listRequests)
        } else {
            originalOffsets = hasBoxes ? boxedOffsets : nil
            styles = StyleRuns(runOfUnit: boxedRuns, runs: runs, lists: lists, requests: listRequests)
        }
    }
}
