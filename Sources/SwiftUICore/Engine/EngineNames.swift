/// The engine's public types, under the names Cutaway's own code and `import Cutaway` use.
///
/// They are declared with a leading underscore (`_Player`, `_DisplayList`), as Apple marks the
/// public names of SwiftUI that are not for apps, so that `import SwiftUI`, which re-exports this
/// module, brings none of their plain names into a user's scope: a user's `Player` or `Frame` is
/// the user's. The `Cutaway` module declares the same names public (`Sources/Cutaway/Cutaway.swift`),
/// for code that imports Cutaway on purpose to render scenes.
package typealias RenderScene = _RenderScene
package typealias RenderCanvas = _RenderCanvas
package typealias ScriptEvent = _ScriptEvent
package typealias Player = _Player
package typealias Frame = _Frame
package typealias SceneValue<Value> = _SceneValue<Value>
package typealias DisplayListView = _DisplayListView
package typealias DeviceScreen = _DeviceScreen
package typealias TextEngine = _TextEngine
package typealias DisplayList = _DisplayList
package typealias DisplayItem = _DisplayItem
package typealias ElementID = _ElementID
package typealias DisplayEffect = _DisplayEffect
package typealias DisplayTransform = _DisplayTransform
package typealias TextRun = _TextRun
package typealias ImageRun = _ImageRun
package typealias ImageFile = _ImageFile
package typealias GradientPaint = _GradientPaint
package typealias MaterialPaint = _MaterialPaint
package typealias NodeGeometry = _NodeGeometry
package typealias ViewIdentity = _ViewIdentity
package typealias InspectionOverlay = _InspectionOverlay
package typealias ScriptedTouch = _ScriptedTouch
package typealias TouchTarget = _TouchTarget
package typealias TextLayoutRequest = _TextLayoutRequest
package typealias TextLayoutResult = _TextLayoutResult
package typealias FontMetrics = _FontMetrics
package typealias SymbolGlyph = _SymbolGlyph
package typealias ShapedText = _ShapedText
package typealias TextStyleRun = _TextStyleRun
package typealias TextDecoration = _TextDecoration
