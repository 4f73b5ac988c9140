// `import Cutaway`: everything `import SwiftUI` brings, and the engine's types under their own
// names, for code that renders scenes on purpose (`RenderScene`, `Player`, `Frame` and its
// display list, the text engine's interface). `import SwiftUI` brings them only underscored
// (`Sources/SwiftUICore/Engine/EngineNames.swift`).
@_exported import SwiftUICore

public typealias RenderScene = _RenderScene
public typealias RenderCanvas = _RenderCanvas
public typealias ScriptEvent = _ScriptEvent
public typealias Player = _Player
public typealias Frame = _Frame
public typealias SceneValue<Value> = _SceneValue<Value>
public typealias DisplayListView = _DisplayListView
public typealias DeviceScreen = _DeviceScreen
public typealias TextEngine = _TextEngine
public typealias DisplayList = _DisplayList
public typealias DisplayItem = _DisplayItem
public typealias ElementID = _ElementID
public typealias DisplayEffect = _DisplayEffect
public typealias DisplayTransform = _DisplayTransform
public typealias TextRun = _TextRun
public typealias ImageRun = _ImageRun
public typealias ImageFile = _ImageFile
public typealias GradientPaint = _GradientPaint
public typealias MaterialPaint = _MaterialPaint
public typealias NodeGeometry = _NodeGeometry
public typealias ViewIdentity = _ViewIdentity
public typealias InspectionOverlay = _InspectionOverlay
public typealias ScriptedTouch = _ScriptedTouch
public typealias TouchTarget = _TouchTarget
public typealias TextLayoutRequest = _TextLayoutRequest
public typealias TextLayoutResult = _TextLayoutResult
public typealias FontMetrics = _FontMetrics
public typealias SymbolGlyph = _SymbolGlyph
public typealias ShapedText = _ShapedText
public typealias TextStyleRun = _TextStyleRun
public typealias TextDecoration = _TextDecoration
