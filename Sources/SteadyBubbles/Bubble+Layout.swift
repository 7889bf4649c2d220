import SteadyText

extension Bubble {
    /// The row's height and its parts' frames in a list `listWidth` px wide
    /// with the message text at `fontSize` px, as Chromium draws
    /// `Templates/bubble.css`.
    ///
    /// Every length is added in 1/64 device px, as Blink adds a block's
    /// children (for `firefox` in Gecko's app units of 1/60 CSS px,
    /// ``RowUnits``), and reported in CSS px once:
    /// - The bubble is at most ``BubbleStyle/widthFraction`` of the row's
    ///   width inside its padding and ``BubbleStyle/maxWidth``; it shrinks to
    ///   its widest part unwrapped (its max-content), and a bubble with media
    ///   is ``BubbleStyle/mediaWidth`` wide. Its texts wrap in its content
    ///   width.
    /// - The timestamp trails the text as an inline box of no height, as wide
    ///   as the timestamp plus ``BubbleStyle/timeGap``: when it fits after
    ///   the last line (the fit test of any line) the text keeps
    ///   its height; when it does not, it takes a line of the primary font's
    ///   height of its own. A text that ends in a newline always gives it one.
    ///   The spacer and the timestamp drawn over it take the text's direction
    ///   (`dir="auto"`), so the timestamp is at the bubble's right, or its left
    ///   for right-to-left text, cut at the content's width.
    /// - Labels (name, timestamp, reactions, date) are one line, their sizes
    ///   in em of `fontSize` and truncated to 0.01 px as Blink truncates a
    ///   computed font size; pills are cut at their limits.
    ///
    /// - Parameters:
    ///   - listWidth: the list's (the row's) width in px.
    ///   - fontSize: the message text's size in px (Dynamic Type).
    ///   - devicePixelRatio: the screen's ratio, as for
    ///     ``SteadyText/PreparedText/layout(width:fontSize:lineHeight:devicePixelRatio:target:)``.
    ///   - target: the engine whose layout to match. Rows are proven
    ///     against Chromium's goldens; under `webkit` a row is laid out as
    ///     WebKit lays out its texts (in CSS px at any ratio).
    /// - Complexity: arithmetic on the prepared texts: no shaping.
    public func layout(listWidth: Double, fontSize: Double, devicePixelRatio: Double = 1,
                       target: RenderingTarget = .chromium) -> BubbleLayout {
        laidOut(listWidth: listWidth, fontSize: fontSize, devicePixelRatio: devicePixelRatio, target: target,
                shrinking: true)
    }

    /// The row's height in px: ``layout(listWidth:fontSize:devicePixelRatio:target:)``'s,
    /// without the widths only frames need.
    ///
    /// A bubble that shrinks to its content lays every text out at least as
    /// wide as the text unwrapped, where its lines are those of any wider
    /// box: so the height is the same at the bubble's widest, and finding
    /// how wide each part is unwrapped (half the work of a layout) is left out.
    public func rowHeight(listWidth: Double, fontSize: Double, devicePixelRatio: Double = 1,
                          target: RenderingTarget = .chromium) -> Double {
        unshrunkLayout(listWidth: listWidth, fontSize: fontSize, devicePixelRatio: devicePixelRatio,
                       target: target).rowHeight
    }

    /// The layout at the bubble's widest, as ``rowHeight(listWidth:fontSize:devicePixelRatio:target:)``
    /// finds it: its row height, text line count and text height are
    /// ``layout(listWidth:fontSize:devicePixelRatio:target:)``'s, its widths and x
    /// positions not the drawn ones, and its ``BubbleLayout/quoteClamp`` nil.
    /// For answers that give no frames.
    package func unshrunkLayout(listWidth: Double, fontSize: Double, devicePixelRatio: Double = 1,
                                target: RenderingTarget = .chromium) -> BubbleLayout {
        laidOut(listWidth: listWidth, fontSize: fontSize, devicePixelRatio: devicePixelRatio, target: target,
                shrinking: false)
    }

    /// The layout, the bubble shrunk to its content or, for the height
    /// alone, at its widest (its frames then not the drawn ones).
    private func laidOut(listWidth: Double, fontSize: Double, devicePixelRatio: Double, target: RenderingTarget,
                         shrinking: Bool) -> BubbleLayout {
        switch text {
        case .prepared(var prepared):
            return laidOut(&prepared, listWidth: listWidth, fontSize: fontSize, devicePixelRatio: devicePixelRatio,
                           target: target, shrinking: shrinking)
        case .growing(let growing):
            // Under the text's lock: no append changes it halfway, and the
            // lines laid out stay with it for the next layout.
            return growing.withParagraphs {
                laidOut(&$0, listWidth: listWidth, fontSize: fontSize, devicePixelRatio: devicePixelRatio,
                        target: target, shrinking: shrinking)
            }
        }
    }

    private func laidOut<Text: RowText>(_ text: inout Text, listWidth: Double, fontSize: Double,
                                        devicePixelRatio: Double, target: RenderingTarget,
                                        shrinking: Bool) -> BubbleLayout {
        // The text block: there unless the row has media and no caption.
        let hasText = !(text.isEmpty && media != nil)
        let scale = DeviceScale(devicePixelRatio, target: target)
        let rules = LayoutTarget(target, devicePixelRatio: devicePixelRatio)
        let u = RowUnits(scale: scale, target: rules)
        let s = style
        let textSize = LayoutLimits.clamp(fontSize: scale.deviceFontSize(fontSize))
        func size(_ label: BubbleLabelStyle) -> Double {
            LayoutLimits.clamp(fontSize: scale.effectiveFontSize(fontSize * label.scale))
        }
        /// A one-line label's unwrapped width (when `wide`) and height, in
        /// units: one walk gives both; the height alone is its line's fonts'.
        func measure(_ text: PreparedText?, _ label: BubbleLabelStyle, wide: Bool = shrinking) -> (width: Int, height: Int) {
            guard let text else { return (0, 0) }
            let px = size(label)
            guard wide else { return (0, u.fromText(height: text.oneLineHeightUnits(fontSize: px, target: rules))) }
            let label = text.unwrappedUnits(fontSize: px, target: rules)
            return (u.fromText(width: label.width), u.fromText(height: label.height))
        }
        // The timestamp's spacer is in the text block and takes its direction,
        // and the label over it too (the template's `:dir(rtl)` rule); with no
        // text block it is left-to-right, at the bubble's right.
        let textDirection = hasText ? text.direction(fallback: textFallbackDirection) : .leftToRight
        // Kept for the next layout at this size: a new width needs them again.
        let key = LabelSizeCache.Key(fontSize: fontSize, devicePixelRatio: devicePixelRatio, target: target,
                                     timeDirection: textDirection)
        let labels = labelSizes(for: key, wide: shrinking) {
            LabelSizes(name: measure(self.name, s.name), quoteName: measure(self.quoteName, s.quoteName),
                       time: measure(self.time?[textDirection], s.time, wide: true),
                       reactions: measure(self.reactions, s.reactions), date: measure(self.date, s.date),
                       strut: has(.time) ? u.fromText(height: text.strutUnits(fontSize: textSize, target: rules)) : 0)
        }
        /// A pill's label, without its width at the bubble's widest (where
        /// frames are not the drawn ones), as when measured for it.
        func pill(_ label: (width: Int, height: Int)) -> (width: Int, height: Int) {
            shrinking ? label : (0, label.height)
        }

        let list = u.length(listWidth)
        let rowPadding = u.length(s.rowPadding)
        let rowContent = max(0, list - 2 * rowPadding)
        let widest = min(u.percent(s.widthFraction, of: rowContent), u.length(s.maxWidth))
        let pad = Insets(s.padding, u)
        // The quote's left border and padding, for a row with a quote only.
        func quoteFrame() -> (border: Int, padding: Insets) { (u.border(s.quoteBorder), Insets(s.quotePadding, u)) }

        let name = labels.name
        let quoteName = labels.quoteName
        let time = labels.time
        let spacer = !has(.time) ? 0 : u.length(s.timeGap) + time.width

        // The bubble's width: its widest part unwrapped, within its widest.
        var bubbleWidth: Int
        if media != nil {
            bubbleWidth = min(u.length(s.mediaWidth), widest)
        } else if !shrinking {
            bubbleWidth = widest
        } else {
            var content = 0
            if has(.name) { content = max(content, name.width) }
            // A part's width matters up to the room the bubble has for it.
            let room = widest - pad.horizontal
            if let quoteText {
                let (quoteBorder, quotePad) = quoteFrame()
                let quoteRoom = u.toText(room - quoteBorder - quotePad.horizontal)
                let inner = max(quoteName.width,
                                u.fromText(width: quoteText.unwrappedWidths(fontSize: size(s.quoteText), target: rules,
                                                                            exactUpTo: quoteRoom).widest))
                content = max(content, quoteBorder + quotePad.horizontal + inner)
            }
            if hasText {
                content = max(content, unwrappedTextWidth(&text, fontSize: textSize, spacer: spacer, room: room, units: u,
                                                          target: rules))
            }
            bubbleWidth = min(widest, pad.horizontal + content)
        }
        bubbleWidth = max(bubbleWidth, pad.horizontal)
        let contentWidth = bubbleWidth - pad.horizontal
        let bubbleX = direction == .incoming ? rowPadding : list - rowPadding - bubbleWidth
        let contentX = bubbleX + pad.left

        var frames = Frames(units: u)
        let rowPaddingTop = u.length(startsGroup ? s.groupGap : s.messageGap)
        var y = rowPaddingTop
        if has(.date) {
            let label = pill(labels.date)
            let datePad = Insets(s.datePadding, u)
            // Cut at the row's content width (`max-width: 100%`, border-box:
            // never narrower than its padding).
            let width = max(datePad.horizontal, min(datePad.horizontal + label.width, rowContent))
            let height = datePad.vertical + label.height
            // Auto margins share the free space; none when there is none.
            let x = rowPadding + max(0, rowContent - width) / 2
            frames.date = frames.rect(x, y, width, height)
            y += height + u.length(s.dateGap)
        }

        let bubbleTop = y
        y += pad.top
        if has(.name) {
            frames.name = frames.rect(contentX, y, contentWidth, name.height)
            y += name.height + u.length(s.nameGap)
        }
        var quoteClamp: ClampedLayout?
        if let quoteText {
            let quoteTop = y
            let (quoteBorder, quotePad) = quoteFrame()
            let quoteTextSize = size(s.quoteText)
            let innerX = contentX + quoteBorder + quotePad.left
            let innerWidth = max(0, contentWidth - quoteBorder - quotePad.horizontal)
            y += quotePad.top
            if has(.quoteName) {
                frames.quoteName = frames.rect(innerX, y, innerWidth, quoteName.height)
                y += quoteName.height
            }
            let clampHeight: Int
            if shrinking {
                var clamp = quoteText.clampedLayoutInDevicePixels(maxLines: s.quoteMaxLines, width: u.px(innerWidth),
                                                                  fontSize: quoteTextSize, lineHeight: .normal,
                                                                  target: rules)
                clampHeight = u.units(device: clamp.height)
                clamp.height = u.css(clampHeight)
                quoteClamp = clamp
            } else {
                // The height alone: where the shown lines end is the drawn layout's.
                clampHeight = u.units(device: quoteText.clampedHeightInDevicePixels(
                    maxLines: s.quoteMaxLines, width: u.px(innerWidth), fontSize: quoteTextSize, target: rules))
            }
            frames.quoteText = frames.rect(innerX, y, innerWidth, clampHeight)
            y += clampHeight + quotePad.bottom
            frames.quote = frames.rect(contentX, quoteTop, contentWidth, y - quoteTop)
            y += u.length(s.quoteGap)
        }
        if let media {
            // The height from the width through Blink's ratio of LayoutUnits,
            // not the quotient: 1.3337 is 1211/908, and 227.3125 px wide the
            // box is 170.421875 px tall (the quotient's floor is 170.4375).
            let height = min(u.mediaHeight(width: contentWidth, aspectRatio: media.aspectRatio),
                             u.length(s.mediaMaxHeight))
            frames.media = frames.rect(contentX, y, contentWidth, height)
            y += height
            if hasText { y += u.length(s.mediaGap) }
        }
        var textLineCount = 0
        var timeHasOwnLine = false
        if hasText {
            // One pass over the text for its height and for whether the
            // timestamp fits after its last line.
            // The spacer is at most the content's width (`max-width: 100%`,
            // border-box), a limit its max-content contribution ignores.
            let (counted, timeWraps) = text.layout(width: u.px(contentWidth), fontSize: textSize,
                                                   spacer: !has(.time) ? nil : u.toText(min(spacer, contentWidth)),
                                                   target: rules)
            var height = u.units(device: counted.height)
            textLineCount = counted.lineCount
            timeHasOwnLine = timeWraps
            if timeHasOwnLine {
                height += labels.strut
                textLineCount += 1
            }
            frames.text = frames.rect(contentX, y, contentWidth, height)
            y += height
        }
        let bubbleBottom = y + pad.bottom
        frames.bubble = frames.rect(bubbleX, bubbleTop, bubbleWidth, bubbleBottom - bubbleTop)
        if has(.time) {
            // Cut at the content's width (`max-width: calc(100% - 18px)`).
            let width = min(time.width, contentWidth)
            let x = textDirection == .leftToRight ? bubbleX + bubbleWidth - pad.right - width : contentX
            frames.time = frames.rect(x, bubbleBottom - pad.bottom - time.height, width, time.height)
        }
        var rowBottom = bubbleBottom
        if has(.reactions) {
            let label = pill(labels.reactions)
            let border = 2 * u.border(s.reactionsBorder)
            let pillPad = Insets(s.reactionsPadding, u)
            let inset = u.length(s.reactionsInset)
            // Cut at the row's content width less the inset on each side
            // (`max-width: calc(100% - 16px)`, border-box: never narrower
            // than its border and padding).
            let frame = border + pillPad.horizontal
            let width = max(frame, min(frame + label.width, rowContent - 2 * inset))
            let height = border + pillPad.vertical + label.height
            // An outgoing pill's left margin is `auto`: the room left of it, or
            // 0 in a row too narrow for even its border and padding (CSS 2.1
            // §10.3.3 treats an over-constrained auto margin as 0).
            let room = rowContent - inset - width
            let x = direction == .incoming ? rowPadding + inset : rowPadding + max(0, room)
            let top = bubbleBottom - u.length(s.reactionsOverlap)
            frames.reactions = frames.rect(x, top, width, height)
            rowBottom = top + height
        }
        // A block is never shorter than its padding (Blink starts the content's
        // extent there): reactions pulled up past the row's top leave that.
        return BubbleLayout(rowHeight: u.css(max(rowBottom, rowPaddingTop)), bubble: frames.bubble, date: frames.date, name: frames.name,
                            quote: frames.quote, quoteName: frames.quoteName, quoteText: frames.quoteText,
                            media: frames.media, text: frames.text, time: frames.time, reactions: frames.reactions,
                            textLineCount: textLineCount, timeHasOwnLine: timeHasOwnLine, quoteClamp: quoteClamp,
                            textDirection: textDirection)
    }

    /// The text block's max-content width in units: its widest paragraph,
    /// the last one with the timestamp's spacer after it (alone on a line
    /// after a final newline).
    private func unwrappedTextWidth(_ text: inout some RowText, fontSize: Double, spacer: Int, room: Int,
                                    units u: RowUnits, target: LayoutTarget) -> Int {
        let widths = text.unwrappedWidths(fontSize: fontSize, target: target, exactUpTo: u.toText(room))
        let last = text.endsWithNewline ? spacer : u.fromText(width: widths.last) + spacer
        return max(u.fromText(width: widths.widest), last)
    }
}

/// A box's insets in units.
private struct Insets {
    let top: Int, right: Int, bottom: Int, left: Int

    init(_ insets: BubbleInsets, _ u: RowUnits) {
        top = u.length(insets.top)
        right = u.length(insets.right)
        bottom = u.length(insets.bottom)
        left = u.length(insets.left)
    }

    var horizontal: Int { left + right }
    var vertical: Int { top + bottom }
}

/// The frames found so far, converted to CSS px as they are found.
private struct Frames {
    let units: RowUnits
    var bubble = BubbleRect(x: 0, y: 0, width: 0, height: 0)
    var date, name, quote, quoteName, quoteText, media, text, time, reactions: BubbleRect?

    init(units: RowUnits) { self.units = units }

    func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> BubbleRect {
        BubbleRect(x: units.css(x), y: units.css(y), width: units.css(width), height: units.css(height))
    }
}
