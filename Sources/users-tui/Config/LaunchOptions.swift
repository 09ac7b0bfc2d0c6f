// Where each setting comes from: the defaults, then the configuration file, then the flags.
import Foundation

@MainActor
enum LaunchOptions {
    /// The options in force for `arguments`: `commandLine` (what the flags alone say) names the
    /// configuration file; the file is applied over the defaults and the flags over the file.
    static func resolve(
        arguments: [String], commandLine: Options,
        environment: [String: String]
    ) throws(ConfigError) -> Options {
        let path = commandLine.configFile ?? ConfigFile.defaultPath(environment: environment)
        let fromFile = try ConfigFile.apply(path: path, required: commandLine.configFile != nil, to: Options())
        guard case .run(let options)? = try? CommandLineParser.parse(arguments, base: fromFile) else {
            return commandLine  // not reached: the same arguments parsed a moment ago
        }
        return options
    }
}
