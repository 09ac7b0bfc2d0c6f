// Fuzz target `canvas`: sequences of Canvas operations (clip changes, `draw` of arbitrary text
// at arbitrary points and widths, `fill`, `applyStyle`) on small canvases.
//
// Invariants after every operation: no cell outside the clip changes, except the other half of
// a wide grapheme the write broke, which becomes a blank; no cell outside the operation's row or
// rectangle changes; every wide cell is followed by its continuation and every continuation
// follows a wide cell (no wide grapheme is ever half drawn); every cell holds one grapheme of
// the width it claims with no control character; `draw` reports at most `maxWidth` cells.
@testable import TerminalUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCanvas(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    var canvas = Canvas(size: Size(width: input.int(in: -1...24), height: input.int(in: -1...6)))
    var operations = 0
    while !input.isAtEnd, operations < 32 {
        operations += 1
        let before = canvas
        switch input.byte() % 5 {
        case 0:
            canvas.clip = rect(from: &input)
        case 1, 2:
            let text = input.text(maxScalars: 40)
            let point = Point(x: input.int(in: -30...40), y: input.int(in: -2...8))
            let maxWidth = width(from: &input)
            let used = canvas.draw(text, at: point, style: style(from: &input), maxWidth: maxWidth)
            require(
                used >= 0 && used <= max(0, maxWidth),
                "draw(\(spelled(text)), at: \(point), maxWidth: \(maxWidth)) used \(used) cells")
            checkWrites(
                from: before, to: canvas, allowed: Rect(x: point.x, y: point.y, width: max(0, used), height: 1),
                what: "draw(\(spelled(text)), at: \(point), maxWidth: \(maxWidth))")
        case 3:
            let area = rect(from: &input)
            canvas.fill(area, style: style(from: &input))
            checkWrites(from: before, to: canvas, allowed: area, what: "fill(\(area))")
        default:
            let area = rect(from: &input)
            canvas.applyStyle(style(from: &input), to: area)
            require(canvas.cells.map(\.text) == before.cells.map(\.text), "applyStyle(\(area)) changed text")
            checkWrites(from: before, to: canvas, allowed: area, what: "applyStyle(\(area))")
        }
        checkStructure(of: canvas)
    }
    return 0
}

/// A rectangle that may stick out of the canvas on any side, or be empty.
private func rect(from input: inout FuzzInput) -> Rect {
    Rect(
        x: input.int(in: -6...30), y: input.int(in: -2...8), width: input.int(in: -2...32),
        height: input.int(in: -2...8))
}

/// A `maxWidth`: mostly small, sometimes negative, the `.max` default, or huge.
private func width(from input: inout FuzzInput) -> Int {
    switch input.byte() % 8 {
    case 0: .max
    case 1: Int.max - input.int(in: 0...64)
    case 2: Int.min + input.int(in: 0...64)
    default: input.int(in: -3...40)
    }
}

private func style(from input: inout FuzzInput) -> Style {
    Style(attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: input.byte())))
}

/// Cells that changed must lie in `allowed` and in the clip, or be the blanked other half of a
/// wide grapheme whose first or second half lies there.
private func checkWrites(from before: Canvas, to after: Canvas, allowed: Rect, what: String) {
    let size = after.size
    let target = allowed.intersection(before.clip)
    for y in 0..<size.height {
        for x in 0..<size.width where after[x, y] != before[x, y] {
            if target.contains(Point(x: x, y: y)) { continue }
            let brokenHalf =
                (before[x, y].width == 2 && target.contains(Point(x: x + 1, y: y)))
                || (before[x, y].isContinuation && target.contains(Point(x: x - 1, y: y)))
            require(
                brokenHalf && after[x, y] == .blank(before[x, y].style),
                "\(what) with clip \(before.clip) changed (\(x), \(y)) outside it: \(before[x, y]) -> \(after[x, y])")
        }
    }
}

private func checkStructure(of canvas: Canvas) {
    let size = canvas.size
    for y in 0..<size.height {
        for x in 0..<size.width {
            let cell = canvas[x, y]
            switch cell.width {
            case 0:
                require(cell.text.isEmpty, "continuation at (\(x), \(y)) holds \(spelled(cell.text))")
                require(x > 0 && canvas[x - 1, y].width == 2, "continuation at (\(x), \(y)) without a wide cell")
            case 1, 2:
                require(cell.text.count == 1, "cell (\(x), \(y)) holds \(spelled(cell.text))")
                require(
                    DisplayWidth.of(cell.text) == Int(cell.width),
                    "cell (\(x), \(y)) \(spelled(cell.text)) claims width \(cell.width)")
                require(!cell.text.unicodeScalars.contains(where: isForbiddenOnScreen), "control in cell (\(x), \(y))")
                if cell.width == 2 {
                    require(
                        x + 1 < size.width && canvas[x + 1, y].isContinuation,
                        "wide cell at (\(x), \(y)) without its continuation: row \(canvas.text(ofRow: y))")
                }
            default:
                require(false, "cell (\(x), \(y)) has width \(cell.width)")
            }
        }
    }
}
