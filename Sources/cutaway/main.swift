import CutawayCLI
import Foundation

CutawayTool.installSceneTimeZone()
let interruptCleanup = InterruptCleanup.install()
var output = CommandOutput.standard
let status = CutawayTool.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output)
withExtendedLifetime(interruptCleanup) { exit(status) }
