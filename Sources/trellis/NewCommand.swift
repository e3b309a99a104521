// `trellis new DIR`: a starter site.

import ArgumentParser

import TrellisSite

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a starter site that builds as it is.",
        discussion: "Writes trellis.yml, a home page and a small guide section into a new folder."
    )

    @Argument(help: "The folder to create (must not exist, or be empty).")
    var directory: String

    @Flag(help: "Also copy the default theme's templates into templates/ for customising.")
    var theme = false

    func run() throws {
        do {
            try StarterSite.create(at: directory, includeTheme: theme)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.formatted()) }
            throw ExitCode.failure
        }
        print("Created a site in \(directory). Build it with: trellis build --source \(directory)")
    }
}
