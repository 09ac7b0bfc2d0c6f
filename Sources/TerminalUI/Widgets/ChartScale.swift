// ChartScale: maps a series' values onto a chart's levels without ever overflowing: the span
// between the lowest and highest value is computed from halves, so even ±Double.greatestFiniteMagnitude
// give a finite span, and non-finite values have no level (they are gaps).

/// The range of a series' finite values, and where a value falls in it.
public struct ChartScale: Sendable, Equatable {
    /// The lowest finite value.
    public let low: Double
    /// The highest finite value.
    public let high: Double

    /// The scale of `values`' finite members; nil when there is none.
    public init?(_ values: [Double?]) {
        var low = Double.infinity
        var high = -Double.infinity
        for case let value? in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        guard low.isFinite, high.isFinite else { return nil }
        self.low = low
        self.high = high
    }

    /// Where `value` lies between low (0) and high (1); 0.5 for a flat series; nil when not finite.
    public func fraction(of value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        let span = high / 2 - low / 2
        guard span > 0 else { return 0.5 }
        let fraction = (value / 2 - low / 2) / span
        return fraction.isFinite ? min(1, max(0, fraction)) : nil
    }

    /// `value`'s level among `levels` steps (0...levels-1); nil when not finite or `levels` < 1.
    public func level(of value: Double?, levels: Int) -> Int? {
        guard levels >= 1, let fraction = fraction(of: value) else { return nil }
        return min(levels - 1, max(0, Int((fraction * Double(levels - 1)).rounded())))
    }
}
