// UserNameTable: names by id read from the users array itself, in whatever order it comes, the
// first of several users with one id giving the name, and equal when the same ids have the same
// names.
import Models
import Testing

@testable import ViewModels

struct UserNameTableTests {
    @Test func namesUsersOfAListInIDOrder() {
        let table = UserNameTable(Samples.people)
        #expect(table[1] == "Zoë Adams")
        #expect(table[4] == "Alice Jones")
        #expect(table[5] == nil)
        #expect(table[0] == nil)
        #expect(table[-3] == nil)
    }

    @Test func namesUsersOfAListInAnyOrder() {
        let shuffled = [7, 3, 12, 1, 9, 4].map { Samples.user($0, "Person \($0)") }
        let table = UserNameTable(shuffled)
        for user in shuffled { #expect(table[user.id] == user.name) }
        for missing in [0, 2, 5, 8, 10, 13] { #expect(table[missing] == nil) }
    }

    @Test func theFirstOfUsersSharingAnIDGivesTheName() {
        let users = [Samples.user(5, "Later id"), Samples.user(2, "First"), Samples.user(2, "Second")]
        #expect(UserNameTable(users)[2] == "First")
        #expect(UserNameTable(Array(users.reversed()))[2] == "Second")
    }

    @Test func anEmptyTableNamesNobody() {
        #expect(UserNameTable()[1] == nil)
        #expect(UserNameTable() == UserNameTable([]))
    }

    @Test func tablesNamingTheSameIDsAlikeAreEqualInAnyOrder() {
        let people = Samples.people
        #expect(UserNameTable(people) == UserNameTable(Array(people.reversed())))
        let withDuplicate = people + [Samples.user(1, "Someone else")]
        #expect(UserNameTable(withDuplicate) == UserNameTable(people), "a later duplicate names nobody")
    }

    @Test func aChangedNameOrAnotherIDMakesTablesDiffer() {
        let people = Samples.people
        var renamed = people
        renamed[2].name = "Robert Smith"
        #expect(UserNameTable(renamed) != UserNameTable(people))
        #expect(UserNameTable(Array(people.dropLast())) != UserNameTable(people))
        #expect(UserNameTable(people) != UserNameTable(Array(people.dropLast())))
        let otherID = people.dropLast() + [Samples.user(9, people[3].name)]
        #expect(UserNameTable(Array(otherID)) != UserNameTable(people))
    }

    @Test func anotherEmailAloneKeepsTablesEqual() {
        var changed = Samples.people
        changed[0].email = "zoe@elsewhere.example"
        #expect(UserNameTable(changed) == UserNameTable(Samples.people))
    }
}
