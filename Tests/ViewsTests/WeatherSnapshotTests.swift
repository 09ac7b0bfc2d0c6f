// The Weather tab as text snapshots: idle, loaded in both units, an unknown city, no API key.
import Testing

@MainActor @Suite struct WeatherSnapshotTests {
    @Test("The weather tab before a look-up at 80x24") func weatherIdle80x24() async {
        let harness = await Scenario.weatherIdle.run(width: 80, height: 24)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────┐
        │City: e.g. London or São Paulo                                                │
        │                                                                              │
        │Type a city and press Enter.                                                  │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        └──────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("The weather tab before a look-up at 120x40") func weatherIdle120x40() async {
        let harness = await Scenario.weatherIdle.run(width: 120, height: 40)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
        │City: e.g. London or São Paulo                                                                                        │
        │                                                                                                                      │
        │Type a city and press Enter.                                                                                          │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("A city looked up in metric at 80x24") func weatherMetric80x24() async {
        let harness = await Scenario.weatherMetric.run(width: 80, height: 24)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────┐
        │City: London                                                                  │
        │                                                                              │
        │Recent: London                                                                │
        │                                                                              │
        │London, GB                                                                    │
        │Light rain                                                                    │
        │Temperature  12.3 °C                                                          │
        │Feels like   11.0 °C                                                          │
        │Humidity     81%                                                              │
        │Wind         4.1 m/s                                                          │
        │Next 5 days: 3.0 °C to 13.0 °C                                                │
        │▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇                                      │
        │Mon     Tue     Wed     Thu     Fri                                           │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        └──────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("A city looked up in metric at 120x40") func weatherMetric120x40() async {
        let harness = await Scenario.weatherMetric.run(width: 120, height: 40)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
        │City: London                                                                                                          │
        │                                                                                                                      │
        │Recent: London                                                                                                        │
        │                                                                                                                      │
        │London, GB                                                                                                            │
        │Light rain                                                                                                            │
        │Temperature  12.3 °C                                                                                                  │
        │Feels like   11.0 °C                                                                                                  │
        │Humidity     81%                                                                                                      │
        │Wind         4.1 m/s                                                                                                  │
        │Next 5 days: 3.0 °C to 13.0 °C                                                                                        │
        │▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇                                                                              │
        │Mon     Tue     Wed     Thu     Fri                                                                                   │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("The same city after u (imperial) at 80x24") func weatherImperial80x24() async {
        let harness = await Scenario.weatherImperial.run(width: 80, height: 24)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°F) ───────────────────────────────────────────────────────────────┐
        │City: London                                                                  │
        │                                                                              │
        │Recent: London                                                                │
        │                                                                              │
        │London, GB                                                                    │
        │Light rain                                                                    │
        │Temperature  54.2 °F                                                          │
        │Feels like   51.7 °F                                                          │
        │Humidity     81%                                                              │
        │Wind         9.2 mph                                                          │
        │Next 5 days: 37.4 °F to 55.4 °F                                               │
        │▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇                                      │
        │Mon     Tue     Wed     Thu     Fri                                           │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        └──────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("The same city after u (imperial) at 120x40") func weatherImperial120x40() async {
        let harness = await Scenario.weatherImperial.run(width: 120, height: 40)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°F) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
        │City: London                                                                                                          │
        │                                                                                                                      │
        │Recent: London                                                                                                        │
        │                                                                                                                      │
        │London, GB                                                                                                            │
        │Light rain                                                                                                            │
        │Temperature  54.2 °F                                                                                                  │
        │Feels like   51.7 °F                                                                                                  │
        │Humidity     81%                                                                                                      │
        │Wind         9.2 mph                                                                                                  │
        │Next 5 days: 37.4 °F to 55.4 °F                                                                                       │
        │▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇▅▂▇▄▁▆▃█▅▂▇                                                                              │
        │Mon     Tue     Wed     Thu     Fri                                                                                   │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("An unknown city at 80x24") func weatherNotFound80x24() async {
        let harness = await Scenario.weatherNotFound.run(width: 80, height: 24)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────┐
        │City: Atlantis                                                                │
        │                                                                              │
        │City not found: Atlantis                                                      │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        └──────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("An unknown city at 120x40") func weatherNotFound120x40() async {
        let harness = await Scenario.weatherNotFound.run(width: 120, height: 40)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
        │City: Atlantis                                                                                                        │
        │                                                                                                                      │
        │City not found: Atlantis                                                                                              │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("No API key at 80x24") func weatherMissingKey80x24() async {
        let harness = await Scenario.weatherMissingKey.run(width: 80, height: 24)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────┐
        │City: e.g. London or São Paulo                                                │
        │                                                                              │
        │Set OPENWEATHER_API_KEY to look up the weather (or run with --demo)           │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        │                                                                              │
        └──────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }

    @Test("No API key at 120x40") func weatherMissingKey120x40() async {
        let harness = await Scenario.weatherMissingKey.run(width: 120, height: 40)
        expectScreen(harness.screen, """
         Users  Posts  Weather
        ┌─ Weather (°C) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
        │City: e.g. London or São Paulo                                                                                        │
        │                                                                                                                      │
        │Set OPENWEATHER_API_KEY to look up the weather (or run with --demo)                                                   │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
         ? help  Enter look up  u units  Esc leave field  q quit
        """)
    }
}
