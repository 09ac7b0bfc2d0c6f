// The screens the snapshot tests look at, each reached through keys from a fresh app.
import Repositories
import TerminalUI

/// One way to reach a screen: the world it starts from and the keys that get there.
@MainActor
enum Scenario: String, CaseIterable {
    case usersList, filteredList, userDetail, postDetail, postsList
    case weatherIdle, weatherMetric, weatherImperial, weatherNotFound, weatherMissingKey
    case createUserInvalid, createPost, help, statusError, statusCached

    /// The app at `width` x `height`, driven to this scenario's screen.
    func run(width: Int, height: Int) async -> AppHarness {
        var world = World()
        switch self {
        case .weatherMissingKey: world.hasAPIKey = false
        case .statusError:
            world.usersFailure = FakeError(description: "Cannot connect to 127.0.0.1:9 (connection refused).")
        case .statusCached: world.origin = .cache(age: 180)
        default: break
        }
        let harness = AppHarness(width: width, height: height, world: world)
        guard self != .statusError else {
            _ = await harness.waitFor("connection refused")
            return harness
        }
        _ = await harness.waitForUsers()
        switch self {
        case .usersList, .statusCached, .statusError:
            break
        case .filteredList:
            await harness.press(.character("/"))
            await harness.type("zo")
        case .userDetail:
            await harness.press(.down, .enter)
            _ = await harness.waitFor("Posts (1)")
        case .postDetail:
            await harness.press(.enter)
            _ = await harness.waitFor("Posts (3)")
            await harness.press(.enter)
            _ = await harness.waitFor("Comments (2)")
        case .postsList:
            await harness.press(.character("2"))
            _ = await harness.waitFor("Posts (12)")
        case .weatherIdle, .weatherMissingKey:
            await harness.press(.switchTo(.weather))
        case .weatherMetric, .weatherImperial:
            await harness.press(.switchTo(.weather))
            await harness.type("London")
            await harness.press(.enter)
            _ = await harness.waitFor("Light rain")
            if self == .weatherImperial {
                await harness.press(.character("u"))
                _ = await harness.waitFor("°F")
                _ = await harness.waitUntil { !harness.status.isLoading }
            }
        case .weatherNotFound:
            await harness.press(.switchTo(.weather))
            await harness.type(FixedWeatherRepository.unknownCity)
            await harness.press(.enter)
            _ = await harness.waitFor("City not found")
        case .createUserInvalid:
            await harness.press(.character("n"))
            await harness.type("Ada Lovelace")
            await harness.press(.tab)
            await harness.type("ada")
            await harness.press(.tab)
            await harness.type("ada-at-example")
            await harness.press(.enter)
        case .createPost:
            await harness.press(.character("2"))
            _ = await harness.waitFor("Posts (12)")
            await harness.press(.character("n"))
            _ = await harness.waitFor("Leanne Graham ›")
            await harness.type("Hello")
        case .help:
            await harness.press(.switchTo(.weather), .escape, .character("?"))
        }
        return harness
    }
}
