// The Posts screens as text snapshots: the list, a post with its comments and the new-post form.
import Testing

@MainActor @Suite struct PostsSnapshotTests {
    @Test("The posts list at 80x24") func postsList80x24() async {
        let harness = await Scenario.postsList.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Posts (12) ─────────────────────────────────────────────────────────────────┐
            │Title                                                 Author                  │
            │sunt aut facere repellat provident                    Leanne Graham           │
            │qui est esse                                          Leanne Graham           │
            │ea molestias quasi exercitationem                     Leanne Graham           │
            │post number 4 by user 2                               Zoë Müller              │
            │post number 5 by user 3                               José                    │
            │post number 6 by user 4                               山田 太郎               │
            │post number 7 by user 5                               🦊 Fox Mulder           │
            │post number 8 by user 6                               Chelsey Dietrich        │
            │post number 9 by user 7                               Kurtis Weissnat         │
            │post number 10 by user 8                              Nicholas Runolfsdottir  │
            │post number 11 by user 9                              Glenna Reichert         │
            │post number 12 by user 10                             Clementina DuBuque      │
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

    @Test("The posts list at 120x40") func postsList120x40() async {
        let harness = await Scenario.postsList.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Posts (12) ─────────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │Title                                                                             Author                              │
            │sunt aut facere repellat provident                                                Leanne Graham                       │
            │qui est esse                                                                      Leanne Graham                       │
            │ea molestias quasi exercitationem                                                 Leanne Graham                       │
            │post number 4 by user 2                                                           Zoë Müller                          │
            │post number 5 by user 3                                                           José                                │
            │post number 6 by user 4                                                           山田 太郎                           │
            │post number 7 by user 5                                                           🦊 Fox Mulder                       │
            │post number 8 by user 6                                                           Chelsey Dietrich                    │
            │post number 9 by user 7                                                           Kurtis Weissnat                     │
            │post number 10 by user 8                                                          Nicholas Runolfsdottir              │
            │post number 11 by user 9                                                          Glenna Reichert                     │
            │post number 12 by user 10                                                         Clementina DuBuque                  │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
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

    @Test("A post with Comments (N) at 80x24") func postDetail80x24() async {
        let harness = await Scenario.postDetail.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Post ───────────────────────────────────────────────────────────────────────┐
            │sunt aut facere repellat provident                                            │
            │by Leanne Graham (@Bret)                                                      │
            │──────────────────────────────────────────────────────────────────────────────│
            │quia et suscipit                                                              │
            │suscipit recusandae consequuntur expedita et cum                              │
            │                                                                              │
            │Comments (2)                                                                  │
            │                                                                              │
            │id labore ex et quam laborum · Eliseo@gardner.biz                             │
            │laudantium enim quasi est quidem magnam                                       │
            │                                                                              │
            │quo vero reiciendis velit · Jayne_Kuhic@sydney.com                            │
            │est natus enim nihil est dolore omnis                                         │
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

    @Test("A post with Comments (N) at 120x40") func postDetail120x40() async {
        let harness = await Scenario.postDetail.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Post ───────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │sunt aut facere repellat provident                                                                                    │
            │by Leanne Graham (@Bret)                                                                                              │
            │──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────│
            │quia et suscipit                                                                                                      │
            │suscipit recusandae consequuntur expedita et cum                                                                      │
            │                                                                                                                      │
            │Comments (2)                                                                                                          │
            │                                                                                                                      │
            │id labore ex et quam laborum · Eliseo@gardner.biz                                                                     │
            │laudantium enim quasi est quidem magnam                                                                               │
            │                                                                                                                      │
            │quo vero reiciendis velit · Jayne_Kuhic@sydney.com                                                                    │
            │est natus enim nihil est dolore omnis                                                                                 │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
            │                                                                                                                      │
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

    @Test("The new-post form at 80x24") func createPost80x24() async {
        let harness = await Scenario.createPost.run(width: 80, height: 24)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Posts (12) ─────────────────────────────────────────────────────────────────┐
            │Title                                                 Author                  │
            │sunt aut facere repellat provident                    Leanne Graham           │
            │qui est esse                                          Leanne Graham           │
            │ea molestias quasi exercitationem                     Leanne Graham           │
            │post number 4 by user 2                               Zoë Müller              │
            │post numb┌─ New post ───────────────────────────────────────────────┐         │
            │post numb│ Title:    Hello                                          │         │
            │post numb│                                                          │         │
            │post numb│ Body:                                                    │h        │
            │post numb│                                                          │         │
            │post numb│ Author:   ‹ Leanne Graham ›                              │sdottir  │
            │post numb│                                                          │         │
            │post numb│ Enter save  Tab next field  ←/→ author  Esc cancel       │que      │
            │         └──────────────────────────────────────────────────────────┘         │
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

    @Test("The new-post form at 120x40") func createPost120x40() async {
        let harness = await Scenario.createPost.run(width: 120, height: 40)
        expectScreen(
            harness.screen,
            """
             Users  Posts  Weather
            ┌─ Posts (12) ─────────────────────────────────────────────────────────────────────────────────────────────────────────┐
            │Title                                                                             Author                              │
            │sunt aut facere repellat provident                                                Leanne Graham                       │
            │qui est esse                                                                      Leanne Graham                       │
            │ea molestias quasi exercitationem                                                 Leanne Graham                       │
            │post number 4 by user 2                                                           Zoë Müller                          │
            │post number 5 by user 3                                                           José                                │
            │post number 6 by user 4                                                           山田 太郎                           │
            │post number 7 by user 5                                                           🦊 Fox Mulder                       │
            │post number 8 by user 6                                                           Chelsey Dietrich                    │
            │post number 9 by user 7                                                           Kurtis Weissnat                     │
            │post number 10 by user 8                                                          Nicholas Runolfsdottir              │
            │post number 11 by user 9                                                          Glenna Reichert                     │
            │post number 12 by user 10                                                         Clementina DuBuque                  │
            │                             ┌─ New post ───────────────────────────────────────────────┐                             │
            │                             │ Title:    Hello                                          │                             │
            │                             │                                                          │                             │
            │                             │ Body:                                                    │                             │
            │                             │                                                          │                             │
            │                             │ Author:   ‹ Leanne Graham ›                              │                             │
            │                             │                                                          │                             │
            │                             │ Enter save  Tab next field  ←/→ author  Esc cancel       │                             │
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
            │                                                                                                                      │
            └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
             ? help  / filter  n new  r refresh  q quit
            """)
    }
}
