// The frame encoder against a terminal emulator: whatever the frames, a screen that showed the
// previous one shows the next after the bytes, and the bytes are the cheap ones (only changed
// runs, blank stretches erased, one style change per style run).
import Testing
import TestingSupport

@testable import TerminalUI

private let styles: [Style] = [
    .plain, .bold, .reverse, .underline, Style(attributes: [.dim, .italic]),
    Style(foreground: .red), Style(foreground: .brightWhite, background: .blue, attributes: .bold),
    Style(foreground: .indexed(200), background: .indexed(17)), Style(background: .indexed(236)),
    Style(foreground: .brightBlack, background: .green, attributes: .reverse),
]
private let words = ["users", "王様", "é", "e\u{301}x", "  ", "Zoë Ørsted", "🚀", "a", "----------", "│"]

/// What a person sees in a cell: its text, and its style as the terminal draws it; for a blank
/// without reverse or underline, only its background shows.
private struct Appearance: Equatable, CustomStringConvertible {
    var text: String
    var foreground = -1
    var background = -1
    var attributes: UInt8 = 0

    init(text: String, style: Style, depth: ColorDepth) {
        let style = style.fitted(to: depth)
        self.text = text
        background = style.background.paletteIndex
        if text != " " || !style.attributes.isDisjoint(with: [.reverse, .underline]) {
            foreground = style.foreground.paletteIndex
            attributes = style.attributes.rawValue
        }
    }

    var description: String { "\"\(text)\" fg \(foreground) bg \(background) attributes \(attributes)" }
}

/// The first cell where `screen` does not look like `canvas`, described, or nil.
private func difference(_ screen: TerminalEmulator, _ canvas: Canvas, depth: ColorDepth, skipping: Point? = nil)
    -> String?
{
    for y in 0..<canvas.size.height {
        for x in 0..<canvas.size.width where Point(x: x, y: y) != skipping {
            let expected = Appearance(text: canvas[x, y].text, style: canvas[x, y].style, depth: depth)
            let shown = Appearance(text: screen[x, y].text, style: screen[x, y].style, depth: depth)
            if expected != shown { return "row \(y) column \(x): expected \(expected), shown \(shown)" }
        }
    }
    return nil
}

private func randomCanvas(_ size: Size, using random: inout SeededRandom) -> Canvas {
    var canvas = Canvas(size: size)
    for _ in 0..<(size.width * size.height / 6 + 1) {
        let point = Point(
            x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
        canvas.draw(words.randomElement(using: &random)!, at: point, style: styles.randomElement(using: &random)!)
    }
    if Bool.random(using: &random) {
        let row = Int.random(in: 0..<size.height, using: &random)
        canvas.fill(Rect(x: 0, y: row, width: size.width, height: 1), style: styles.randomElement(using: &random)!)
        canvas.draw("selected", at: Point(x: 1, y: row), style: styles.randomElement(using: &random)!)
    }
    return canvas
}

/// `canvas` with its rows moved by up to three (a scrolled list) and a few rows redrawn.
private func nextCanvas(after canvas: Canvas, using random: inout SeededRandom) -> Canvas {
    let size = canvas.size
    var next = Canvas(size: size)
    let distance = Int.random(in: -3...3, using: &random)
    for y in 0..<size.height {
        let source = y + distance
        guard source >= 0 && source < size.height else { continue }
        for x in 0..<size.width { next[x, y] = canvas[x, source] }
    }
    let fresh = randomCanvas(size, using: &random)
    for _ in 0..<Int.random(in: 0...3, using: &random) {
        let y = Int.random(in: 0..<size.height, using: &random)
        for x in 0..<size.width { next[x, y] = fresh[x, y] }
    }
    return next
}

private func update(from old: Canvas, to new: Canvas, cursor: Point? = nil) -> FrameUpdate {
    let scroll = FrameScroll.detect(from: old, to: new)
    return FrameUpdate(
        canvas: new, runs: FrameDiff.runs(from: old, to: new, after: scroll), isFullRedraw: false, cursor: cursor,
        scroll: scroll)
}

private func fullRedraw(_ canvas: Canvas, cursor: Point? = nil) -> FrameUpdate {
    FrameUpdate(canvas: canvas, runs: FrameDiff.allRuns(of: canvas), isFullRedraw: true, cursor: cursor)
}

@Suite struct ANSIFrameEncoderTests {
    @Test(arguments: [ColorDepth.palette256, .sixteen, .eight, .none])
    func everyFrameOfARandomSequenceReachesTheScreen(depth: ColorDepth) {
        var random = SeededRandom(seed: UInt64(depth.rawValue) + 17)
        for size in [Size(width: 100, height: 30), Size(width: 17, height: 6), Size(width: 3, height: 2)] {
            var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: depth))
            var screen = TerminalEmulator(width: size.width, height: size.height)
            var shown = randomCanvas(size, using: &random)
            screen.feed(encoder.encode(fullRedraw(shown), screen: size))
            #expect(difference(screen, shown, depth: depth) == nil, "first frame, \(size)")
            for frame in 1...60 {
                let next = nextCanvas(after: shown, using: &random)
                let cursor =
                    Bool.random(using: &random)
                    ? Point(
                        x: Int.random(in: 0..<size.width, using: &random),
                        y: Int.random(in: 0..<size.height, using: &random))
                    : nil
                screen.feed(encoder.encode(update(from: shown, to: next, cursor: cursor), screen: size))
                if let problem = difference(screen, next, depth: depth) {
                    Issue.record("frame \(frame), \(size): \(problem)")
                    return
                }
                #expect(screen.cursorVisible == (cursor != nil))
                if let cursor { #expect(screen.cursor == cursor) }
                shown = next
            }
            #expect(screen.unknown == [], "\(size)")
        }
    }

    @Test func aRepaintShowsTheFrameWhateverTheScreenShowed() {
        var random = SeededRandom(seed: 99)
        let size = Size(width: 40, height: 10)
        var screen = TerminalEmulator(showing: randomCanvas(size, using: &random))
        screen.feed(Array("\u{1B}[1;31;44mleftover".utf8))
        var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: .palette256))
        let canvas = randomCanvas(size, using: &random)
        screen.feed(
            encoder.encode(
                FrameUpdate(canvas: canvas, runs: [], isFullRedraw: false, cursor: nil), screen: size, repaint: true))
        #expect(difference(screen, canvas, depth: .palette256) == nil)
    }

    @Test func movingASelectionDownSendsTheTwoRowsAndOneStyleChangeEach() throws {
        let size = Size(width: 60, height: 8)
        let selected = Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        func list(selecting row: Int) -> Canvas {
            var canvas = Canvas(size: size)
            for y in 0..<size.height {
                if y == row { canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: selected) }
                canvas.draw("user \(y)", at: Point(x: 1, y: y), style: y == row ? selected : .plain)
                canvas.draw("user\(y)@example.org", at: Point(x: 30, y: y), style: y == row ? selected : .plain)
            }
            return canvas
        }
        var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: .palette256))
        var screen = TerminalEmulator(width: size.width, height: size.height)
        screen.feed(encoder.encode(fullRedraw(list(selecting: 2)), screen: size))
        let bytes = encoder.encode(update(from: list(selecting: 2), to: list(selecting: 3)), screen: size)
        screen.feed(bytes)
        #expect(difference(screen, list(selecting: 3), depth: .palette256) == nil)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("user 2") && text.contains("user 3") && !text.contains("user 4"))
        let styleChanges = text.split(separator: "\u{1B}").filter {
            $0.hasPrefix("[") && $0.dropFirst().drop(while: { "0123456789;".contains($0) }).first == "m"
        }
        #expect(styleChanges.count <= 3, "style changes: \(text.debugDescription)")
        // The blank stretches between the columns and after them are erased, not sent as spaces.
        #expect(!text.contains(String(repeating: " ", count: 12)), "\(text.debugDescription)")
        #expect(bytes.count < 2 * size.width, "\(bytes.count) bytes for two rows of \(size.width)")
    }

    @Test func aScrollIsAScrollingRegionAndTheNewRow() {
        let size = Size(width: 30, height: 12)
        func list(from first: Int) -> Canvas {
            var canvas = Canvas(size: size)
            canvas.draw("title", at: .zero, style: .bold)
            for y in 1..<(size.height - 1) { canvas.draw("item \(first + y)", at: Point(x: 1, y: y)) }
            canvas.draw("status", at: Point(x: 0, y: size.height - 1), style: .reverse)
            return canvas
        }
        var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: .palette256))
        var screen = TerminalEmulator(width: size.width, height: size.height)
        screen.feed(encoder.encode(fullRedraw(list(from: 0)), screen: size))
        for (from, to) in [(0, 1), (1, 3), (3, 2)] {
            let change = update(from: list(from: from), to: list(from: to))
            #expect(change.scroll != nil)
            let bytes = encoder.encode(change, screen: size)
            screen.feed(bytes)
            #expect(difference(screen, list(from: to), depth: .palette256) == nil, "\(from) -> \(to)")
            #expect(bytes.count < 60, "\(from) -> \(to): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        #expect(screen.unknown == [])
    }

    @Test func controlCharactersAndMismatchedWidthsBecomeReplacementCharacters() {
        let size = Size(width: 10, height: 2)
        var canvas = Canvas(size: size)
        canvas[0, 0] = Cell("\u{1B}", width: 1)
        canvas[1, 0] = Cell("\u{9B}", width: 1)
        canvas[2, 0] = Cell("王", width: 1)
        var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: .palette256))
        let bytes = encoder.encode(fullRedraw(canvas), screen: size)
        #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains("\u{9B}"))
        var screen = TerminalEmulator(width: size.width, height: size.height)
        screen.feed(bytes)
        #expect(screen[0, 0].text == "\u{FFFD}" && screen[1, 0].text == "\u{FFFD}" && screen[2, 0].text == "\u{FFFD}")
        #expect(screen.unknown == [])
    }

    @Test func theBottomRightCellIsLeftOutWhereWritingItWouldScroll() {
        let size = Size(width: 8, height: 3)
        var canvas = Canvas(size: size)
        canvas.fill(Rect(x: 0, y: 0, width: 8, height: 3), with: "#")
        var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: .none, scrollsAfterLastCell: true))
        var screen = TerminalEmulator(width: size.width, height: size.height)
        screen.feed(encoder.encode(fullRedraw(canvas), screen: size))
        #expect(difference(screen, canvas, depth: .none, skipping: Point(x: 7, y: 2)) == nil)
        #expect(screen[7, 2].text == " ")
    }

    @Test func withoutBackColorEraseColouredBlanksAreWrittenOut() {
        let size = Size(width: 40, height: 2)
        var canvas = Canvas(size: size)
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 1), style: Style(background: .blue))
        var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: .palette256, erasesWithBackground: false))
        let bytes = encoder.encode(fullRedraw(canvas), screen: size)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(String(repeating: " ", count: 40)) && !text.contains("X") && !text.hasSuffix("K"))
        var screen = TerminalEmulator(width: size.width, height: size.height)
        screen.feed(bytes)
        #expect(difference(screen, canvas, depth: .palette256) == nil)
    }

    @Test func aSmallerScreenGetsOnlyTheCellsThatFit() {
        var canvas = Canvas(size: Size(width: 20, height: 5))
        canvas.draw("0123456789abcdefghij", at: Point(x: 0, y: 4))
        canvas.draw("visible", at: Point(x: 0, y: 1))
        var encoder = ANSIFrameEncoder(traits: TerminalTraits(colorDepth: .palette256))
        var screen = TerminalEmulator(width: 10, height: 3)
        screen.feed(encoder.encode(fullRedraw(canvas, cursor: Point(x: 15, y: 1)), screen: Size(width: 10, height: 3)))
        #expect(screen.text(ofRow: 1).hasPrefix("visible"))
        #expect(screen.cursorVisible == false)
        #expect(screen.unknown == [])
    }
}
