// The toolchain's host folder has no SwiftCompilerPlugin module: the plugin's entry point is
// written here, over the message handling the compiler talks to.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin expands, by type name.
struct CutawayMacrosProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": PreviewMacro.self
        case "PreviewableMacro": PreviewableMacro.self
        default: throw PreviewMacroError("CutawayMacros has no macro \(moduleName).\(typeName)")
        }
    }
}

@main
enum CutawayMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: CutawayMacrosProvider()).main()
    }
}
