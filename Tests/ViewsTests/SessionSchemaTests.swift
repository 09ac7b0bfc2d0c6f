// What a saved session may name comes from the app itself: every tab, and each tab list's
// sort columns as its header shows them.
import Testing
import ViewModels

@testable import Views

@MainActor @Suite struct SessionSchemaTests {
    @Test func theSchemaNamesEveryTabAndEachListsColumns() {
        let schema = ResourceScreens.sessionSchema
        #expect(schema.tabs == ["users", "posts", "todos", "albums", "weather"])
        #expect(schema.lists["users"] == ["Name", "Username", "Email", "Company"])
        #expect(schema.lists["posts"] == ["Title", "Author"])
        #expect(schema.lists["todos"] == ["Done", "Title", "Owner"])
        #expect(schema.lists["albums"] == ["Title", "Owner"])
        #expect(schema.lists["weather"] == nil)
        #expect(schema.filterLimit == 1_000)
    }
}
