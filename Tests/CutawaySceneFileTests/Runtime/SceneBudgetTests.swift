import Cutaway
import Foundation
import Testing
@testable import CutawaySceneFile

/// Every limit of the scene budget: a scene exactly at it plays, a scene past it fails at the
/// place that would pass it, naming the limit, and having built or evaluated almost nothing.
///
/// The two worst cases from the issue are the files in `Fixtures/`: `nested-for-each.json` (a
/// `ForEach` over 1,000 items inside one over 1,000, which took 3 GiB and 19 s to validate) and
/// `doubling-string.json` (forty events that each set `$s + $s`, killed for memory).
@Suite("Scene budget") struct SceneBudgetTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    let budget = SceneBudget.default

    /// A scene file with `body`, `state` and `script`, lasting `duration` seconds at 1 fps.
    func scene(body: String, state: String = "{}", script: String = "[]", duration: Double = 0) -> String {
        """
        { "format": "cutaway-scene/1", "name": "budget", "canvas": { "width": 200, "height": 200, "scale": 1 },
          "fps": 1, "duration": \(duration), "state": \(state), "body": \(body), "script": \(script) }
        """
    }

    /// Plays every frame of `document` and gives the runtime (what was built) and the first error.
    func play(_ document: SceneDocument) -> (runtime: SceneFileRuntime, error: (any Error)?) {
        let runtime = SceneFileRuntime(document: document)
        let scene = document.makeScene(file: "budget.json", runtime: runtime)
        let player = Player(scene: scene, textEngine: ArithmeticEngine())
        do {
            for index in 0..<scene.frameCount {
                _ = try player.frame(at: index)
            }
            return (runtime, nil)
        } catch {
            return (runtime, error)
        }
    }

    func play(_ text: String, budget: SceneBudget = .default) throws -> (runtime: SceneFileRuntime, error: (any Error)?) {
        play(try SceneDocument.decode(text, file: "budget.json", budget: budget))
    }

    /// A state array of `count` zeros, as JSON.
    func zeros(_ count: Int) -> String {
        "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]"
    }

    // MARK: The limits themselves

    @Test func defaultsAreTheDocumentedOnes() {
        // The numbers in SceneBudget's documentation and in docs/scene-format.md, "Limits".
        #expect(budget.maximumViewsPerPass == 10_000)
        #expect(budget.maximumTextLengthPerPass == 262_144)
        #expect(budget.maximumTextLengthPerView == 8_192)
        #expect(budget.maximumStringLength == 65_536)
        #expect(budget.maximumScriptEvents == 1_000)
        #expect(budget.maximumEvaluationStepsPerFrame == 1_000_000)
        #expect(budget.maximumWorkPerScene == 16_777_216)
        #expect(budget.jsonLimits.maximumStringLength == 65_536)
        #expect(budget.jsonLimits.maximumBytes == JSONLimits.default.maximumBytes)
    }

    @Test func everyLimitSaysWhatItAllows() {
        #expect(budget.statement(of: .viewsPerPass) == "a scene may make at most 10,000 views per frame")
        #expect(budget.statement(of: .textLengthPerPass) == "a scene may show at most 262,144 bytes of text per frame")
        #expect(budget.statement(of: .textLengthPerView) == "a view may show at most 8,192 bytes of text")
        #expect(budget.statement(of: .stringLength) == "a scene's strings may be at most 65,536 bytes long")
        #expect(budget.statement(of: .scriptEvents) == "a script may have at most 1,000 events")
        #expect(budget.statement(of: .evaluationStepsPerFrame) == "a scene's expressions may take at most 1,000,000 steps per frame")
        #expect(budget.statement(of: .workPerScene) == "a scene may take at most 16,777,216 units of work in all")
    }

    // MARK: Views per pass

    @Test func nestedForEachFailsAtTheFirstInnerOneWithTheProduct() throws {
        let file = Self.fixtures.appendingPathComponent("nested-for-each.json")
        let (runtime, error) = play(try SceneDocument.load(contentsOf: file, displayName: "nested-for-each.json"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .viewsPerPass)
        // The inner ForEach's view object, line 8, column 7 of the fixture.
        #expect(failure.location == SourceLocation(line: 8, column: 7))
        #expect(failure.path == "body.VStack.content[0].ForEach.content")
        #expect(failure.message == "at t = 0.0 s: ForEach over 1,000 items, repeated for the 1,000 elements of the ForEach views "
            + "around it, would make 1,000,000 views; a scene may make at most 10,000 views per frame")
        // Built before the check: the VStack, the outer ForEach and the first inner ForEach.
        #expect(runtime.viewsBuilt == 3)
    }

    @Test func viewsExactlyAtTheLimitPlay() throws {
        // The VStack, the ForEach, and 9,998 texts: 10,000 views.
        let body = """
            { "VStack": { "content": [ { "ForEach": { "items": "$items", "content": { "Text": "x" } } } ] } }
            """
        let (runtime, error) = try play(scene(body: body, state: "{ \"items\": \(zeros(9_998)) }"))
        #expect(error == nil)
        #expect(runtime.viewsInPass == 10_000)

        let (over, overError) = try play(scene(body: body, state: "{ \"items\": \(zeros(9_999)) }"))
        let failure = try #require(overError as? SceneFileError)
        #expect(failure.exceededLimit == .viewsPerPass)
        #expect(failure.message.contains("ForEach over 9,999 items would make 9,999 views on top of the 2 made already"))
        #expect(over.viewsBuilt == 2)
    }

    @Test func nestedForEachExactlyAtTheLimitPlays() throws {
        // 2 rows of 4,998: the VStack, the outer ForEach, then per row its ForEach and 4,998
        // texts: 2 + 2 × 4,999 = 10,000 views.
        let body = """
            { "VStack": { "content": [ { "ForEach": { "items": "$rows", "content":
              { "ForEach": { "items": "$columns", "content": { "Text": "x" } } } } } ] } }
            """
        let (runtime, error) = try play(scene(body: body, state: "{ \"rows\": \(zeros(2)), \"columns\": \(zeros(4_998)) }"))
        #expect(error == nil)
        #expect(runtime.viewsInPass == 10_000)
    }

    @Test func eachForEachCountsTheViewsMadeSoFar() throws {
        // 99 rows of 100: the estimate at the first inner ForEach is 3 + 99 × 100 = 9,903, but
        // each row's ForEach is a view too: 2 + 99 × 101 = 10,001 views. The last row's
        // ForEach finds 9,901 made and 100 to come.
        let body = """
            { "VStack": { "content": [ { "ForEach": { "items": "$rows", "content":
              { "ForEach": { "items": "$columns", "content": { "Text": "x" } } } } } ] } }
            """
        let (runtime, error) = try play(scene(body: body, state: "{ \"rows\": \(zeros(99)), \"columns\": \(zeros(100)) }"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .viewsPerPass)
        #expect(failure.message.contains("ForEach over 100 items would make 100 views on top of the 9,901 made already"))
        #expect(runtime.viewsBuilt == 9_901)
    }

    @Test func theExactCountCatchesWhatTheEstimateCannotSee() throws {
        // An If counts its smaller branch, none here: each item is estimated at 1 view (the If),
        // but makes 4 (the If, an HStack, two texts), so the ForEach's check passes at
        // 1 + 5,000 and the count of views built stops the pass.
        let body = """
            { "ForEach": { "items": "$items", "content": { "If": { "condition": "true", "then":
              { "HStack": { "content": [ { "Text": "a" }, { "Text": "b" } ] } } } } } }
            """
        let (runtime, error) = try play(scene(body: body, state: "{ \"items\": \(zeros(5_000)) }"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .viewsPerPass)
        #expect(failure.message.contains("the frame has 10,000 views already, and this would be one more"))
        #expect(runtime.viewsBuilt == 10_000)
    }

    @Test func theEstimateCountsTheInstancesStillToComeLikeThisOne() throws {
        // A long first row and empty later ones: 2 + 3 + 6,000 views, but the first inner
        // ForEach counts its 6,000 for each of the 3 rows still to build (SceneBudget, "Design
        // boundaries").
        let body = """
            { "VStack": { "content": [ { "ForEach": { "items": "$rows", "content":
              { "ForEach": { "items": "value", "content": { "Text": "x" } } } } } ] } }
            """
        let rows = "[\(zeros(6_000)), [], []]"
        let (_, error) = try play(scene(body: body, state: "{ \"rows\": \(rows) }"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.message.contains("ForEach over 6,000 items, repeated for the 3 elements of the ForEach views around it, would make 18,000 views"))
    }

    @Test func forEachContentCountsEveryViewItAlwaysMakes() throws {
        // Each item makes an HStack with two texts, its background modifier (a modifier counts
        // as a view) and the background's view: 5 views.
        let body = """
            { "ForEach": { "items": "$items", "content": { "HStack": { "content": [ { "Text": "a" }, { "Text": "b" } ] },
              "modifiers": [ { "background": { "Color": "red" } } ] } } }
            """
        let (_, error) = try play(scene(body: body, state: "{ \"items\": \(zeros(2_000)) }"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.message.contains("ForEach over 2,000 items of 5 views each would make 10,000 views on top of the 1 made already"))
        let (fits, fitsError) = try play(scene(body: body, state: "{ \"items\": \(zeros(1_999)) }"))
        #expect(fitsError == nil)
        #expect(fits.viewsInPass == 1 + 1_999 * 5)
    }

    @Test func modifiersCountAsViewsInThePass() throws {
        // A ZStack of 156 texts of 63 paddings: 1 + 156 × 64 = 9,985 views; a last text of 14
        // paddings makes 10,000, the limit; of 15, one more.
        func text(paddings: Int) -> String {
            "{ \"Text\": \"a\", \"modifiers\": [ " + Array(repeating: "\"padding\"", count: paddings).joined(separator: ", ") + " ] }"
        }
        let texts = Array(repeating: text(paddings: 63), count: 156).joined(separator: ", ")
        let (fits, fitsError) = try play(scene(body: "{ \"ZStack\": { \"content\": [ \(texts), \(text(paddings: 14)) ] } }"))
        #expect(fitsError == nil)
        #expect(fits.viewsInPass == 10_000)
        let (_, error) = try play(scene(body: "{ \"ZStack\": { \"content\": [ \(texts), \(text(paddings: 15)) ] } }"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .viewsPerPass)
        #expect(failure.path == "body.ZStack.content[156]")
        #expect(failure.message == "at t = 0.0 s: the frame has 9,985 views already (a modifier counts as one), and this one with its "
            + "15 modifiers would make 10,001; a scene may make at most 10,000 views per frame")
    }

    // MARK: Text per pass

    @Test func textExactlyAtTheLimitPlays() throws {
        // 32 texts of 8,192 bytes (each at the per-view limit): 262,144 bytes, the limit.
        let body = """
            { "ForEach": { "items": "$items", "content": { "Text": "$s" } } }
            """
        let long = String(repeating: "x", count: 8_192)
        let (_, error) = try play(scene(body: body, state: "{ \"items\": \(zeros(32)), \"s\": \"\(long)\" }"))
        #expect(error == nil)
        let (_, overError) = try play(scene(body: body, state: "{ \"items\": \(zeros(40)), \"s\": \"\(long)\" }"))
        let failure = try #require(overError as? SceneFileError)
        #expect(failure.exceededLimit == .textLengthPerPass)
        #expect(failure.path == "body.ForEach.content")
        #expect(failure.message.contains("the text of one frame would reach 270,336 bytes; a scene may show at most 262,144 bytes of text per frame"))
    }

    @Test func oneTextPastThePerViewLimitIsRefused() throws {
        // 8,192 bytes play; 8,193 do not (SceneBudget's default maximumTextLengthPerView).
        let body = "{ \"Text\": \"$s\" }"
        let (_, error) = try play(scene(body: body, state: "{ \"s\": \"\(String(repeating: "w", count: 8_192))\" }"))
        #expect(error == nil)
        let (_, overError) = try play(scene(body: body, state: "{ \"s\": \"\(String(repeating: "w", count: 8_193))\" }"))
        let failure = try #require(overError as? SceneFileError)
        #expect(failure.exceededLimit == .textLengthPerView)
        #expect(failure.message.contains("the text would be 8,193 bytes long; a view may show at most 8,192 bytes of text"))
    }

    // MARK: String length

    @Test func stringDoublingThroughTheScriptStopsBeforeTheJoin() throws {
        let file = Self.fixtures.appendingPathComponent("doubling-string.json")
        let (runtime, error) = play(try SceneDocument.load(contentsOf: file, displayName: "doubling-string.json"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .stringLength)
        // The 17th event's value, line 24, column 30: sixteen doublings make 2¹⁶ = 65,536
        // bytes, the limit; the seventeenth would make 131,072.
        #expect(failure.location == SourceLocation(line: 24, column: 30))
        #expect(failure.path == "script[16].set.s")
        #expect(failure.message == "at t = 0.0 s: '+' would make a string of 131,072 bytes; "
            + "a scene's strings may be at most 65,536 bytes long (at offset 3 of \"$s + $s\")")
        #expect(runtime.state["s"] == .string(String(repeating: "x", count: 65_536)))
    }

    @Test func stringDoublingInAViewsExpressionFailsAtTheView() throws {
        let state = "{ \"s\": \"\(String(repeating: "x", count: 40_000))\" }"
        let (_, error) = try play(scene(body: "{ \"Text\": \"$s + $s\" }", state: state))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .stringLength)
        #expect(failure.path == "body")
        #expect(failure.location?.line == 2)
        #expect(failure.message.contains("'+' would make a string of 80,000 bytes"))
    }

    @Test func stringDoublingInInterpolationFailsAtTheView() throws {
        let state = "{ \"s\": \"\(String(repeating: "x", count: 40_000))\" }"
        let (_, error) = try play(scene(body: "{ \"Text\": \"{$s}{$s}\" }", state: state))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .stringLength)
        #expect(failure.message.contains("the interpolation would make a string of 80,000 bytes"))
    }

    @Test func stringsExactlyAtTheLimitPlay() throws {
        // 2 × 32,768 = 65,536 bytes, made by the script and kept in state (a view may show at
        // most 8 KiB of it, so the text shows a short string).
        let state = "{ \"s\": \"\(String(repeating: "x", count: 32_768))\", \"t\": \"\" }"
        let script = "[{ \"at\": 0, \"set\": { \"t\": \"$s + $s\" } }]"
        let (runtime, error) = try play(scene(body: "{ \"Text\": \"done\" }", state: state, script: script))
        #expect(error == nil)
        #expect(runtime.state["t"] == .string(String(repeating: "x", count: 65_536)))
    }

    @Test func stringsInTheFileAreHeldToTheSameLimit() {
        let state = "{ \"s\": \"\(String(repeating: "x", count: 65_537))\" }"
        #expect(throws: SceneFileError(
            file: "budget.json", location: SourceLocation(line: 2, column: 46), path: "", message: "string longer than 64 KiB")
        ) {
            try SceneDocument.decode(scene(body: "{ \"Text\": \"$s\" }", state: state), file: "budget.json")
        }
    }

    // MARK: Script events

    @Test func scriptEventsAreCountedWhenTheFileIsRead() throws {
        let event = "{ \"at\": 0, \"toggle\": \"on\" }"
        let atLimit = "[" + Array(repeating: event, count: 1_000).joined(separator: ", ") + "]"
        _ = try SceneDocument.decode(scene(body: "{ \"Text\": \"x\" }", state: "{ \"on\": false }", script: atLimit))
        let overLimit = "[" + Array(repeating: event, count: 1_001).joined(separator: ", ") + "]"
        let error = #expect(throws: SceneFileError.self) {
            try SceneDocument.decode(scene(body: "{ \"Text\": \"x\" }", state: "{ \"on\": false }", script: overLimit))
        }
        #expect(error?.exceededLimit == .scriptEvents)
        #expect(error?.path == "script[1000]")
        #expect(error?.message == "the script has 1,001 events; a script may have at most 1,000 events")
    }

    // MARK: Expression steps per frame

    @Test func stepsAreCountedPerNodeAndPerFrame() throws {
        // "$items" is 1 step, each "{1 + 2}" 3 (the '+' and its two literals): 1 + 3 × 10 = 31.
        let body = """
            { "ForEach": { "items": "$items", "content": { "Text": "{1 + 2}" } } }
            """
        let tight = SceneBudget(maximumEvaluationStepsPerFrame: 31)
        let (runtime, error) = try play(scene(body: body, state: "{ \"items\": \(zeros(10)) }"), budget: tight)
        #expect(error == nil)
        #expect(runtime.allowance.stepsTaken == 31)
        let (_, overError) = try play(scene(body: body, state: "{ \"items\": \(zeros(11)) }"), budget: tight)
        let failure = try #require(overError as? SceneFileError)
        #expect(failure.exceededLimit == .evaluationStepsPerFrame)
        #expect(failure.message.contains("the expressions of this frame ran out of steps; a scene's expressions may take at most 31 steps per frame"))
    }

    @Test func everyFrameHasItsOwnSteps() throws {
        // Two frames built alike (an event in each): as many steps as the first one takes are
        // enough for both only if the second starts afresh.
        let text = scene(
            body: "{ \"ForEach\": { \"items\": \"$items\", \"content\": { \"Text\": \"{1 + 2}\" } } }",
            state: "{ \"items\": \(zeros(10)) }",
            script: "[ { \"at\": 0, \"set\": { \"items\": \(zeros(10)) } }, { \"at\": 1, \"set\": { \"items\": \(zeros(10)) } } ]",
            duration: 1)
        let document = try SceneDocument.decode(text)
        let runtime = SceneFileRuntime(document: document)
        _ = try Player(scene: document.makeScene(file: "", runtime: runtime), textEngine: ArithmeticEngine()).frame(at: 0)
        let stepsOfOneFrame = runtime.allowance.stepsTaken
        #expect(stepsOfOneFrame >= 31)
        let (_, error) = try play(text, budget: SceneBudget(maximumEvaluationStepsPerFrame: stepsOfOneFrame))
        #expect(error == nil)
    }

    @Test func comparingLargeArraysCostsTheirElements() throws {
        // Each "$big == $big" reads 100,000 elements: ten views take the frame's 1,000,000 steps.
        let body = """
            { "ForEach": { "items": "$items", "content": { "Text": "{$big == $big}" } } }
            """
        let (runtime, error) = try play(scene(body: body, state: "{ \"items\": \(zeros(20)), \"big\": \(zeros(100_000)) }"))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .evaluationStepsPerFrame)
        #expect(runtime.viewsBuilt < 12)
    }

    // MARK: Text shaped

    /// Ten texts that show a counter, and `events` script events, one a second, that each add
    /// one to it: every event's frame shows ten texts no frame showed before.
    func counting(events: Int) -> String {
        let script = (1...events).map { "{ \"at\": \($0), \"increment\": \"n\" }" }.joined(separator: ", ")
        return scene(
            body: "{ \"VStack\": { \"content\": [ { \"ForEach\": { \"items\": \"$items\", \"content\": { \"Text\": \"text {value} of frame {$n}, shaped afresh\" } } } ] } }",
            state: "{ \"n\": 0, \"items\": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }", script: "[\(script)]", duration: Double(events))
    }

    @Test func textShapedAfreshIsCountedOverTheWholeScene() throws {
        let (one, oneError) = try play(counting(events: 1))
        #expect(oneError == nil)
        // Two frames of ten texts of 33 bytes: at least 660 bytes, each frame's counted.
        #expect(one.textShaped >= 660)
        let (six, sixError) = try play(counting(events: 6))
        #expect(sixError == nil)
        #expect(six.textShaped == one.textShaped * 7 / 2)
        // The same on every play: the count depends on what the frames measure, not on order.
        let (again, _) = try play(counting(events: 6))
        #expect(again.textShaped == six.textShaped)
    }

    @Test func sceneThatShapesPastTheWorkBudgetStopsAtTheViewAndTime() throws {
        // Play the six events' scene frame by frame, to know the work of its last frame.
        let document = try SceneDocument.decode(counting(events: 6), file: "budget.json")
        let runtime = SceneFileRuntime(document: document)
        let player = Player(scene: document.makeScene(file: "budget.json", runtime: runtime), textEngine: ArithmeticEngine())
        for index in 0..<6 { _ = try player.frame(at: index) }
        let updatesBefore = runtime.nodeUpdatesCounted
        _ = try player.frame(at: 6)
        let total = runtime.work
        // The last frame's updates and expression steps are counted once it is built, after
        // it shaped its last text.
        let lastUpdates = runtime.nodeUpdatesCounted - updatesBefore
        let lastSteps = runtime.allowance.stepsTaken
        #expect(lastUpdates > 0)
        #expect(lastSteps > 0)
        // The canvas is 200 × 200 px at scale 1: 40,000 pixels, 156 units, in a frame that draws.
        let pixels = 40_000
        let shaped = total - lastUpdates * SceneBudget.nodeUpdateCost - pixels / SceneBudget.pixelsPerUnit
            - lastSteps / SceneBudget.evaluationStepsPerUnit

        // Exactly the work the scene takes plays.
        let (_, atLimitError) = try play(counting(events: 6), budget: SceneBudget(maximumWorkPerScene: total))
        #expect(atLimitError == nil)
        // A unit less stops it when its last frame is counted, naming the body.
        let (_, drawingError) = try play(counting(events: 6), budget: SceneBudget(maximumWorkPerScene: total - 1))
        let drawing = try #require(drawingError as? SceneFileError)
        #expect(drawing.exceededLimit == .workPerScene)
        #expect(drawing.path == "body")
        #expect(drawing.message == "at t = 6.0 s: the frame's \(lastUpdates.groupedText) view updates, 40,000 pixels and "
            + "\(lastSteps.groupedText) expression steps would bring the work since the scene began to \(total.groupedText) units; "
            + "a scene may take at most \((total - 1).groupedText) units of work in all")
        // Less than its last text's shaping stops it there, naming the view that shows it.
        let (over, overError) = try play(counting(events: 6), budget: SceneBudget(maximumWorkPerScene: shaped - 1))
        let failure = try #require(overError as? SceneFileError)
        #expect(failure.exceededLimit == .workPerScene)
        #expect(failure.path == "body.VStack.content[0].ForEach.content")
        #expect(failure.location?.line == 2)
        #expect(failure.message.hasPrefix("at t = 6.0 s: shaping 'text "))
        #expect(failure.message.hasSuffix(
            "would bring the work since the scene began to \(shaped.groupedText) units; "
                + "a scene may take at most \((shaped - 1).groupedText) units of work in all"))
        #expect(over.work < shaped)
    }

    // MARK: Work per scene

    @Test func workCountsViewsTextAndNodeUpdatesAtTheirWeights() throws {
        let (runtime, error) = try play(scene(body: "{ \"VStack\": { \"content\": [ { \"Text\": \"one\" }, { \"Text\": \"two\" } ] } }"))
        #expect(error == nil)
        // The stack and its two texts, each built once; short texts count the minimum.
        #expect(runtime.viewsBuilt == 3)
        #expect(runtime.textShaped >= 2 * SceneBudget.minimumShapingCost)
        // One frame: one layout and one drawing of the same nodes.
        #expect(runtime.nodeUpdatesCounted > 0)
        #expect(runtime.nodeUpdatesCounted % 2 == 0)
        // Literal texts take a step or two each: fewer than a unit.
        #expect(runtime.allowance.stepsTaken < SceneBudget.evaluationStepsPerUnit)
        // The one frame draws the 200 × 200 px canvas: 40,000 / 256 = 156 units.
        #expect(runtime.work == 3 * SceneBudget.viewBuildCost + runtime.textShaped
            + runtime.nodeUpdatesCounted * SceneBudget.nodeUpdateCost + 156)
    }

    @Test func framesAtRestCostNothingAndAnimatedFramesCostTheirNodes() throws {
        let body = """
            { "VStack": { "content": [
              { "If": { "condition": "$on", "then": { "Rectangle": {}, "modifiers": [ { "frame": { "width": 20, "height": 20 } } ] } } },
              { "Rectangle": {}, "modifiers": [ { "frame": { "width": 20, "height": 20 } } ] } ] } }
            """
        let (one, _) = try play(scene(body: body, state: "{ \"on\": false }"))
        let (resting, restingError) = try play(scene(body: body, state: "{ \"on\": false }", duration: 29))
        #expect(restingError == nil)
        // Thirty frames of a scene at rest take the work of its first.
        #expect(resting.work == one.work)
        // A change at 1 s animated over 10 s: every frame it moves in lays out and draws again.
        let script = "[ { \"at\": 1, \"set\": { \"on\": true }, \"animation\": { \"linear\": { \"duration\": 10 } } } ]"
        let (snapping, _) = try play(scene(body: body, state: "{ \"on\": false }", script: "[ { \"at\": 1, \"set\": { \"on\": true } } ]", duration: 29))
        let (animating, animatingError) = try play(scene(body: body, state: "{ \"on\": false }", script: script, duration: 29))
        #expect(animatingError == nil)
        #expect(snapping.nodeUpdatesCounted > one.nodeUpdatesCounted)
        // Frames 2…10 move (frame 1 starts the change, frame 11 ends it), each drawing at least
        // the three nodes of the stack and its rectangles.
        #expect(animating.nodeUpdatesCounted >= snapping.nodeUpdatesCounted + 9 * 3)
        // And each of those frames draws the canvas again: 156 units each, at least.
        #expect(animating.work >= snapping.work + 9 * 156)
    }

    @Test func expressionStepsCountOverTheWholePlay() throws {
        // Each of 20 events rebuilds a text comparing "é" written two ways (canonically equal,
        // 64,002 and 64,000 bytes): the shorter's bytes at 4 a step, 16,000 steps a pass, 500
        // units; the play counts at least the first frame's pass and the 20 events'.
        let decomposed = String(repeating: "e\u{0301}", count: 21_334)
        let composed = String(repeating: "é", count: 32_000)
        let script = (1...20).map { "{ \"at\": \($0), \"increment\": \"n\" }" }.joined(separator: ", ")
        let (runtime, error) = try play(scene(
            body: "{ \"Text\": \"{$n} {$a == $b}\" }",
            state: "{ \"n\": 0, \"a\": \"\(decomposed)\", \"b\": \"\(composed)\" }", script: "[\(script)]", duration: 20))
        #expect(error == nil)
        #expect(ExpressionAllowance.steps(comparing: decomposed, composed) == 64_000 / 4)
        #expect(runtime.work >= 21 * 64_000 / 4 / SceneBudget.evaluationStepsPerUnit)
        // A budget below the steps of the events stops the play at the body.
        let (_, stopped) = try play(scene(
            body: "{ \"Text\": \"{$n} {$a == $b}\" }",
            state: "{ \"n\": 0, \"a\": \"\(decomposed)\", \"b\": \"\(composed)\" }", script: "[\(script)]", duration: 20),
            budget: SceneBudget(maximumWorkPerScene: 5_000))
        let failure = try #require(stopped as? SceneFileError)
        #expect(failure.exceededLimit == .workPerScene)
        #expect(failure.message.contains(" pixels and "))
        #expect(failure.message.contains(" expression steps would bring the work since the scene began to "))
    }

    @Test func aLongWordWrappedNarrowStopsBeforePangoIsAsked() throws {
        // 4,000 characters at 1 pt: a character a line, 4,000 × 4,000 / 2 units of wrapping.
        let word = String(repeating: "x", count: 4_000)
        let body = "{ \"Text\": \"\(word)\", \"modifiers\": [ { \"frame\": { \"width\": 1 } }, { \"fixedSize\": { \"horizontal\": false, \"vertical\": true } } ] }"
        let (played, playedError) = try play(scene(body: body))
        #expect(playedError == nil)
        #expect(played.work >= 8_000_000)
        let (stopped, error) = try play(scene(body: body), budget: SceneBudget(maximumWorkPerScene: 3_000_000))
        let failure = try #require(error as? SceneFileError)
        #expect(failure.exceededLimit == .workPerScene)
        #expect(failure.message.hasPrefix("at t = 0.0 s: shaping 'xxxxxxxxxxxxxxxxxxxxxxxx…' would bring the work"))
        #expect(stopped.textShaped == 0)
    }

    @Test func framesThatShowWhatWasShapedCountNothingMore() throws {
        // Six events that change a state no text shows: each lays the texts out again, but
        // the texts were measured in the last frame that measured, so nothing more is counted.
        let script = (1...6).map { "{ \"at\": \($0), \"increment\": \"unseen\" }" }.joined(separator: ", ")
        let text = scene(
            body: "{ \"ForEach\": { \"items\": \"$items\", \"content\": { \"Text\": \"text {value}\" } } }",
            state: "{ \"unseen\": 0, \"items\": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }", script: "[\(script)]", duration: 6)
        let (still, _) = try play(scene(
            body: "{ \"ForEach\": { \"items\": \"$items\", \"content\": { \"Text\": \"text {value}\" } } }",
            state: "{ \"items\": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }"))
        let (changing, error) = try play(text)
        #expect(error == nil)
        #expect(still.textShaped > 0)
        #expect(changing.textShaped == still.textShaped)
    }

    @Test func everyMeasurementCountsAtLeastTheMinimum() throws {
        // One text of one byte: counted as 16 for each request it makes.
        let (runtime, error) = try play(scene(body: "{ \"Text\": \"x\" }"))
        #expect(error == nil)
        #expect(runtime.textShaped > 0)
        #expect(runtime.textShaped % SceneBudget.minimumShapingCost == 0)
    }

    @Test func theExamplesTakeFarLessThanTheBudget() throws {
        let examples = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 6)
        for file in files {
            let (runtime, error) = play(try SceneDocument.load(contentsOf: examples.appendingPathComponent(file), displayName: file))
            #expect(error == nil, "\(file)")
            #expect(runtime.textShaped > 0, "\(file)")
            // SceneBudget.maximumWorkPerScene: "over 30 times what the busiest example takes".
            #expect(runtime.work < budget.maximumWorkPerScene / 30, "\(file): \(runtime.work)")
        }
    }
}
