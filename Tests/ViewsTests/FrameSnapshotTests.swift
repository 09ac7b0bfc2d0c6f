// The app's frame as text snapshots: the help overlay and the status line with an error and with cached data.
import Testing

@MainActor @Suite struct FrameSnapshotTests {
    @Test("The help overlay at 80x24") func help80x24() async {
        let harness = await Scenario.help.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
            ┌─ Keys (? or Esc close, j/k scroll) ──────────────────────────────────────────┐
            │ App                                                                        █ │
            │   Tab Shift-Tab 1 2 3 4 5   Switch tab (Users, Posts, Todos, Albums,       █ │
            │ Weather)                                                                   █ │
            │   ?                         Show or hide this help                         █ │
            │   q Ctrl-C                  Quit (in a text field: Esc first)              █ │
            │   y                         Copy the email / title / city                  █ │
            │   Y                         Copy the item as JSON                          █ │
            │   J                         Show the item's raw JSON                       │ │
            │   : Ctrl-P                  Command palette (every action by name)         │ │
            │                                                                            │ │
            │ Navigation                                                                 │ │
            │   Esc h Left                Back                                           │ │
            │   Enter                     Open the selected item                         │ │
            │                                                                            │ │
            │ Lists                                                                      │ │
            │   /                         Filter as you type (Enter keeps, Esc clears)   │ │
            │   r                         Refresh from the network                       │ │
            │   n                         New user / post / todo                         │ │
            │   e                         Edit the user, post or todo (PUT)              │ │
            │   d                         Delete the user, post or todo (asks y/n)       │ │
            │   j Down                    Next item / line down                          │ │
            │   k Up                      Previous item / line up                        │ │
            └──────────────────────────────────────────────────────────────────────────────┘
            """)
    }

    @Test("The help overlay at 120x40") func help120x40() async {
        let harness = await Scenario.help.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Tod┌─ Keys (? or Esc close, j/k scroll) ─────────────────────────────────────────────┐
            ┌─ Weather (°C) ──│ App                                                                           █ │──────────────────┐
            │City: e.g. Paris │   Tab Shift-Tab 1 2 3 4 5   Switch tab (Users, Posts, Todos, Albums, Weather) █ │                  │
            │                 │   ?                         Show or hide this help                            █ │                  │
            │Type a place and │   q Ctrl-C                  Quit (in a text field: Esc first)                 █ │                  │
            │                 │   y                         Copy the email / title / city                     █ │                  │
            │                 │   Y                         Copy the item as JSON                             █ │                  │
            │                 │   J                         Show the item's raw JSON                          █ │                  │
            │                 │   : Ctrl-P                  Command palette (every action by name)            █ │                  │
            │                 │                                                                               █ │                  │
            │                 │ Navigation                                                                    █ │                  │
            │                 │   Esc h Left                Back                                              █ │                  │
            │                 │   Enter                     Open the selected item                            █ │                  │
            │                 │                                                                               █ │                  │
            │                 │ Lists                                                                         █ │                  │
            │                 │   /                         Filter as you type (Enter keeps, Esc clears)      █ │                  │
            │                 │   r                         Refresh from the network                          █ │                  │
            │                 │   n                         New user / post / todo                            █ │                  │
            │                 │   e                         Edit the user, post or todo (PUT)                 █ │                  │
            │                 │   d                         Delete the user, post or todo (asks y/n)          █ │                  │
            │                 │   j Down                    Next item / line down                             █ │                  │
            │                 │   k Up                      Previous item / line up                           █ │                  │
            │                 │   PageDown Ctrl-D           Page down                                         █ │                  │
            │                 │   PageUp Ctrl-U             Page up                                           │ │                  │
            │                 │   g Home                    First item / top                                  │ │                  │
            │                 │   G End                     Last item / bottom                                │ │                  │
            │                 │   s                         Next sort column                                  │ │                  │
            │                 │   S                         Reverse the sort                                  │ │                  │
            │                 │   y                         Answer yes to a question on the status line       │ │                  │
            │                 │                                                                               │ │                  │
            │                 │ Todos                                                                         │ │                  │
            │                 │   Space                     Mark done / not done                              │ │                  │
            │                 │   f                         Show all, open or done                            │ │                  │
            │                 │   t                         A user's todos (in their detail)                  │ │                  │
            │                 │                                                                               │ │                  │
            │                 │ Albums                                                                        │ │                  │
            │                 │   a                         A user's albums (in their detail)                 │ │                  │
            │                 │                                                                               │ │                  │
            └─────────────────│ Weather                                                                       │ │──────────────────┘
             ? help  Enter loo└─────────────────────────────────────────────────────────────────────────────────┘
            """)
    }

    @Test("The status line with an error at 80x24") func statusError80x24() async {
        let harness = await Scenario.statusError.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Users ──────────────────────────────────────────────────────────────────────┐
            │Name                   Username        Email                  Company         │
            │Cannot connect to 127.0.0.1:9 (connection refused).                           │
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
            │                                                                              │
            └──────────────────────────────────────────────────────────────────────────────┘
             Cannot connect to 127.0.0.1:9 (connection refused).
            """)
    }

    @Test("The status line with an error at 120x40") func statusError120x40() async {
        let harness = await Scenario.statusError.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Users ──────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │Name                               Username                Email                              Company                 │
            │Cannot connect to 127.0.0.1:9 (connection refused).                                                                   │
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
            │                                                                                                                      │
            └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
             Cannot connect to 127.0.0.1:9 (connection refused).
            """)
    }

    @Test("The status line with cached 3m ago at 80x24") func statusCached80x24() async {
        let harness = await Scenario.statusCached.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Users (10) ─────────────────────────────────────────────────────────────────┐
            │Name                   Username        Email                  Company         │
            │Leanne Graham          Bret            bret@example.com       Romaguera-Crona │
            │Zoë Müller             zoe             zoe@example.com        Deckow-Crist    │
            │José                   jose            jose@example.com       Keebler LLC     │
            │山田 太郎              yamada          yamada@example.com     Robel-Corkery   │
            │🦊 Fox Mulder          fox             fox@example.com        Considine-Lockm…│
            │Chelsey Dietrich       Kamren          kamren@example.com     Yost and Sons   │
            │Kurtis Weissnat        Elwyn           elwyn@example.com      Johns Group     │
            │Nicholas Runolfsdottir Maxime          maxime@example.com     Abernathy Group │
            │Glenna Reichert        Delphine        delphine@example.com   Hoeger LLC      │
            │Clementina DuBuque     Moriah          moriah@example.com     Hoeger LLC      │
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
             ? help  / filter  n new  r refresh  q quit                       cached 3m ago
            """)
    }

    @Test("The status line with cached 3m ago at 120x40") func statusCached120x40() async {
        let harness = await Scenario.statusCached.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Users (10) ─────────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │Name                               Username                Email                              Company                 │
            │Leanne Graham                      Bret                    bret@example.com                   Romaguera-Crona         │
            │Zoë Müller                         zoe                     zoe@example.com                    Deckow-Crist            │
            │José                               jose                    jose@example.com                   Keebler LLC             │
            │山田 太郎                          yamada                  yamada@example.com                 Robel-Corkery           │
            │🦊 Fox Mulder                      fox                     fox@example.com                    Considine-Lockman       │
            │Chelsey Dietrich                   Kamren                  kamren@example.com                 Yost and Sons           │
            │Kurtis Weissnat                    Elwyn                   elwyn@example.com                  Johns Group             │
            │Nicholas Runolfsdottir             Maxime                  maxime@example.com                 Abernathy Group         │
            │Glenna Reichert                    Delphine                delphine@example.com               Hoeger LLC              │
            │Clementina DuBuque                 Moriah                  moriah@example.com                 Hoeger LLC              │
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
             ? help  / filter  n new  r refresh  q quit                                                               cached 3m ago
            """)
    }
}
