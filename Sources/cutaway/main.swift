import CutawayCLI
import Foundation

var output = CommandOutput.standard
exit(CutawayTool.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output))
