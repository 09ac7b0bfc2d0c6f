// The rules partial frames rest on are checked in debug builds: each test breaks one on
// purpose and reads the message, and a view keeping the rule passes the same check.
#if DEBUG
    import Observation
    import Testing
    @testable import TerminalUI

    @MainActor @Observable
    private final class Counter {
        var value = 0
    }

    /// Breaks the first rule: reads observable state while drawing.
    private struct ReadsInRender: PrimitiveView {
        let counter: Counter
        func render(in rect: Rect, context: RenderContext) {
            context.canvas.draw("value \(counter.value)", at: rect.origin, maxWidth: rect.width)
        }
    }

    /// Keeps it: reads the state in its body and hands the value to a primitive.
    private struct ReadsInBody: View {
        let counter: Counter
        var body: some View { Label("value \(counter.value)") }
    }

    private struct Host<Content: View>: View {
        let content: Content
        var body: some View { Rows { content } }
    }

    /// Breaks the second rule: widens the clip and draws past the right edge of its rectangle.
    private struct DrawsPastItsEdge: PrimitiveView {
        func render(in rect: Rect, context: RenderContext) {
            let clip = context.canvas.clip
            context.canvas.clip = Rect(origin: .zero, size: context.canvas.size)
            context.canvas.draw("spill", at: Point(x: rect.maxX - 2, y: rect.minY))
            context.canvas.clip = clip
        }
    }

    /// Draws two labels in the same rectangle, marking the second as layered when `marks`.
    private struct Stacked: PrimitiveView {
        let marks: Bool
        func render(in rect: Rect, context: RenderContext) {
            context.render(Label("under"), id: ChildID(0), in: rect)
            let top = Rect(x: rect.minX, y: rect.minY, width: 3, height: 1)
            if marks { context.markLayered(top) }
            context.render(Label("top"), id: ChildID(1), in: top)
        }
    }

    /// Highlights its child's row by drawing over it, marking the row when `marks`.
    private struct Highlights: PrimitiveView {
        let marks: Bool
        func render(in rect: Rect, context: RenderContext) {
            context.render(Label("row"), in: rect)
            if marks { context.markLayered(rect) }
            context.canvas.applyStyle(.reverse, to: rect)
        }
    }

    /// Collects violations instead of stopping.
    @MainActor
    private final class Violations {
        var all: [RenderRuleViolation] = []

        /// Runs `body` with violations collected here.
        func collect(_ body: () -> Void) {
            RenderRuleViolation.$handler.withValue({ [self] violation in all.append(violation) }, operation: body)
        }
    }

    @MainActor
    struct RenderRuleTests {
        @Test func aPrimitiveReadingStateInRenderIsReportedWhenTheStateChanges() {
            let counter = Counter()
            let violations = Violations()
            violations.collect {
                let snapshot = Snapshot(width: 20, height: 2) { Host(content: ReadsInRender(counter: counter)) }
                #expect(violations.all.isEmpty, "reading alone is not seen; the change that goes unseen is")
                counter.value = 1
                snapshot.application.renderFrameIfNeeded()
            }
            #expect(violations.all.map(\.rule) == [.readsStateInRender])
            #expect(violations.all.first?.viewType == "ReadsInRender")
            #expect(violations.all.first?.path == "Host<ReadsInRender> > Rows > ReadsInRender")
            #expect(
                violations.all.first?.message
                    == "Rendering rule broken by ReadsInRender at Host<ReadsInRender> > Rows > "
                    + "ReadsInRender: observable state it read in render(in:context:) changed, and nothing tracks that read; "
                    + "read observable state in a composite view's body (or inside context.build) so a change redraws it"
            )
        }

        @Test func stateReadInABodyOrAListsRowsIsNotReported() {
            let counter = Counter()
            let violations = Violations()
            violations.collect {
                let snapshot = Snapshot(width: 20, height: 4) {
                    VStack {
                        ReadsInBody(counter: counter)
                        ListView(count: 2, state: ListState()) { index in Label("row \(index) \(counter.value)") }
                    }
                }
                counter.value = 1
                snapshot.application.renderFrameIfNeeded()
                #expect(snapshot.rows[0].hasPrefix("value 1"))
                #expect(snapshot.rows[1].hasPrefix("row 0 1"))
            }
            #expect(violations.all.isEmpty)
        }

        @Test func drawingOutsideTheGivenRectangleIsReported() {
            let violations = Violations()
            violations.collect {
                _ = Snapshot(width: 20, height: 2) { Host(content: DrawsPastItsEdge().frame(width: 10, height: 1)) }
            }
            #expect(violations.all.map(\.rule) == [.drawsOutsideItsRectangle])
            #expect(
                violations.all.first?.message
                    == "Rendering rule broken by DrawsPastItsEdge at Host<FrameView<DrawsPastItsEdge>> > "
                    + "Rows > FrameView<DrawsPastItsEdge> > DrawsPastItsEdge: it drew at (8, 0) 5x1, outside its rectangle (0, 0) 10x1; "
                    + "draw only inside the rectangle passed to render(in:context:)")
        }

        @Test func childrenDrawnOverEachOtherWithoutALayerAreReported() {
            let violations = Violations()
            violations.collect {
                _ = Snapshot(width: 20, height: 1) { Stacked(marks: false) }
            }
            #expect(violations.all.map(\.rule) == [.overlapsWithoutMarkingLayer])
            #expect(
                violations.all.first?.message == "Rendering rule broken by Stacked at Stacked: two children's drawings "
                    + "overlap at (0, 0) 3x1 and no layer was marked there; call context.markLayered(_:) for the area drawn over, "
                    + "so views there are not redrawn on their own")
        }

        @Test func drawingOverAChildWithoutALayerIsReported() {
            let violations = Violations()
            violations.collect {
                _ = Snapshot(width: 20, height: 1) { Highlights(marks: false).frame(width: 5, height: 1) }
            }
            #expect(violations.all.map(\.rule) == [.overlapsWithoutMarkingLayer])
            #expect(
                violations.all.first?.message.contains("its own drawing and a child's overlap at (0, 0) 3x1") == true)
        }

        @Test func overlapsInsideAMarkedLayerAreAllowed() {
            let violations = Violations()
            violations.collect {
                let stacked = Snapshot(width: 20, height: 1) { Stacked(marks: true) }
                #expect(stacked.rows[0].hasPrefix("toper"))
                _ = Snapshot(width: 20, height: 1) { Highlights(marks: true) }
            }
            #expect(violations.all.isEmpty)
        }
    }
#endif
