// The weather screen: a city field (focused on entry and after a failed look-up), a list to
// pick from when several places match, recent places, and the report: current conditions, an
// hourly chart and the daily table.
import TerminalUI
import ViewModels

/// Type a place and press Enter; `u` toggles units; recent places can be picked again.
struct WeatherScreen: View {
    let viewModel: WeatherViewModel
    /// No place name is near this long; the limit keeps a stuck key from growing the request.
    static let cityLimit = 200
    /// The city field's cursor and text while it is typed in (the view model keeps the value).
    @State private var city = TextFieldState(limit: WeatherScreen.cityLimit)
    /// Which recent place is highlighted.
    @State private var recentIndex = 0
    @Environment(\.actionKeys) private var keys

    var body: some View {
        let editing = viewModel.focus == .field
        VStack(spacing: 1) {
            HStack {
                Text("City: ").themed(.label)
                // The field keeps its cursor while its text is the view model's; a recent place
                // picked meanwhile replaces it.
                TextField(
                    state: city.text == viewModel.cityText
                        ? city : TextFieldState(text: viewModel.cityText, limit: Self.cityLimit),
                    placeholder: "e.g. Paris or São Paulo",
                    onChange: { state in
                        city = state
                        viewModel.setCityText(state.text)
                    },
                    onSubmit: { _ in viewModel.lookUp() }
                )
                .focused(editing)
                .frame(maxWidth: .max)
            }
            if !viewModel.recentCities.isEmpty, viewModel.focus != .matches {
                RecentCities(cities: viewModel.recentCities, selection: viewModel.focus == .report ? recentIndex : nil)
            }
            content
                .frame(maxWidth: .max, maxHeight: .max)
        }
        .border(title: "Weather (\(viewModel.units.temperatureSymbol))")
        .onKey { key in
            switch viewModel.focus {
            case .field:
                guard keys.matches(.back, key) else { return .ignored }
                viewModel.leaveField()
            case .matches:
                guard keys.matches(.back, key) else { return .ignored }
                viewModel.cancelMatches()
            case .report:
                if keys.matches(.units, key) {
                    viewModel.toggleUnits()
                } else if keys.matches(.editCity, key) {
                    city = TextFieldState(text: viewModel.cityText, limit: Self.cityLimit)
                    viewModel.editCity()
                } else if keys.matches(.down, key) {
                    moveRecent(by: 1)
                } else if keys.matches(.up, key) {
                    moveRecent(by: -1)
                } else if keys.matches(.open, key) {
                    viewModel.selectRecent(recentIndex)
                } else {
                    return .ignored
                }
            }
            return .handled
        }
        .onAppear { viewModel.load() }
    }

    /// Highlights the recent place `delta` places away, staying among them.
    private func moveRecent(by delta: Int) {
        let count = viewModel.recentCities.count
        guard count > 0 else { return }
        recentIndex = min(max(0, recentIndex + delta), count - 1)
    }

    @ViewBuilder private var content: some View {
        if let message = viewModel.missingKeyMessage {
            Text(message).bold().wrapping()
        } else if viewModel.focus == .matches, !viewModel.matches.isEmpty {
            MatchList(viewModel: viewModel)
        } else {
            switch viewModel.state {
            case .idle:
                Text("Type a place and press Enter (weather from \(viewModel.providerName)).").themed(.muted)
            case .loading:
                Spinner("Looking up \(viewModel.cityText)…")
            case .failed(let message):
                Text(message).themed(.error).wrapping()
            case .loaded(let report):
                WeatherReportView(report: report, age: viewModel.reportAge)
            }
        }
    }
}

/// The places matching the typed name: Up/Down (or j/k) move, Enter picks, Esc goes back.
struct MatchList: View {
    let viewModel: WeatherViewModel

    var body: some View {
        VStack {
            Text(
                "\(viewModel.matches.count) places called \(viewModel.cityText): Enter picks one, Esc goes back",
                style: .dim)
            SelectableList(
                count: viewModel.matches.count, selection: { viewModel.matchIndex },
                select: { viewModel.highlightMatch($0) },
                activate: { index in
                    viewModel.highlightMatch(index)
                    viewModel.chooseMatch()
                },
                row: { index in
                    Text(viewModel.matches.indices.contains(index) ? viewModel.matches[index].label : "")
                }
            )
            .frame(maxWidth: .max, maxHeight: .max)
        }
    }
}

/// The recent places on one line, the highlighted one in reverse video.
struct RecentCities: PrimitiveView {
    let cities: [String]
    let selection: Int?

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 40, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        var x = rect.minX
        x += context.canvas.draw(
            "Recent: ", at: Point(x: x, y: rect.minY), style: context.environment.theme[.muted],
            maxWidth: rect.maxX - x)
        for (index, city) in cities.enumerated() {
            let style = index == selection ? context.environment.theme[.selection] : .plain
            x += context.canvas.draw(
                city, at: Point(x: x, y: rect.minY), style: context.environment.resolve(style),
                maxWidth: rect.maxX - x)
            x += context.canvas.draw("  ", at: Point(x: x, y: rect.minY), maxWidth: rect.maxX - x)
        }
    }
}
