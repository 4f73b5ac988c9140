import CutawayCLI
import CutawayRender
import Foundation

// `cutaway --supervise-process …`: this executable supervising a command of its own (SwiftPM),
// first thing, before anything else this process would set up.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == ProcessSupervisor.argument {
    ProcessSupervisor.run(Array(CommandLine.arguments.dropFirst(2)))
}
CutawayTool.installSceneTimeZone()
let interruptCleanup = InterruptCleanup.install()
var output = CommandOutput.standard
let status = CutawayTool.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output)
withExtendedLifetime(interruptCleanup) { exit(status) }
