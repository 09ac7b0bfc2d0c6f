// The weather screen: a city field (focused on entry), recent cities, the current weather and
// a chart of the 5-day forecast.
import Observation
import TerminalUI
import ViewModels

/// Type a city and press Enter; `u` toggles units; recent cities can be picked again.
struct WeatherScreen: View {
    let viewModel: WeatherViewModel
    /// No place name is near this long; the limit keeps a stuck key from growing the request.
    static let cityLimit = 200
    @StateViewModel private var city = FieldEditor(isEditing: true, limit: WeatherScreen.cityLimit)
    @StateViewModel private var recent = RecentSelection()

    var body: some View {
        let viewModel = viewModel, city = city, recent = recent
        VStack(spacing: 1) {
            HStack {
                Text("City: ").themed(.label)
                TextField(state: city.state(showing: viewModel.cityText),
                          placeholder: "e.g. London or São Paulo",
                          onChange: { state in
                              city.field = state
                              viewModel.setCityText(state.text)
                          },
                          onSubmit: { _ in
                              if viewModel.lookUp() != nil { city.isEditing = false }
                          })
                    .focused(city.isEditing)
                    .frame(maxWidth: .max)
            }
            .onKey { key in
                guard city.isEditing, key == .escape else { return .ignored }
                city.isEditing = false
                return .handled
            }
            if !viewModel.recentCities.isEmpty {
                RecentCities(cities: viewModel.recentCities, selection: city.isEditing ? nil : recent.index)
            }
            report
                .frame(maxWidth: .max, maxHeight: .max)
        }
        .border(title: "Weather (\(viewModel.units == .metric ? "°C" : "°F"))")
        .onKey { key in
            guard !city.isEditing else { return .ignored }
            switch key {
            case .character("u"): viewModel.toggleUnits()
            case .character("c"), .character("/"): city.begin(with: viewModel.cityText)
            case .character("j"), .down: recent.move(by: 1, count: viewModel.recentCities.count)
            case .character("k"), .up: recent.move(by: -1, count: viewModel.recentCities.count)
            case .enter: viewModel.selectRecent(recent.index)
            default: return .ignored
            }
            return .handled
        }
        .onAppear { viewModel.load() }
    }

    @ViewBuilder private var report: some View {
        if let message = viewModel.missingKeyMessage {
            Text(message).bold().wrapping()
        } else {
            switch viewModel.state {
            case .idle:
                Text("Type a city and press Enter.").themed(.muted)
            case .loading:
                Spinner("Looking up \(viewModel.cityText)…")
            case .failed(let message):
                Text(message).themed(.error).wrapping()
            case .loaded(let report):
                VStack {
                    Text(report.place).bold()
                    Text(report.description)
                    FieldList(fields: report.fields)
                    if !report.forecastTemperatures.isEmpty {
                        Text(report.forecastSummary ?? "Next 5 days").bold()
                        Sparkline(report.forecastTemperatures)
                        Text(dayLabels(report)).themed(.muted)
                    }
                }
            }
        }
    }

    /// Day names placed under the chart columns where each day starts.
    private func dayLabels(_ report: WeatherReport) -> String {
        var line = ""
        for label in report.forecastDayLabels where line.isEmpty || label.index > line.displayWidth {
            line = line.padded(toWidth: label.index) + label.text
        }
        return line
    }
}

/// Which recent city is highlighted (view state).
@MainActor @Observable
final class RecentSelection {
    var index = 0

    func move(by delta: Int, count: Int) {
        guard count > 0 else { return }
        index = min(max(0, index + delta), count - 1)
    }
}

/// The recent cities on one line, the highlighted one in reverse video.
struct RecentCities: PrimitiveView {
    let cities: [String]
    let selection: Int?

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 40, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        var x = rect.minX
        x += context.canvas.draw("Recent: ", at: Point(x: x, y: rect.minY), style: context.environment.theme[.muted],
                                 maxWidth: rect.maxX - x)
        for (index, city) in cities.enumerated() {
            let style = index == selection ? context.environment.theme[.selection] : .plain
            x += context.canvas.draw(city, at: Point(x: x, y: rect.minY), style: context.environment.resolve(style),
                                     maxWidth: rect.maxX - x)
            x += context.canvas.draw("  ", at: Point(x: x, y: rect.minY), maxWidth: rect.maxX - x)
        }
    }
}
