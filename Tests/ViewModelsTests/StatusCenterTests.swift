// StatusCenter, AgeText and ErrorSentence: the status bar's texts.
import Foundation
import Testing

@testable import ViewModels

@MainActor
struct StatusCenterTests {
    @Test(arguments: [
        (0.0, "just now"), (-30.0, "just now"), (4.9, "just now"), (42.0, "42s ago"),
        (59.9, "59s ago"), (60.0, "1m ago"), (180.0, "3m ago"), (3_599.0, "59m ago"),
        (7_200.0, "2h ago"), (86_399.0, "23h ago"), (432_000.0, "5d ago"),
    ])
    func agesReadShort(seconds: Double, text: String) {
        #expect(AgeText.describe(seconds) == text)
    }

    @Test func theOriginTextSaysCachedOrOfflineAndNothingForFreshData() {
        let status = StatusCenter()
        #expect(status.originText == nil)
        status.record(.cache(age: 180))
        #expect(status.originText == "cached 3m ago")
        status.record(.offline(age: 7_200))
        #expect(status.originText == "offline (cached 2h ago)")
        status.record(.network)
        #expect(status.originText == nil)
    }

    @Test func errorsAreReportedInWordsWithTheirTimeAndCleared() {
        let moment = Date(timeIntervalSince1970: 1_000)
        let status = StatusCenter(now: { moment })
        status.report(FakeError(description: "The server took too long to answer /users."))
        #expect(status.lastError == StatusMessage(text: "The server took too long to answer /users.", date: moment))
        status.report(FakeError(description: "Cannot reach 127.0.0.1."), cachedAge: 720)
        #expect(status.lastError?.text == "Cannot reach 127.0.0.1: showing cached data from 12m ago")
        status.clearError()
        #expect(status.lastError == nil)
    }

    @Test func localizedDescriptionsWinAndCancellationIsNotAnError() {
        let status = StatusCenter()
        status.report(FakeLocalizedError())
        #expect(status.lastError?.text == "The disk is full.")
        status.clearError()
        status.report(CancellationError())
        #expect(status.lastError == nil)
    }

    @Test func loadsWithNothingToShowAreCountedApart() {
        let status = StatusCenter()
        status.beginLoad()
        #expect(!status.isAwaitingFirstContent, "a load alone awaits nothing")
        status.beginAwaitingContent()
        status.beginAwaitingContent()
        status.endAwaitingContent()
        #expect(status.isAwaitingFirstContent)
        status.endAwaitingContent()
        status.endAwaitingContent()
        #expect(!status.isAwaitingFirstContent)
        status.beginAwaitingContent()
        #expect(status.isAwaitingFirstContent, "an extra end does not go below zero")
    }

    @Test func loadsAreCountedForTheSpinner() {
        let status = StatusCenter()
        status.beginLoad()
        status.beginLoad()
        #expect(status.activeLoads == 2 && status.isLoading)
        status.endLoad()
        status.endLoad()
        status.endLoad()
        #expect(status.activeLoads == 0 && !status.isLoading)
    }
}
