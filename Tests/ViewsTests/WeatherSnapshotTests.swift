// The Weather tab as text snapshots: idle, loaded in both units, an unknown city, no API key.
import Testing

@MainActor @Suite struct WeatherSnapshotTests {
    @Test("The weather tab before a look-up at 80x24") func weatherIdle80x24() async {
        let harness = await Scenario.weatherIdle.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°C) ───────────────────────────────────────────────────────────────┐
            │City: e.g. Paris or São Paulo                                                 │
            │                                                                              │
            │Type a place and press Enter (weather from OpenWeather).                      │
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
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°C) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │City: e.g. Paris or São Paulo                                                                                         │
            │                                                                                                                      │
            │Type a place and press Enter (weather from OpenWeather).                                                              │
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
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°C) ───────────────────────────────────────────────────────────────┐
            │City: London                                                                  │
            │                                                                              │
            │Recent: London, GB                                                            │
            │                                                                              │
            │London, GB  Light rain                                                        │
            │Temperature    12.3 °C                 Wind           4.1 m/s WSW             │
            │Feels like     11.0 °C                 Precipitation  0.0 mm                  │
            │Humidity       81%                                                            │
            │                                                                              │
            │Temperature, next 48 hours (°C)                                               │
            │13.0 °C┤         ███      ▄▄▄                     ███                         │
            │       │   ▄▄▄   ███      ███      ███      ▄▄▄   ███                         │
            │       │   ███   ██████   ███▅▅▅   ███▁▁▁   ███   ██████                      │
            │       │   ███▅▅▅██████▁▁▁██████   ██████   ███▅▅▅██████                      │
            │3.0 °C ┤▁▁▁█████████████████████▅▅▅██████▁▁▁████████████                      │
            │        ╵Mon                    ╵Tue                                          │
            │                                                                              │
            │Day  Conditions     Low/High °C Rain  Wind                                    │
            │Mon  -              3° / 13°    -     1.0 m/s                                 │
            │Tue  -              3° / 13°    -     1.0 m/s                                 │
            └──────────────────────────────────────────────────────────────────────────────┘
             ? help  Enter look up  u units  Esc leave field  q quit
            """)
    }

    @Test("A city looked up in metric at 120x40") func weatherMetric120x40() async {
        let harness = await Scenario.weatherMetric.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°C) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │City: London                                                                                                          │
            │                                                                                                                      │
            │Recent: London, GB                                                                                                    │
            │                                                                                                                      │
            │London, GB  Light rain                                                                                                │
            │Temperature    12.3 °C                 Humidity       81%                     Precipitation  0.0 mm                   │
            │Feels like     11.0 °C                 Wind           4.1 m/s WSW                                                     │
            │                                                                                                                      │
            │Temperature, next 48 hours (°C)                                                                                       │
            │13.0 °C┤         ███      ▂▂▂                     ███                                                                 │
            │       │         ███      ███      ▃▃▃            ███                                                                 │
            │       │   ▅▅▅   ███      ███      ███      ▅▅▅   ███                                                                 │
            │       │   ███   ███▇▇▇   ███▁▁▁   ███      ███   ███▇▇▇                                                              │
            │       │   ███   ██████   ██████   ███▂▂▂   ███   ██████                                                              │
            │       │   ███▄▄▄██████   ██████   ██████   ███▄▄▄██████                                                              │
            │       │   ████████████▆▆▆██████   ██████   ████████████                                                              │
            │3.0 °C ┤▁▁▁█████████████████████▇▇▇██████▁▁▁████████████                                                              │
            │        ╵Mon                    ╵Tue                                                                                  │
            │                                                                                                                      │
            │Day  Conditions     Low/High °C Rain  Wind                                                                            │
            │Mon  -              3° / 13°    -     1.0 m/s                                                                         │
            │Tue  -              3° / 13°    -     1.0 m/s                                                                         │
            │Wed  -              3° / 12°    -     1.0 m/s                                                                         │
            │Thu  -              4° / 13°    -     1.0 m/s                                                                         │
            │Fri  -              3° / 13°    -     1.0 m/s                                                                         │
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
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°F) ───────────────────────────────────────────────────────────────┐
            │City: London                                                                  │
            │                                                                              │
            │Recent: London, GB                                                            │
            │                                                                              │
            │London, GB  Light rain                                                        │
            │Temperature    54.2 °F                 Wind           9.2 mph WSW             │
            │Feels like     51.7 °F                 Precipitation  0.0 in                  │
            │Humidity       81%                                                            │
            │                                                                              │
            │Temperature, next 48 hours (°F)                                               │
            │55.4 °F┤         ███      ▄▄▄                     ███                         │
            │       │   ▄▄▄   ███      ███      ███      ▄▄▄   ███                         │
            │       │   ███   ██████   ███▅▅▅   ███▁▁▁   ███   ██████                      │
            │       │   ███▅▅▅██████▁▁▁██████   ██████   ███▅▅▅██████                      │
            │37.4 °F┤▁▁▁█████████████████████▅▅▅██████▁▁▁████████████                      │
            │        ╵Mon                    ╵Tue                                          │
            │                                                                              │
            │Day  Conditions     Low/High °F Rain  Wind                                    │
            │Mon  -              37° / 55°   -     1.0 mph                                 │
            │Tue  -              37° / 55°   -     1.0 mph                                 │
            └──────────────────────────────────────────────────────────────────────────────┘
             ? help  Enter look up  u units  Esc leave field  q quit
            """)
    }

    @Test("The same city after u (imperial) at 120x40") func weatherImperial120x40() async {
        let harness = await Scenario.weatherImperial.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°F) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │City: London                                                                                                          │
            │                                                                                                                      │
            │Recent: London, GB                                                                                                    │
            │                                                                                                                      │
            │London, GB  Light rain                                                                                                │
            │Temperature    54.2 °F                 Humidity       81%                     Precipitation  0.0 in                   │
            │Feels like     51.7 °F                 Wind           9.2 mph WSW                                                     │
            │                                                                                                                      │
            │Temperature, next 48 hours (°F)                                                                                       │
            │55.4 °F┤         ███      ▂▂▂                     ███                                                                 │
            │       │         ███      ███      ▃▃▃            ███                                                                 │
            │       │   ▅▅▅   ███      ███      ███      ▅▅▅   ███                                                                 │
            │       │   ███   ███▇▇▇   ███▁▁▁   ███      ███   ███▇▇▇                                                              │
            │       │   ███   ██████   ██████   ███▂▂▂   ███   ██████                                                              │
            │       │   ███▄▄▄██████   ██████   ██████   ███▄▄▄██████                                                              │
            │       │   ████████████▆▆▆██████   ██████   ████████████                                                              │
            │37.4 °F┤▁▁▁█████████████████████▇▇▇██████▁▁▁████████████                                                              │
            │        ╵Mon                    ╵Tue                                                                                  │
            │                                                                                                                      │
            │Day  Conditions     Low/High °F Rain  Wind                                                                            │
            │Mon  -              37° / 55°   -     1.0 mph                                                                         │
            │Tue  -              37° / 55°   -     1.0 mph                                                                         │
            │Wed  -              37° / 54°   -     1.0 mph                                                                         │
            │Thu  -              39° / 55°   -     1.0 mph                                                                         │
            │Fri  -              37° / 55°   -     1.0 mph                                                                         │
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
        expectScreen(
            harness.screen,
            """
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
        expectScreen(
            harness.screen,
            """
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
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°C) ───────────────────────────────────────────────────────────────┐
            │City: e.g. Paris or São Paulo                                                 │
            │                                                                              │
            │Set OPENWEATHER_API_KEY to look up the weather with OpenWeather (or use       │
            │--weather-provider open-meteo)                                                │
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
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Weather (°C) ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │City: e.g. Paris or São Paulo                                                                                         │
            │                                                                                                                      │
            │Set OPENWEATHER_API_KEY to look up the weather with OpenWeather (or use --weather-provider open-meteo)                │
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
