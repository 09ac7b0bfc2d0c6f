// Waiting for asynchronous view model work in tests, with a deadline so a bug fails, not hangs.
import Foundation
import Injection
import Models
import Repositories
@testable import ViewModels

/// Polls `condition` on the main actor until it holds (true) or `timeout` passes (false). The
/// deadline is generous: the whole suite starts at once on two cores, and a search can wait seconds
/// for a thread.
@MainActor
func eventually(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition() {
        if clock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// Lets pending main-actor work run for a moment (to show that something does NOT happen).
@MainActor
func settle() async {
    for _ in 0..<20 {
        await Task.yield()
    }
    try? await Task.sleep(for: .milliseconds(20))
}

/// A container with a status center, empty in-memory post and user writers (for edits and deletions),
/// an empty table of user names, and the registrations added by `register` (which win).
@MainActor
func container(status: StatusCenter,
               _ register: (DependenciesContainer) -> DependenciesContainer = { $0 }) -> DependenciesContainer {
    register(DependenciesContainer().register(status, as: StatusCenter.self)
        .register(UserNames())
        .register(MemoryResourceRepository<Post>([]) as any ResourceRepository<Post>, as: (any ResourceRepository<Post>).self)
        .register(MemoryResourceRepository<User>([]) as any ResourceRepository<User>, as: (any ResourceRepository<User>).self))
}
