// The Users tab as text snapshots: the list, the filtered list, a user's detail and the new-user form.
import Testing

@MainActor @Suite struct UsersSnapshotTests {
    @Test("The users list at 80x24") func usersList80x24() async {
        let harness = await Scenario.usersList.run(width: 80, height: 24)
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
             ? help  / filter  n new  r refresh  q quit
            """)
    }

    @Test("The users list at 120x40") func usersList120x40() async {
        let harness = await Scenario.usersList.run(width: 120, height: 40)
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
             ? help  / filter  n new  r refresh  q quit
            """)
    }

    @Test("The list filtered with / and typing at 80x24") func filteredList80x24() async {
        let harness = await Scenario.filteredList.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Users (1 of 10) ────────────────────────────────────────────────────────────┐
            │Name                   Username        Email                  Company         │
            │Zoë Müller             zoe             zoe@example.com        Deckow-Crist    │
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
            │/ zo                                                                          │
            └──────────────────────────────────────────────────────────────────────────────┘
             ? help  / filter  n new  r refresh  q quit
            """)
    }

    @Test("The list filtered with / and typing at 120x40") func filteredList120x40() async {
        let harness = await Scenario.filteredList.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Users (1 of 10) ────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │Name                               Username                Email                              Company                 │
            │Zoë Müller                         zoe                     zoe@example.com                    Deckow-Crist            │
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
            │/ zo                                                                                                                  │
            └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
             ? help  / filter  n new  r refresh  q quit
            """)
    }

    @Test("A user's detail with Posts (N) at 80x24") func userDetail80x24() async {
        let harness = await Scenario.userDetail.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Todos  Albums  Weather
            ┌─ Zoë Müller ─────────────────────────────────────────────────────────────────┐
            │Username  zoe                                                                 │
            │Email     zoe@example.com                                                     │
            │Phone     1-770-736-8031                                                      │
            │Website   hildegard.org                                                       │
            │Address   Kulas Light, Apt. 556, Gwenborough 92998-3874 (-37.3159, 81.1496)   │
            │Company   Deckow-Crist: Multi-layered client-server neural-net (harness real-…│
            │──────────────────────────────────────────────────────────────────────────────│
            │Todos (1)  t    Albums (1)  a                                                 │
            │Posts (1)                                                                     │
            │post number 4 by user 2                                                       │
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
             ? help  Esc back  r refresh  q quit
            """)
    }

    @Test("A user's detail with Posts (N) at 120x40") func userDetail120x40() async {
        let harness = await Scenario.userDetail.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Todos  Albums  Weather
            ┌─ Zoë Müller ─────────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │Username  zoe                                                                                                         │
            │Email     zoe@example.com                                                                                             │
            │Phone     1-770-736-8031                                                                                              │
            │Website   hildegard.org                                                                                               │
            │Address   Kulas Light, Apt. 556, Gwenborough 92998-3874 (-37.3159, 81.1496)                                           │
            │Company   Deckow-Crist: Multi-layered client-server neural-net (harness real-time e-markets)                          │
            │──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────│
            │Todos (1)  t    Albums (1)  a                                                                                         │
            │Posts (1)                                                                                                             │
            │post number 4 by user 2                                                                                               │
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
             ? help  Esc back  r refresh  q quit
            """)
    }

    @Test("The new-user form showing a validation message at 80x24") func createUserInvalid80x24() async {
        let harness = await Scenario.createUserInvalid.run(width: 80, height: 24)
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
            │🦊 Fox Mu┌─ New user ───────────────────────────────────────────────┐ne-Lockm…│
            │Chelsey D│ Name:     Ada Lovelace                                   │d Sons   │
            │Kurtis We│                                                          │roup     │
            │Nicholas │ Username: ada                                            │hy Group │
            │Glenna Re│                                                          │LLC      │
            │Clementin│ Email:    ada-at-example                                 │LLC      │
            │         │           Email must look like name@example.com          │         │
            │         │                                                          │         │
            │         │ Enter save  Tab next field  Esc cancel                   │         │
            │         └──────────────────────────────────────────────────────────┘         │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            └──────────────────────────────────────────────────────────────────────────────┘
             ? help  / filter  n new  r refresh  q quit
            """)
    }

    @Test("The new-user form showing a validation message at 120x40") func createUserInvalid120x40() async {
        let harness = await Scenario.createUserInvalid.run(width: 120, height: 40)
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
            │                             ┌─ New user ───────────────────────────────────────────────┐                             │
            │                             │ Name:     Ada Lovelace                                   │                             │
            │                             │                                                          │                             │
            │                             │ Username: ada                                            │                             │
            │                             │                                                          │                             │
            │                             │ Email:    ada-at-example                                 │                             │
            │                             │           Email must look like name@example.com          │                             │
            │                             │                                                          │                             │
            │                             │ Enter save  Tab next field  Esc cancel                   │                             │
            │                             └──────────────────────────────────────────────────────────┘                             │
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
             ? help  / filter  n new  r refresh  q quit
            """)
    }
}
