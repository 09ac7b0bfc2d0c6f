// swift-tools-version: 6.2
// users-tui: a terminal client for users, posts and weather, built on a small SwiftUI-style MVVM
// framework (TerminalUI) with environment-scoped dependency injection (Injection).
//
// Platforms: Linux only, built and tested with Swift 6.3 on Debian 12 (README, Platforms). Swift
// 6.2 is the oldest compiler that can build it (`isolated deinit`). No `platforms:` is declared
// because no Apple platform is supported: the main-thread loop uses libdispatch's Linux hooks
// (Sources/CNcurses/main_queue.c stops a build elsewhere with a message), the cache uses
// `copy_file_range` and the demo server `sendfile`.
import PackageDescription

/// Each function of a release build in a section of its own, so that the release link can lay
/// out the functions a start runs side by side (`releaseLink`): without it a source file's
/// functions share one section and move only together.
let functionSections = SwiftSetting.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))

/// Release builds let the compiler specialize generic code across modules: the view framework
/// is generic throughout, and without this every view type crossing from `Views` into
/// `TerminalUI` runs unspecialized code that looks type metadata up at run time.
///
/// Concrete type metadata is reached through accessor functions rather than by mangled name: a
/// generic type looked up by name has its requirements (`V: View`) checked at run time, and each
/// first check reads every protocol conformance record of the statically linked binary, which
/// was a third of the work before the first frame.
///
/// They also leave out the run-time exclusivity checks (a tenth of a key's work in a frame);
/// debug builds, which every test runs, keep them.
let optimized: [SwiftSetting] = [
    .unsafeFlags(
        [
            "-cross-module-optimization", "-enforce-exclusivity=unchecked",
            "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
        ], .when(configuration: .release)),
    functionSections,
]

/// The release link (lld): the functions a start and the common keys run
/// (`link/hot-functions.txt`, written by `make hot-functions`) are laid out side by side, so a
/// start maps about half the code pages it did with them spread over 17 MB of code (peak RSS at
/// 10 users 23 -> 17 MiB); relative relocations are packed (DT_RELR), 2 MB of table less to read.
///
/// The executable is linked at a fixed address (not position-independent, as Go links its
/// binaries): the loader then has no relocations to apply to the Swift metadata, which touched
/// about 200 of its pages in every start, each copied on write (`--version`: 509 -> 307 page
/// faults, 4.8 -> 2.4 ms of CPU). Shared libraries, the heap and the stack stay randomised.
///
/// The C++ library and the unwinder the Swift runtime uses, and ncurses, are linked statically
/// (`link/static-runtime`: linker scripts found before the shared libraries): a start maps only
/// libc, libm and the loader, and no longer binds libstdc++'s 1,700 symbols against itself nor
/// ncurses' 500 (2,200 of its 2,400 symbol bindings). `--version`: 2.5 -> 1.5 -> 1.3 ms of CPU,
/// 296 -> 204 -> 195 page faults (the C++ runtime, then ncurses; 6-8 runs each); first frame at
/// 10 users, 15 interleaved runs each: median 10.8 -> 9.4 ms, then 11.1 -> 10.0 ms. Only the
/// archives' members the binary calls are linked, and `--exclude-libs ALL` keeps them out of its
/// exported symbols. Static ncurses costs resident memory: its code now shares pages with the
/// binary's cold code (peak RSS of `--version` 8.1 -> 9.4 MiB, of a 10-user start 14.1 -> 14.8).
let releaseLink = [
    "-use-ld=lld",
    "-L", Context.packageDirectory + "/Sources/users-tui/link/static-runtime",
    "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Sources/users-tui/link/hot-functions.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xclang-linker", "-no-pie",
]

let package = Package(
    name: "users-tui",
    products: [
        .library(name: "Injection", targets: ["Injection"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "users-tui", targets: ["users-tui"]),
        .executable(name: "users-tui-bench", targets: ["users-tui-bench"]),
        .executable(name: "terminalui-example", targets: ["terminalui-example"]),
    ],
    targets: [
        // C shim: the only code that includes curses.h.
        .target(
            name: "CNcurses",
            linkerSettings: [.linkedLibrary("ncursesw")]
        ),
        // C target: the libcurl functions URLSession calls, loading libcurl on the first request
        // (Sources/CLazyCurl/lazy_curl.c), so starting the app does not load it. `link/libcurl.a`
        // is an empty archive: the `-lcurl` FoundationNetworking asks for finds it first (`-L`
        // directories are searched before the system's), so the binary does not need libcurl.so.
        .target(name: "CLazyCurl", exclude: ["link"], linkerSettings: [.linkedLibrary("dl")]),
        // C target: the C allocator's settings for the app (Sources/CHeap/include/CHeap.h).
        .target(name: "CHeap"),
        .target(name: "Injection", exclude: ["README.md"], swiftSettings: optimized),
        .target(name: "TerminalUI", dependencies: ["CNcurses", "Injection"], swiftSettings: optimized),
        // The one JSON reading core (scanning, array splitting, unescaping, the grammar) that
        // Models and DemoAPI build on; internal to the package, not a product.
        .target(name: "JSONCore", dependencies: ["CJSONScan"], swiftSettings: optimized),
        // C target: where a JSON array's element ends, found 64 bytes at a time (SSE2 where the
        // processor has it); the splitter's scan of a downloading list (Sources/CJSONScan).
        .target(name: "CJSONScan"),
        .target(name: "Models", dependencies: ["JSONCore"], swiftSettings: optimized),
        .target(name: "Services", dependencies: ["JSONCore"], swiftSettings: optimized),
        .target(
            name: "Repositories", dependencies: ["Models", "Services", "JSONCore", "CHeap"], swiftSettings: optimized),
        .target(name: "ViewModels", dependencies: ["Injection", "Models", "Repositories"], swiftSettings: optimized),
        .target(
            name: "Views", dependencies: ["TerminalUI", "ViewModels", "Models", "Injection"], swiftSettings: optimized),
        .target(name: "DemoAPI", dependencies: ["JSONCore"], swiftSettings: optimized),
        .executableTarget(
            name: "users-tui",
            dependencies: [
                "TerminalUI", "Injection", "Models", "Services", "Repositories",
                "ViewModels", "Views", "DemoAPI", "JSONCore", "CLazyCurl", "CHeap",
            ],
            exclude: ["link"],
            swiftSettings: optimized,
            // CLazyCurl defines every libcurl function the binary calls, so the link takes `-lcurl`
            // from CLazyCurl's empty archive: `readelf -d` lists no libcurl, and the loader does
            // not resolve it and the thirty libraries it needs at each start.
            linkerSettings: [
                .unsafeFlags(["-L", Context.packageDirectory + "/Sources/CLazyCurl/link"]),
                .unsafeFlags(releaseLink, .when(configuration: .release)),
            ]
        ),
        .executableTarget(
            name: "users-tui-bench",
            dependencies: [
                "TerminalUI", "Models", "ViewModels", "Services", "Repositories", "Views", "Injection", "JSONCore",
            ]),

        // The example app (Examples/README.md): written only against the public API of TerminalUI
        // and Injection. Its screens are a library so tests can render them headless.
        .target(name: "ExampleKit", dependencies: ["TerminalUI", "Injection"], path: "Examples/ExampleKit"),
        .executableTarget(
            name: "terminalui-example", dependencies: ["ExampleKit", "TerminalUI"],
            path: "Examples/ExampleApp"),

        // Test support shared by the network test targets (not part of any product).
        .target(name: "NetworkTestSupport", path: "Tests/NetworkTestSupport"),
        // The generated inputs' seeded generator, shared by the test targets.
        .target(name: "TestingSupport", path: "Tests/TestingSupport"),

        .testTarget(name: "InjectionTests", dependencies: ["Injection"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Injection", "CNcurses", "TestingSupport"]),
        .testTarget(name: "JSONCoreTests", dependencies: ["JSONCore"]),
        .testTarget(name: "ModelsTests", dependencies: ["Models", "JSONCore", "TestingSupport"]),
        .testTarget(
            name: "ServicesTests",
            dependencies: ["Services", "Models", "DemoAPI", "NetworkTestSupport", "TerminalUI", "JSONCore"]),
        .testTarget(
            name: "RepositoriesTests",
            dependencies: ["Repositories", "Services", "Models", "DemoAPI", "NetworkTestSupport"]),
        .testTarget(name: "DemoAPITests", dependencies: ["DemoAPI", "JSONCore"]),
        .testTarget(
            name: "ViewModelsTests",
            dependencies: ["ViewModels", "Repositories", "Models", "Injection", "TerminalUI", "TestingSupport"]),
        .testTarget(name: "AppTests", dependencies: ["users-tui"]),
        .testTarget(name: "ExampleKitTests", dependencies: ["ExampleKit", "TerminalUI", "Injection"]),
        .testTarget(
            name: "ViewsTests",
            dependencies: ["Views", "ViewModels", "TerminalUI", "Repositories", "Models", "Injection"]),
    ]
)
