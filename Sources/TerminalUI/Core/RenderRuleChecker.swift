// Debug builds check, view by view, the rules partial frames rest on (see
// `RenderRuleViolation`): each primitive's drawing is collected from the canvas, compared with
// its rectangle and with its children's drawing, and what it reads while drawing is watched.
#if DEBUG
    import Observation

    /// Checks the rendering rules for one rendering pass.
    @MainActor
    final class RenderRuleChecker {
        /// A primitive view being drawn.
        private struct Scope {
            let identity: Int
            let viewType: Any.Type
            let pathTypes: [Any.Type]
            /// Where it may draw: its rectangle within the clip around it.
            let allowed: Rect
            /// What it drew itself (not its children).
            var ownWrites: [Rect] = []
            /// What each child drew, as one bounding rectangle per child.
            var children: [Rect] = []
            /// The areas it marked as layered.
            var layered: [Rect] = []
            /// The bounding rectangle of everything drawn in its subtree.
            var drawn: Rect?
            /// The tracked scopes and primitives inside it (whose reads reach its own watch).
            var inner: [Int] = []
        }

        let log = CanvasWriteLog()
        private let graph: ViewGraph
        private var scopes: [Scope] = []

        init(graph: ViewGraph) { self.graph = graph }

        /// Starts checking a primitive about to draw in `allowed`.
        func open(_ viewType: Any.Type, identity: Int, pathTypes: [Any.Type], allowed: Rect) {
            takeWrites()
            scopes.append(Scope(identity: identity, viewType: viewType, pathTypes: pathTypes, allowed: allowed))
            log.isRecording = true
        }

        /// Draws a primitive with what it reads watched: a change to it that no tracked scope
        /// inside the primitive also saw was read by the primitive itself.
        func watchingReads(of identity: Int, _ draw: () -> Void) {
            withObservationTracking(draw) { [weak graph] in
                guard !ObservationAnchor.isEndingObservation else { return }
                ViewGraph.noteWatchedReadChanged(graph, check: identity)
            }
        }

        /// Ends checking the innermost primitive, reporting what it broke.
        func close() {
            takeWrites()
            let scope = scopes.removeLast()
            log.isRecording = !scopes.isEmpty
            let path = RenderContext.pathDescription(scope.pathTypes)
            for write in scope.ownWrites where !scope.allowed.contains(write) {
                RenderRuleViolation.report(
                    RenderRuleViolation(
                        .drawsOutsideItsRectangle, viewType: scope.viewType, path: path,
                        detail: "it drew at \(write), outside its rectangle \(scope.allowed)"))
                break
            }
            if let overlap = unmarkedOverlap(in: scope) {
                RenderRuleViolation.report(
                    RenderRuleViolation(
                        .overlapsWithoutMarkingLayer, viewType: scope.viewType, path: path,
                        detail: "\(overlap.what) overlap at \(overlap.area) and no layer was marked there"))
            }
            graph.registerWatch(
                check: scope.identity, viewType: scope.viewType, pathTypes: scope.pathTypes,
                inner: scope.inner)
            guard !scopes.isEmpty else { return }
            let last = scopes.count - 1
            scopes[last].inner += scope.inner
            scopes[last].inner.append(scope.identity)
            if let drawn = scope.drawn {
                scopes[last].children.append(drawn)
                scopes[last].drawn = Self.union(scopes[last].drawn, drawn)
            }
        }

        /// Notes a tracked scope (a body, `build`) run for `identity` inside the open primitives.
        func noteTracked(_ identity: Int) {
            guard !scopes.isEmpty else { return }
            scopes[scopes.count - 1].inner.append(identity)
        }

        /// Notes that the innermost primitive marked `area` as layered.
        func noteLayered(_ area: Rect) {
            guard !scopes.isEmpty else { return }
            scopes[scopes.count - 1].layered.append(area)
        }

        /// Moves the writes collected since the last boundary to the innermost primitive.
        private func takeWrites() {
            guard !log.areas.isEmpty else { return }
            defer { log.areas.removeAll(keepingCapacity: true) }
            guard !scopes.isEmpty else { return }
            let last = scopes.count - 1
            for area in log.areas where !area.isEmpty {
                scopes[last].ownWrites.append(area)
                scopes[last].drawn = Self.union(scopes[last].drawn, area)
            }
        }

        /// The first overlap between two children's drawings, or between the view's own drawing and
        /// a child's, that no layered area covers.
        private func unmarkedOverlap(in scope: Scope) -> (what: String, area: Rect)? {
            func isMarked(_ area: Rect) -> Bool { scope.layered.contains { $0.contains(area) } }
            for (index, child) in scope.children.enumerated() {
                for other in scope.children[(index + 1)...] {
                    let area = child.intersection(other)
                    if !area.isEmpty && !isMarked(area) { return ("two children's drawings", area) }
                }
                for write in scope.ownWrites {
                    let area = child.intersection(write)
                    if !area.isEmpty && !isMarked(area) { return ("its own drawing and a child's", area) }
                }
            }
            return nil
        }

        private static func union(_ a: Rect?, _ b: Rect) -> Rect {
            guard let a else { return b }
            let minX = min(a.minX, b.minX)
            let minY = min(a.minY, b.minY)
            return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
        }
    }

    /// A primitive whose reads were watched while it drew, as registered in the graph.
    struct WatchedPrimitive {
        let viewType: Any.Type
        let pathTypes: [Any.Type]
        /// The tracked scopes and primitives inside it: a change one of them saw too was theirs.
        let inner: Set<Int>
    }
#endif
