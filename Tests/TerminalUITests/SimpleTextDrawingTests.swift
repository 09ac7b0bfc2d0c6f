// The fast path for accented, CJK, kana and Hangul text draws exactly what the general
// grapheme-by-grapheme path draws, truncated or not, clipped or not.
import Testing

@testable import TerminalUI

struct SimpleTextDrawingTests {
    static let samples = [
        "José Álvarez Núñez", "Björn Ødegård", "王小明", "김민준 Kim", "ひらがな カタカナ",
        "Zoë Müller", "naïve café", "Ωmega ÿ", "a\u{A0}b", "漢字かなカナ한글abc",
    ]

    /// An emoji forces the general path for the whole string; drawn with a limit that stops
    /// before it, the two strings must leave the same cells.
    @Test func drawingMatchesTheGeneralPath() {
        for text in Self.samples {
            for limit in [1, 2, 3, 5, 8, 13, 40] {
                var fast = Canvas(size: Size(width: 50, height: 1))
                var general = fast
                let usedFast = fast.draw(text, at: Point(x: 1, y: 0), maxWidth: min(limit, text.displayWidth))
                let usedGeneral = general.draw(
                    text + "😀", at: Point(x: 1, y: 0), maxWidth: min(limit, text.displayWidth))
                #expect(usedFast == usedGeneral, "\(text) limit \(limit)")
                #expect(fast == general, "\(text) limit \(limit)")
            }
        }
    }

    @Test func truncatingMatchesTruncatedThenDrawn() {
        for text in Self.samples {
            for width in 1...22 {
                var fast = Canvas(size: Size(width: 30, height: 1))
                var general = fast
                fast.draw(text, at: Point(x: 2, y: 0), truncatingToWidth: width)
                general.draw(text.truncated(toWidth: width), at: Point(x: 2, y: 0), maxWidth: width)
                #expect(fast == general, "\(text) in \(width): \(fast.text(ofRow: 0)) vs \(general.text(ofRow: 0))")
            }
        }
    }

    @Test func clippingMatchesTheGeneralPath() {
        for text in Self.samples {
            for clipStart in 0...6 {
                for clipWidth in [1, 3, 7, 12] {
                    var fast = Canvas(size: Size(width: 30, height: 1))
                    fast.clip = Rect(x: clipStart, y: 0, width: clipWidth, height: 1)
                    var general = fast
                    fast.draw(text, at: Point(x: 1, y: 0), truncatingToWidth: 9)
                    general.draw(text.truncated(toWidth: 9), at: Point(x: 1, y: 0), maxWidth: 9)
                    #expect(fast == general, "\(text) clipped to \(clipStart)+\(clipWidth)")
                }
            }
        }
    }

    @Test func otherTextTakesTheGeneralPath() {
        for text in ["e\u{301}", "👍🏽", "a\u{AD}b", "x\u{1B}y", "ｶﾞ", "\u{3099}", "🇫🇷"] {
            var canvas = Canvas(size: Size(width: 10, height: 1))
            #expect(
                canvas.drawSimpleText(text, at: .zero, style: .plain, limit: 10, truncatingTo: nil) == nil, "\(text)")
        }
    }

    @Test func aGraphemeTooLongForACellIsDrawnAsAReplacementAndABlank() {
        let family = "👨‍👩‍👧‍👦"  // 25 UTF-8 bytes, two cells
        var canvas = Canvas(size: Size(width: 6, height: 1))
        let used = canvas.draw("a" + family + "b", at: .zero)
        #expect(used == 4)
        #expect(canvas.text(ofRow: 0) == "a\u{FFFD} b  ")
        #expect((0..<4).allSatisfy { canvas[$0, 0].width == 1 }, "no cell claims a width its text does not have")
    }
}
