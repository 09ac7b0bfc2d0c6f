// Stacks, spacers, frames, padding, borders, backgrounds and overlays.
import Testing

@testable import TerminalUI

@MainActor @Suite struct LayoutStackTests {
    @Test func vstackPlacesChildrenInRowsWithSpacing() {
        let view = { @MainActor in
            VStack(spacing: 1) {
                Text("one")
                Text("two")
                Text("three")
            }
        }
        #expect(Snapshot(width: 10, height: 6, view).text == screen("one", "", "two", "", "three", ""))
        #expect(Snapshot(width: 3, height: 3, view).text == screen("one", "", "two"))
    }

    @Test func hstackPlacesChildrenInColumns() {
        #expect(
            Snapshot(width: 20, height: 1) {
                HStack(spacing: 1) {
                    Text("a")
                    Text("bb")
                    Text("漢字")
                }
            }.text == "a bb 漢字")
    }

    @Test func spacerPushesSiblingsApartAtEveryWidth() {
        let bar = { @MainActor in
            HStack {
                Text("Users")
                Spacer()
                Text("? help")
            }
        }
        #expect(Snapshot(width: 20, height: 1, bar).text == "Users         ? help")
        #expect(Snapshot(width: 11, height: 1, bar).text == "Users? help")
        #expect(Snapshot(width: 10, height: 1, bar).text == "Users? he…")
    }

    @Test func flexibleChildrenShareTheRestEqually() {
        let view = { @MainActor in
            VStack {
                Text("top")
                Text("A").frame(maxHeight: .max)
                Text("B").frame(maxHeight: .max)
                Text("bottom")
            }
        }
        #expect(Snapshot(width: 10, height: 8, view).text == screen("top", "A", "", "", "B", "", "", "bottom"))
        #expect(Snapshot(width: 10, height: 4, view).text == screen("top", "A", "B", "bottom"))
    }

    @Test func boundedFlexibleChildLeavesTheRestToOthers() {
        let view = { @MainActor in
            VStack {
                Text("a").frame(maxHeight: 2)
                Spacer()
                Text("z")
            }
        }
        #expect(Snapshot(width: 5, height: 6, view).text == screen("a", "", "", "", "", "z"))
    }

    @Test func fixedFramesSizeAndAlignContent() {
        let view = { @MainActor in
            HStack {
                Text("ab").frame(width: 5)
                Text("|")
                Text("cd").frame(width: 5, alignment: .topTrailing)
                Text("|")
            }
        }
        #expect(Snapshot(width: 20, height: 1, view).text == "ab   |   cd|")
    }

    @Test func paddingInsetsContent() {
        #expect(Snapshot(width: 10, height: 3) { Text("x").padding(1) }.text == screen("", " x", ""))
        #expect(
            Snapshot(width: 10, height: 1) {
                HStack {
                    Text("a").padding(horizontal: 2)
                    Text("b")
                }
            }.text == "  a  b")
    }

    @Test func borderDrawsABoxWithTitleAtSeveralSizes() {
        let view = { @MainActor in
            Text("Leanne Graham").frame(maxWidth: .max, maxHeight: .max).border(title: "Users (10)")
        }
        #expect(
            Snapshot(width: 20, height: 4, view).text
                == screen(
                    "┌─ Users (10) ─────┐",
                    "│Leanne Graham     │",
                    "│                  │",
                    "└──────────────────┘"))
        #expect(
            Snapshot(width: 10, height: 3, view).text
                == screen(
                    "┌─ User… ┐",
                    "│Leanne …│",
                    "└────────┘"))
    }

    @Test func borderHugsItsContentInAStack() {
        let view = { @MainActor in
            VStack {
                Text("hi").border()
                Text("after")
            }
        }
        #expect(Snapshot(width: 10, height: 4, view).text == screen("┌──┐", "│hi│", "└──┘", "after"))
    }

    @Test func focusedBorderIsBold() {
        let focused = Snapshot(width: 6, height: 3) { Text("x").border().focused(true) }
        let unfocused = Snapshot(width: 6, height: 3) { Text("x").border() }
        #expect(focused.cell(0, 0).style.attributes.contains(.bold))
        #expect(!unfocused.cell(0, 0).style.attributes.contains(.bold))
        #expect(!focused.cell(1, 1).style.attributes.contains(.bold))
    }

    @Test func backgroundFillsTheWholeRect() {
        let snapshot = Snapshot(width: 8, height: 1) { Text("ok").frame(maxWidth: .max).background(.reverse) }
        #expect(snapshot.text == "ok")
        #expect((0..<8).allSatisfy { snapshot.cell($0, 0).style.attributes.contains(.reverse) })
    }

    @Test func overlayDrawsCentredOnTop() {
        let view = { @MainActor in
            VStack {
                Text("aaaaaaaaaa")
                Text("bbbbbbbbbb")
                Text("cccccccccc")
            }
            .overlay { Text("XY") }
        }
        #expect(Snapshot(width: 10, height: 3, view).text == screen("aaaaaaaaaa", "bbbbXYbbbb", "cccccccccc"))
    }

    @Test func zstackLayersChildrenWithAlignment() {
        let view = { @MainActor in
            ZStack(alignment: .bottomTrailing) {
                Text("....\n....\n....")
                Text("Z")
            }
        }
        #expect(Snapshot(width: 4, height: 3, view).text == screen("....", "....", "...Z"))
    }

    @Test func dividerSpansItsStack() {
        let view = { @MainActor in
            VStack {
                Text("a")
                Divider()
                HStack {
                    Text("b")
                    Divider()
                    Text("c")
                }
            }
        }
        #expect(Snapshot(width: 5, height: 3, view).text == screen("a", "─────", "b│c"))
    }

    @Test func stackMeasuresEachChildAFixedNumberOfTimesPerFrame() {
        let counter = MeasureCounter()
        let view = { @MainActor in
            VStack {
                VStack {
                    CountingView(counter: counter)
                    Text("x")
                }
                Spacer()
            }
        }
        let snapshot = Snapshot(width: 10, height: 5, view)
        let first = counter.measurements
        snapshot.application.renderFrame()
        #expect(first <= 5)
        #expect(counter.measurements - first == first)
    }
}

/// Counts how often the stack measured it.
@MainActor final class MeasureCounter { var measurements = 0 }

/// A one-line view that counts its measurements.
struct CountingView: PrimitiveView {
    let counter: MeasureCounter
    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        counter.measurements += 1
        return Size(width: 1, height: 1)
    }
    func render(in rect: Rect, context: RenderContext) {}
}
