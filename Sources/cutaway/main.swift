import CutawayExamples
import CutawayRender
import CCairoPango
import Foundation
let engine = try PangoTextEngine()
let scene = ExampleScenes.all()[0]
let frame = scene.makeGraph(textEngine: engine).makeFrame()
for g in frame.geometry { print(g.identity, g.typeName, g.frame) }
let image = CairoRasterizer(textEngine: engine).render(frame.displayList, scale: 2)
var bytes = image.bytes
bytes.withUnsafeMutableBufferPointer { buffer in
  let s = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
  cairo_surface_write_to_png(s, "/tmp/smoke/a.png")
}
