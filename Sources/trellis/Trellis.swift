// The `trellis` command: one subcommand per file.

import ArgumentParser

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Build documentation sites whose Markdown pages hold SwiftUI layout blocks.",
        version: "0.1.0",
        // Add new commands here (one file each).
        subcommands: [BuildCommand.self, NewCommand.self, ServeCommand.self, LayoutCommand.self, RunCommand.self],
        defaultSubcommand: nil
    )
}
