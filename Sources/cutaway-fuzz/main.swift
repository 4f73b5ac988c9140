import CutawayCLI
import CutawayFuzzing
import Foundation

var output = CommandOutput.standard
exit(FuzzTool.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output))
