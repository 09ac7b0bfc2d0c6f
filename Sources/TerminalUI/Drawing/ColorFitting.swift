// Fitting colours to what a terminal has: the xterm palette's RGB values, the nearest palette
// entry to an RGB colour, and a 256-colour entry brought down to 16 or 8 colours.

extension Color {
    /// The colour with palette index `index` (0-15 as their names, the rest as `.indexed`).
    public init(paletteIndex index: UInt8) {
        let named: [Color] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
            .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue,
            .brightMagenta, .brightCyan, .brightWhite,
        ]
        self = index < 16 ? named[Int(index)] : .indexed(index)
    }

    /// The entry of the 256-colour palette nearest to `#rrggbb` (from the 6x6x6 cube and the
    /// grey ramp, 16-255, whose values every terminal agrees on; 0-15 vary with its theme).
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        var best = 16
        var bestDistance = Int.max
        for index in 16..<256 {
            let distance = XtermPalette.distance(XtermPalette.rgb[index], (red, green, blue))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        self = .indexed(UInt8(best))
    }

    /// This colour as a terminal of `depth` can draw it: unchanged when the palette has it, else
    /// the nearest of the 16 colours; on 8 colours a bright colour becomes its plain form and
    /// bright black (grey) the terminal's default, since plain black would vanish on a dark
    /// background. Without colour, `.default`.
    public func fitted(to depth: ColorDepth) -> Color {
        let index = paletteIndex
        guard index >= 0 else { return self }
        if index < depth.paletteSize { return self }
        switch depth {
        case .none: return .default
        case .eight:
            let sixteen = index < 16 ? index : Int(XtermPalette.nearestOfSixteen[index])
            if sixteen < 8 { return Color(paletteIndex: UInt8(sixteen)) }
            return sixteen == 8 ? .default : Color(paletteIndex: UInt8(sixteen - 8))
        case .sixteen, .palette256, .trueColor:
            return Color(paletteIndex: XtermPalette.nearestOfSixteen[index])
        }
    }
}

extension Style {
    /// This style as a terminal of `depth` draws it: colours fitted, attributes kept (all colour
    /// dropped for `.none`).
    public func fitted(to depth: ColorDepth) -> Style {
        if depth == .none { return monochrome }
        if foreground == .default && background == .default { return self }
        return Style(
            foreground: foreground.fitted(to: depth), background: background.fitted(to: depth),
            attributes: attributes)
    }
}

/// The xterm palette's RGB values (the usual defaults for 0-15).
enum XtermPalette {
    typealias RGB = (UInt8, UInt8, UInt8)

    /// All 256 entries.
    static let rgb: [RGB] = {
        var table: [RGB] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
            (255, 255, 255),
        ]
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        for red in levels { for green in levels { for blue in levels { table.append((red, green, blue)) } } }
        for step in 0..<24 {
            let grey = UInt8(8 + 10 * step)
            table.append((grey, grey, grey))
        }
        return table
    }()

    /// For each entry, the nearest of the first 16.
    static let nearestOfSixteen: [UInt8] = rgb.enumerated().map { index, colour in
        guard index >= 16 else { return UInt8(index) }
        return UInt8((0..<16).min { distance(rgb[$0], colour) < distance(rgb[$1], colour) }!)
    }

    /// Squared distance, weighted for the eye (red 3, green 4, blue 2).
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let red = Int(a.0) - Int(b.0)
        let green = Int(a.1) - Int(b.1)
        let blue = Int(a.2) - Int(b.2)
        return 3 * red * red + 4 * green * green + 2 * blue * blue
    }
}
