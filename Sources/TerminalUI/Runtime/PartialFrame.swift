// Which views a partial frame draws again: the invalidated ones, widened to an ancestor where a
// view cannot be drawn on its own.

/// Chooses the views a partial frame redraws.
@MainActor
enum PartialFrame {
    /// The records to draw again for the views `invalidated` (identities), outermost only, or
    /// nil when the frame must be drawn whole: something outside every composite view changed
    /// (identity 0), a view has no record in `frame`, or widening reached the frame itself.
    ///
    /// A view is widened to its parent while it cannot be redrawn alone: part of its drawing
    /// fell outside its rectangle, or something outside it was drawn over or under it (an
    /// overlay, a fill, a highlight), which clearing its rectangle would lose.
    static func units(for invalidated: [Int], in frame: RenderRecord, graph: ViewGraph) -> [RenderRecord]? {
        var units: [RenderRecord] = []
        for identity in invalidated {
            guard identity != 0, let record = graph.existingNode(at: identity)?.record,
                record !== frame, frame.contains(record)
            else { return nil }
            if !units.contains(where: { $0 === record }) { units.append(record) }
        }
        var index = 0
        while index < units.count {
            var unit = units[index]
            while !canRedrawAlone(unit, in: frame) {
                guard let parent = unit.parent, parent !== frame else { return nil }
                unit = parent
            }
            units[index] = unit
            index += 1
        }
        // A view inside another one drawn again goes with it (widening may also have made two
        // units the same view).
        var outermost: [RenderRecord] = []
        for unit in units
        where !units.contains(where: { $0 !== unit && $0.contains(unit) })
            && !outermost.contains(where: { $0 === unit })
        {
            outermost.append(unit)
        }
        return outermost
    }

    /// Whether `record` can be cleared and drawn again without touching anything else.
    private static func canRedrawAlone(_ record: RenderRecord, in frame: RenderRecord) -> Bool {
        guard !record.spills else { return false }
        var layers: [Rect] = []
        frame.layers(excluding: record, into: &layers)
        return !layers.contains { !$0.intersection(record.rect).isEmpty }
    }
}
