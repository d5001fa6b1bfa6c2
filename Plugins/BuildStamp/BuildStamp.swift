import Foundation
import PackagePlugin

/// Writes `BuildStamp.swift` (the commit `swift build` built and the day it did) before each
/// build of the `msal-triage` target, so `msal-triage --version` names its commit without any
/// step of the user's own. `Scripts/build-stamp` does the work; it rewrites the file only when
/// the commit or the day changed, so an unchanged tree is not recompiled. Without git, or
/// outside a clone, the commit reads "unknown commit".
@main
struct BuildStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = context.package.directoryURL.appending(path: "Scripts/build-stamp")
        return [
            .prebuildCommand(
                displayName: "Stamping msal-triage with its commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, context.package.directoryURL.path, output.appending(path: "BuildStamp.swift").path],
                outputFilesDirectory: output),
        ]
    }
}
