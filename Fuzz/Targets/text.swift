// Fuzz target `text`: the sanitiser, display width, truncation, padding and word wrap of
// Sources/TerminalUI/Text on arbitrary strings and widths.
//
// Invariants: sanitised text holds no C0/C1/ESC/DEL or bidi control and needs no further
// sanitising; every grapheme is 0-2 cells; truncation fits the width (exactly, when it cut),
// keeps a whole-grapheme prefix and leaves fitting text alone; padding is exactly the width;
// every wrapped line fits the width (a line whose one visible grapheme is wider than the
// limit is the only exception) and the lines are the input's graphemes in order, less the
// spaces at breaks.
@testable import TerminalUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let width = input.int(in: -2...40)
    let text = input.text(maxScalars: 200)
    checkSanitizer(text)
    checkWidths(text)
    checkTruncation(text, width: width)
    checkWrapping(text, width: width)
    return 0
}

private func checkSanitizer(_ text: String) {
    let clean = TextSanitizer.sanitized(text)
    for scalar in clean.unicodeScalars {
        require(!isForbiddenOnScreen(scalar), "sanitized(\(spelled(text))) kept \(spelled(String(scalar)))")
    }
    require(!TextSanitizer.needsSanitizing(clean), "sanitized(\(spelled(text))) still needs sanitising")
    require(
        TextSanitizer.needsSanitizing(text) == (clean != text),
        "needsSanitizing(\(spelled(text))) disagrees with sanitized")
    for character in text {
        let shown = TextSanitizer.displayable(character)
        for scalar in shown.unicodeScalars {
            require(!isForbiddenOnScreen(scalar), "displayable(\(spelled(String(character)))) is a control")
        }
    }
}

private func checkWidths(_ text: String) {
    var sum = 0
    for character in text {
        let cells = DisplayWidth.of(character)
        require((0...2).contains(cells), "width of \(spelled(String(character))) is \(cells)")
        require((0...2).contains(character.drawnWidth), "drawn width of \(spelled(String(character)))")
        sum += cells
    }
    require(DisplayWidth.of(text) == sum, "DisplayWidth.of(\(spelled(text))) is not the sum of its graphemes")
}

private func checkTruncation(_ text: String, width: Int) {
    let cut = text.truncated(toWidth: width)
    let cells = cut.displayWidth
    let fits = text.displayWidth <= width
    if width <= 0 {
        require(cut.isEmpty, "truncated(\(spelled(text)), \(width)) is not empty")
    } else if fits {
        require(cut == text, "truncated(\(spelled(text)), \(width)) changed text that fits")
    } else {
        require(cells == width, "truncated(\(spelled(text)), \(width)) is \(cells) cells: \(spelled(cut))")
        // What is left after removing the padding and the ellipsis must be a grapheme prefix.
        var kept = Array(cut.unicodeScalars)
        while kept.last == " " { kept.removeLast() }
        require(kept.last == "…", "truncated(\(spelled(text)), \(width)) has no ellipsis: \(spelled(cut))")
        kept.removeLast()
        var remaining = Substring(text)
        require(
            consumeGraphemes(matching: kept[...], from: &remaining),
            "truncated(\(spelled(text)), \(width)) split a grapheme: \(spelled(cut))")
    }
    let padded = text.padded(toWidth: width)
    require(
        padded.displayWidth == max(0, width),
        "padded(\(spelled(text)), \(width)) is \(padded.displayWidth) cells: \(spelled(padded))")
}

private func checkWrapping(_ text: String, width: Int) {
    let lines = text.wrapped(toWidth: width)
    guard width > 0 else {
        require(lines.isEmpty, "wrapped(\(spelled(text)), \(width)) is not empty")
        return
    }
    var perParagraph: [String] = []
    for paragraph in text.lines {
        let wrapped = String(paragraph).wrapped(toWidth: width)
        perParagraph += wrapped
        var remaining = paragraph
        for (index, line) in wrapped.enumerated() {
            let cells = line.displayWidth
            let visible = line.filter { $0.drawnWidth > 0 }
            require(
                cells <= width || (visible.count == 1 && cells <= 2),
                "wrapped(\(spelled(text)), \(width)) line \(spelled(line)) is \(cells) cells")
            if index > 0, remaining.first == " " { remaining.removeFirst() }
            require(
                consumeGraphemes(matching: Array(line.unicodeScalars)[...], from: &remaining),
                "wrapped(\(spelled(text)), \(width)) line \(spelled(line)) is not the next graphemes")
        }
        require(remaining.isEmpty, "wrapped(\(spelled(text)), \(width)) lost \(spelled(String(remaining)))")
    }
    require(lines == perParagraph, "wrapped(\(spelled(text)), \(width)) differs from wrapping each paragraph")
}

/// Removes whole graphemes from the front of `text` whose code points are exactly `scalars`;
/// false when `scalars` ends inside a grapheme or differs from the text.
private func consumeGraphemes(matching scalars: ArraySlice<Unicode.Scalar>, from text: inout Substring) -> Bool {
    var rest = scalars
    while !rest.isEmpty {
        guard let character = text.first else { return false }
        let own = Array(character.unicodeScalars)
        guard rest.starts(with: own) else { return false }
        rest = rest.dropFirst(own.count)
        text.removeFirst()
    }
    return true
}
