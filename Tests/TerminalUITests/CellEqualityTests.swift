// Cells compare by their bytes: that must agree with comparing their text, width and style, for
// every colour (named, palette, default) and attribute.
import Testing

@testable import TerminalUI

@Suite struct CellEqualityTests {
    private static let colors: [Color] =
        [.default, .black, .red, .white, .brightBlack, .brightWhite]
        + [0, 1, 7, 8, 15, 16, 200, 255].map { Color.indexed($0) }

    @Test func cellsAreEqualExactlyWhenTheirTextWidthAndStyleAre() {
        var cells: [(text: String, width: UInt8, style: Style, cell: Cell)] = []
        for foreground in Self.colors {
            for background in [Color.default, .blue, .indexed(4), .indexed(17)] {
                for attributes in [TextAttributes(), .bold, [.bold, .reverse], .underline] {
                    for (text, width) in [(" ", UInt8(1)), ("a", 1), ("王", 2), ("", 0)] {
                        let style = Style(foreground: foreground, background: background, attributes: attributes)
                        cells.append((text, width, style, Cell(text, width: width, style: style)))
                    }
                }
            }
        }
        var mismatches = 0
        for left in cells {
            for right in cells {
                let fieldsEqual = left.text == right.text && left.width == right.width && left.style == right.style
                if (left.cell == right.cell) != fieldsEqual { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(Cell("x", style: Style(foreground: .red)) != Cell("x", style: Style(foreground: .indexed(1))))
        #expect(Cell.blank() == Cell(" "))
    }

    @Test func coloursAreEqualExactlyWhenTheyAreTheSameCaseAndIndex() {
        let named: [Color] = [
            .default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
            .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
        ]
        let every = named + (0...255).map { Color.indexed(UInt8($0)) }
        var mismatches = 0
        for (leftPlace, left) in every.enumerated() {
            for (rightPlace, right) in every.enumerated() where (left == right) != (leftPlace == rightPlace) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(Set(every).count == every.count, "equal colours hash alike, different ones stay apart")
    }
}
