// The repositories the app runs with: live ones through the disk cache, wrapped for `--offline`.
import Foundation
import Models
import Services

/// Makes `LiveResourceRepository`s over one API and cache, or their offline wrappers.
public struct LiveResourceRepositoryFactory: Sendable {
    let api: APIService
    let cache: JSONDiskCache?
    let events: (any RepositoryEventSink)?
    let freshFor: TimeInterval
    let offline: Bool

    /// A factory over `api` and `cache`; `offline` wraps every repository in `OfflineResourceRepository`.
    public init(
        api: APIService, cache: JSONDiskCache?, events: (any RepositoryEventSink)?,
        freshFor: TimeInterval, offline: Bool
    ) {
        self.api = api
        self.cache = cache
        self.events = events
        self.freshFor = freshFor
        self.offline = offline
    }

    /// The repository of `Item`'s collection.
    public func repository<Item: RemoteResource>(for type: Item.Type) -> any ResourceRepository<Item> {
        let live = LiveResourceRepository<Item>(api: api, cache: cache, events: events, freshFor: freshFor)
        return offline ? OfflineResourceRepository(live) : live
    }
}
