// Starts the demo server when asked, composes the app, and runs it on the terminal.
import DemoAPI
import Foundation
import Injection
import Repositories
import Services
import TerminalUI
import ViewModels
import Views

/// Runs users-tui with a resolved configuration.
@MainActor
enum AppLauncher {
    /// Runs until the user quits; returns the process exit status.
    static func run(_ configuration: Configuration, on loop: MainThreadLoop) async -> Int32 {
        let options = configuration.options
        var endpoints = Endpoints(
            api: options.apiURL, weather: options.weatherURL, geocoding: options.geocodingURL,
            openMeteo: options.openMeteoURL, weatherAPIKey: configuration.weatherAPIKey)
        var server: DemoServer?
        if options.demo {
            guard
                let folder = options.demoData ?? DemoFixtures.defaultFolder()
            else {
                StandardError.write(
                    "users-tui: the demo fixtures were not found; set USERS_TUI_RESOURCES or pass --demo-data DIR")
                return 1
            }
            do {
                let demo = try DemoServer(fixturesFolder: folder)
                try demo.start()
                server = demo
                // The demo server accepts any key; a real key, if set, is still never sent elsewhere.
                endpoints = Endpoints(
                    api: demo.baseURL, weather: demo.baseURL, geocoding: demo.baseURL,
                    openMeteo: demo.baseURL, weatherAPIKey: configuration.weatherAPIKey ?? "demo")
            } catch {
                StandardError.write("users-tui: cannot start the demo server: \(error)")
                return 1
            }
        }
        defer { server?.stop() }

        let container = CompositionRoot.makeContainer(configuration: configuration, endpoints: endpoints)
        // Quitting does not wait for downloads: what a long list received so far is kept now.
        defer { ListDownloads.keepWhatArrived() }
        let terminal = NcursesTerminal(colors: configuration.colorEnabled, environment: configuration.environment)
        var environment = EnvironmentValues(dependenciesContainer: container, supportsColor: configuration.colorEnabled)
        environment.theme = configuration.theme
        let app = Application(terminal: terminal, environment: environment, minimumSize: RootView.minimumSize) {
            RootView()
        }
        if let status = container.resolve(StatusCenter.self) {
            // A list on disk is read in a few milliseconds: it is in the first frame, rather
            // than a loading screen that flashes before it.
            app.holdFirstFrame(upTo: .milliseconds(50)) { status.isAwaitingFirstContent }
        }
        if let revalidations = container.resolve(RequestGate.self) {
            // The terminal draws the cached list before the first request loads the network
            // stack (libcurl and thirty libraries), which would compete with it for the processor.
            app.afterFirstFrame(waiting: .milliseconds(50)) { revalidations.open() }
        }
        if let path = configuration.environment["USERS_TUI_FRAME_LOG"], !path.isEmpty {
            app.frameLog = FrameTimingLog(path: path)
        }
        if let milliseconds = options.trapAfterMilliseconds { scheduleTrap(after: milliseconds) }
        let saveSession: @MainActor () -> Void = { Self.saveSession(from: container, to: configuration.stateDirectory) }
        let runLoop = TerminalRunLoop(terminal: terminal, client: app, mainThreadLoop: loop)
        runLoop.beforeSignalExit = { _ in
            saveSession()
            ListDownloads.keepWhatArrived()
        }
        do {
            try await runLoop.run()
        } catch {
            StandardError.write("users-tui: \(error)")
            return 2
        }
        saveSession()
        return 0
    }

    /// Writes the session (tab, lists, place) for the next start; a failure is said on stderr,
    /// after the terminal was given back.
    private static func saveSession(from container: DependenciesContainer, to directory: String) {
        guard let session = container.resolve(SessionKeeper.self) else { return }
        do {
            try SessionFile(directory: directory).save(session.snapshot())
        } catch {
            StandardError.write("users-tui: the session was not saved: \(error.description)")
        }
    }

    /// Test-only (`--debug-trap-after-ms`): a Swift runtime trap, to prove the terminal is restored.
    private static func scheduleTrap(after milliseconds: Int) {
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(milliseconds))
            let values: [Int] = []
            _ = values[values.count]  // index out of range: a deliberate runtime trap
        }
    }
}

/// Writes one line to standard error.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
