// UserNameTable: the users' names by id without a copy of them: the very array of users the
// list shows (shared, not copied) and, only when that array is not already in ascending id order,
// the positions of its users sorted by id. A lookup is a binary search. For 100,000 users a
// dictionary of names cost about 12 MB at its peak (6 MB kept) on top of the users themselves;
// this costs nothing for a list in id order and 4 bytes a user otherwise.
import Models

/// Each user's name by id, read from the users themselves.
///
/// When several users share an id, the first of them in the array gives the name.
public struct UserNameTable: Sendable, Equatable {
    private let users: [User]
    /// Positions in `users` in ascending id order (stable: equal ids keep the array's order);
    /// nil when `users` is in that order already.
    private let idOrder: [Int32]?

    /// A table with no names.
    public init() {
        self.init([])
    }

    /// The names of `users`.
    public init(_ users: [User]) {
        self.users = users
        let isInIDOrder = zip(users, users.dropFirst()).allSatisfy { $0.id <= $1.id }
        idOrder =
            isInIDOrder
            ? nil
            : users.indices.map(Int32.init).sorted { first, second in
                let (firstID, secondID) = (users[Int(first)].id, users[Int(second)].id)
                return firstID < secondID || firstID == secondID && first < second
            }
    }

    /// How many users the table holds (ids included more than once count each time).
    public var count: Int { users.count }

    /// The name of the user with `id`, or nil when there is none.
    public subscript(id: User.ID) -> String? {
        var low = 0
        var high = users.count
        // The first position whose id is not below `id`.
        while low < high {
            let middle = (low + high) / 2
            if user(inIDOrderAt: middle).id < id { low = middle + 1 } else { high = middle }
        }
        guard low < users.count else { return nil }
        let found = user(inIDOrderAt: low)
        return found.id == id ? found.name : nil
    }

    /// The user at `position` counted in ascending id order.
    private func user(inIDOrderAt position: Int) -> User {
        users[idOrder.map { Int($0[position]) } ?? position]
    }

    /// The position in id order of the next id after the one at `position`.
    private func nextID(after position: Int) -> Int {
        let id = user(inIDOrderAt: position).id
        var next = position + 1
        while next < users.count, user(inIDOrderAt: next).id == id { next += 1 }
        return next
    }

    /// Whether both name the same ids with the same names.
    public static func == (lhs: UserNameTable, rhs: UserNameTable) -> Bool {
        let sameArray = lhs.users.withUnsafeBufferPointer { mine in
            rhs.users.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress }
        }
        if sameArray, lhs.users.count == rhs.users.count { return true }
        var mine = 0
        var theirs = 0
        while mine < lhs.users.count, theirs < rhs.users.count {
            let (left, right) = (lhs.user(inIDOrderAt: mine), rhs.user(inIDOrderAt: theirs))
            guard left.id == right.id, left.name == right.name else { return false }
            mine = lhs.nextID(after: mine)
            theirs = rhs.nextID(after: theirs)
        }
        return mine == lhs.users.count && theirs == rhs.users.count
    }
}
