import Foundation
import Testing
@testable import SwiftUICore

/// Every public view modifier, shape and container of Cutaway's SwiftUI surface that takes a
/// size, a length, a radius, a factor, a count or an index, called with extreme values in a
/// scene: none traps or hangs. iOS lays such views out as it can (an infinite or NaN length
/// as none, a negative size as zero) and logs; Cutaway does the same without the log.
nonisolated struct ExtremeViewValuesTests {
    nonisolated static let layoutCases: [ExtremeValueCase] =
        ExtremeValueCase.doubles("frame(width:height:)") { Color.red.frame(width: $0, height: $0) }
        + ExtremeValueCase.doubles("frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)") {
            Color.red.frame(minWidth: $0, idealWidth: $0, maxWidth: $0, minHeight: $0, idealHeight: $0, maxHeight: $0)
        }
        + ExtremeValueCase.doubles("frame(maxWidth:) beside minWidth: 0") { Color.red.frame(minWidth: 0, maxWidth: $0) }
        + ExtremeValueCase.doubles("padding(_:)") { Text("padded").padding($0) }
        + ExtremeValueCase.doubles("padding(_:_:)") { Text("padded").padding(.horizontal, $0) }
        + ExtremeValueCase.doubles("safeAreaPadding(_:)") { Text("padded").safeAreaPadding($0) }
        + ExtremeValueCase.doubles("offset(x:y:)") { Text("moved").offset(x: $0, y: $0) }
        + ExtremeValueCase.doubles("position(x:y:)") { Text("placed").position(x: $0, y: $0) }
        + ExtremeValueCase.doubles("aspectRatio(_:contentMode:)") { Color.red.aspectRatio($0, contentMode: .fit) }
        + ExtremeValueCase.doubles("layoutPriority(_:)") { priority in HStack { Text("a").layoutPriority(priority); Text("b") } }
        + ExtremeValueCase.doubles("zIndex(_:)") { index in ZStack { Color.red.zIndex(index); Color.blue } }
        + ExtremeValueCase.doubles("VStack(spacing:)") { spacing in VStack(spacing: spacing) { Text("a"); Text("b") } }
        + ExtremeValueCase.doubles("HStack(spacing:)") { spacing in HStack(spacing: spacing) { Text("a"); Text("b") } }
        + ExtremeValueCase.doubles("Spacer(minLength:)") { length in HStack { Text("a"); Spacer(minLength: length); Text("b") } }
        + ExtremeValueCase.doubles("Grid(horizontalSpacing:verticalSpacing:)") { spacing in
            Grid(horizontalSpacing: spacing, verticalSpacing: spacing) { GridRow { Text("a"); Text("b") } }
        }
        + ExtremeValueCase.integers("gridCellColumns(_:)") { count in
            Grid { GridRow { Text("a").gridCellColumns(count); Text("b") } }
        }
        + ExtremeValueCase.doubles("LazyVGrid(columns: [GridItem(.fixed(_:))])") { size in
            LazyVGrid(columns: [GridItem(.fixed(size)), GridItem(.flexible())]) { Text("a"); Text("b"); Text("c") }
        }
        + ExtremeValueCase.doubles("LazyVGrid(columns: [GridItem(.adaptive(minimum:))])") { size in
            LazyVGrid(columns: [GridItem(.adaptive(minimum: size))]) { Text("a"); Text("b"); Text("c") }
        }
        + ExtremeValueCase.doubles("LazyVGrid(columns: [GridItem(.flexible(minimum:maximum:))])") { size in
            LazyVGrid(columns: [GridItem(.flexible(minimum: size, maximum: size))], spacing: size) { Text("a"); Text("b") }
        }
        + ExtremeValueCase.doubles("ScrollView contentMargins(_:for:)") { length in
            ScrollView { VStack { Text("a"); Text("b") } }.contentMargins(length, for: .scrollContent)
        }
        + ExtremeValueCase.doubles("List listSectionSpacing(_:)") { spacing in
            List { Section { Text("a") }; Section { Text("b") } }.listSectionSpacing(spacing)
        }

    nonisolated static let effectCases: [ExtremeValueCase] =
        ExtremeValueCase.doubles("blur(radius:)") { Color.red.frame(width: 10, height: 10).blur(radius: $0) }
        + ExtremeValueCase.doubles("cornerRadius(_:)") { Color.red.frame(width: 10, height: 10).cornerRadius($0) }
        + ExtremeValueCase.doubles("RoundedRectangle(cornerRadius:)") { RoundedRectangle(cornerRadius: $0).frame(width: 10, height: 10) }
        + ExtremeValueCase.doubles("RoundedRectangle(cornerSize:)") { RoundedRectangle(cornerSize: CGSize(width: $0, height: $0)) }
        + ExtremeValueCase.doubles("UnevenRoundedRectangle(topLeadingRadius:)") { UnevenRoundedRectangle(topLeadingRadius: $0, bottomTrailingRadius: $0) }
        + ExtremeValueCase.doubles("shadow(radius:x:y:)") { Color.red.frame(width: 10, height: 10).shadow(radius: $0, x: $0, y: $0) }
        + ExtremeValueCase.doubles("scaleEffect(_:)") { Text("scaled").scaleEffect($0) }
        + ExtremeValueCase.doubles("scaleEffect(x:y:)") { Text("scaled").scaleEffect(x: $0, y: 1) }
        + ExtremeValueCase.doubles("rotationEffect(.degrees(_:))") { Text("turned").rotationEffect(.degrees($0)) }
        + ExtremeValueCase.doubles("rotation3DEffect(_:axis:)") { Text("turned").rotation3DEffect(.degrees($0), axis: (x: 1, y: 0, z: 0)) }
        + ExtremeValueCase.doubles("opacity(_:)") { Text("faded").opacity($0) }
        + ExtremeValueCase.doubles("brightness(_:)") { Color.red.brightness($0) }
        + ExtremeValueCase.doubles("contrast(_:)") { Color.red.contrast($0) }
        + ExtremeValueCase.doubles("saturation(_:)") { Color.red.saturation($0) }
        + ExtremeValueCase.doubles("grayscale(_:)") { Color.red.grayscale($0) }
        + ExtremeValueCase.doubles("hueRotation(.degrees(_:))") { Color.red.hueRotation(.degrees($0)) }
        + ExtremeValueCase.doubles("Circle().trim(from:to:)") { Circle().trim(from: $0, to: 0.5).stroke() }
        + ExtremeValueCase.doubles("Circle().trim(from:to:) end") { Circle().trim(from: 0, to: $0).stroke() }
        + ExtremeValueCase.doubles("stroke(lineWidth:)") { Circle().stroke(lineWidth: $0) }
        + ExtremeValueCase.doubles("strokeBorder(lineWidth:)") { Circle().strokeBorder(lineWidth: $0) }
        + ExtremeValueCase.doubles("StrokeStyle(lineWidth:miterLimit:dash:dashPhase:)") { value in
            Rectangle().stroke(style: StrokeStyle(lineWidth: 2, miterLimit: value, dash: [value, 2], dashPhase: value))
        }
        + ExtremeValueCase.doubles("Path.addArc(center:radius:startAngle:endAngle:clockwise:)") { value in
            Path { path in
                path.addArc(center: CGPoint(x: 5, y: 5), radius: value, startAngle: .degrees(0), endAngle: .degrees(value), clockwise: false)
            }.stroke()
        }
        + ExtremeValueCase.doubles("Color(white:opacity:)") { Color(white: $0, opacity: $0) }
        + ExtremeValueCase.doubles("Color(red:green:blue:opacity:)") { Color(red: $0, green: $0, blue: $0, opacity: $0) }
        + ExtremeValueCase.doubles("Color(hue:saturation:brightness:opacity:)") { Color(hue: $0, saturation: $0, brightness: $0, opacity: $0) }
        + ExtremeValueCase.doubles("Color.opacity(_:)") { Color.red.opacity($0) }
        + ExtremeValueCase.doubles("LinearGradient stops location") { location in
            LinearGradient(stops: [.init(color: .red, location: location), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom)
        }

    nonisolated static let textCases: [ExtremeValueCase] =
        ExtremeValueCase.doubles("Font.system(size:)") { Text("sized").font(.system(size: $0)) }
        + ExtremeValueCase.integers("lineLimit(_:)") { Text("a long line that wraps").frame(width: 30).lineLimit($0) }
        + ExtremeValueCase.integers("lineLimit(_:reservesSpace:)") { Text("a line").lineLimit($0, reservesSpace: true) }
        + [ExtremeValueCase(api: "lineLimit(_: ClosedRange<Int>)", value: "Int.min...Int.max") {
            AnyView(Text("a line").lineLimit(Int.min...Int.max))
        }]
        + ExtremeValueCase.integers("lineLimit(_: PartialRangeFrom<Int>)") { Text("a line").lineLimit($0...) }
        + ExtremeValueCase.integers("lineLimit(_: PartialRangeThrough<Int>)") { Text("a line").lineLimit(...$0) }
        + ExtremeValueCase.doubles("lineSpacing(_:)") { Text("two\nlines").lineSpacing($0) }
        + ExtremeValueCase.doubles("kerning(_:)") { Text("kerned").kerning($0) }
        + ExtremeValueCase.doubles("tracking(_:)") { Text("tracked").tracking($0) }
        + ExtremeValueCase.doubles("baselineOffset(_:)") { Text("raised").baselineOffset($0) }
        + ExtremeValueCase.doubles("minimumScaleFactor(_:)") { Text("a long line").frame(width: 20).lineLimit(1).minimumScaleFactor($0) }
        + ExtremeValueCase.doubles("Text(_:format: .number)") { Text($0, format: .number) }
        + ExtremeValueCase.doubles("Text(\"\\(_:specifier:)\")") { Text("\($0, specifier: "%.2f")") }
        + ExtremeValueCase.integers("Text(_:format: .number) of Int") { Text($0, format: .number) }
        + ExtremeValueCase.doubles("Text(_:style: .timer)") { Text(Date(timeIntervalSinceReferenceDate: $0), style: .timer) }
        + ExtremeValueCase.doubles("Text(_:style: .relative)") { Text(Date(timeIntervalSinceReferenceDate: $0), style: .relative) }
        + ExtremeValueCase.integers("badge(_:)") { count in TabView { Text("tab").tabItem { Text("T") }.badge(count) } }
        + ExtremeValueCase.doubles("ProgressView(value:total:)") { ProgressView(value: $0, total: 1) }
        + ExtremeValueCase.doubles("ProgressView(value:total:) total") { ProgressView(value: 0.5, total: $0) }
        + ExtremeValueCase.doubles("Slider(value:in:)") { value in Slider(value: .constant(value), in: 0...1) }
        + ExtremeValueCase.doubles("Gauge(value:in:)") { value in Gauge(value: value, in: 0...1) { Text("g") } }
        + ExtremeValueCase.integers("onTapGesture(count:perform:)") { count in Text("tap").onTapGesture(count: count) {} }

    /// Navigation, presentation, scrolling to a place, an image's cap insets, and a custom
    /// `Layout` that answers and places with the value.
    nonisolated static let navigationCases: [ExtremeValueCase] =
        ExtremeValueCase.integers("NavigationStack(path:) of an Int") { value in
            NavigationStack(path: .constant([value])) {
                Text("root").navigationDestination(for: Int.self) { Text("pushed \($0)") }
            }
        }
        + ExtremeValueCase.doubles("presentationDetents([.height(_:)])") { height in
            Text("under").sheet(isPresented: .constant(true)) { Text("sheet").presentationDetents([.height(height)]) }
        }
        + ExtremeValueCase.doubles("presentationDetents([.fraction(_:)])") { fraction in
            Text("under").sheet(isPresented: .constant(true)) { Text("sheet").presentationDetents([.fraction(fraction), .large]) }
        }
        + ExtremeValueCase.doubles("presentationCornerRadius(_:)") { radius in
            Text("under").sheet(isPresented: .constant(true)) { Text("sheet").presentationCornerRadius(radius) }
        }
        + ExtremeValueCase.integers("ScrollViewProxy.scrollTo(_:) of an id") { id in
            ScrollViewReader { proxy in
                ScrollView { VStack { ForEach(0..<30) { Text("row \($0)").id($0) } } }
                    .onAppear { proxy.scrollTo(id, anchor: .top) }
            }
        }
        + ExtremeValueCase.doubles("ScrollViewProxy.scrollTo(_:anchor:) of a UnitPoint") { value in
            ScrollViewReader { proxy in
                ScrollView { VStack { ForEach(0..<30) { Text("row \($0)").id($0) } } }
                    .onAppear { proxy.scrollTo(20, anchor: UnitPoint(x: value, y: value)) }
            }
        }
        + ExtremeValueCase.doubles("safeAreaInset(edge:spacing:)") { spacing in
            ScrollView { Text("content") }.safeAreaInset(edge: .bottom, spacing: spacing) { Text("inset") }
        }
        + ExtremeValueCase.integers("containerRelativeFrame(_:count:span:spacing:) count") { count in
            ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: count, span: 1, spacing: 8) }
        }
        + ExtremeValueCase.integers("containerRelativeFrame(_:count:span:spacing:) span") { span in
            ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: 3, span: span, spacing: 8) }
        }
        + ExtremeValueCase.doubles("containerRelativeFrame(_:count:span:spacing:) spacing") { spacing in
            ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: spacing) }
        }
        + ExtremeValueCase.doubles("Image.resizable(capInsets:resizingMode:)") { inset in
            Image(systemName: "star").resizable(capInsets: EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset))
                .frame(width: 40, height: 20)
        }
        + ExtremeValueCase.doubles("Image.resizable(capInsets:resizingMode: .tile)") { inset in
            Image(systemName: "star").resizable(capInsets: EdgeInsets(top: inset, leading: 0, bottom: 0, trailing: inset), resizingMode: .tile)
                .frame(width: 40, height: 20)
        }
        + ExtremeValueCase.doubles("Layout.sizeThatFits(_:subviews:cache:) and LayoutSubview.place(at:proposal:)") { value in
            ExtremeLayout(value: value) { Text("a"); Color.red }
        }
        + ExtremeValueCase.doubles("LayoutSubview.sizeThatFits(_:) of a proposal") { value in
            ExtremeLayout(value: 10, proposal: value) { Text("a"); Color.red }
        }

    @Test(arguments: layoutCases) func aLayoutAPIPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test(arguments: effectCases) func aDrawingAPIPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test(arguments: navigationCases) func aNavigationScrollingOrLayoutAPIPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }

    @Test(arguments: textCases) func aTextOrControlAPIPlaysAnExtremeValueWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == 11)
    }
}

/// A custom layout that answers `value` for its size and places and proposes with it, as a
/// user's `Layout` may (iOS lays out what it is given).
nonisolated private struct ExtremeLayout: Layout {
    var value: Double
    var proposal: Double = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for subview in subviews {
            _ = subview.sizeThatFits(ProposedViewSize(width: self.proposal, height: self.proposal))
        }
        return CGSize(width: value, height: value)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: value, y: value), proposal: ProposedViewSize(width: self.proposal, height: value))
        }
    }
}
