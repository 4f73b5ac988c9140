import Testing
@testable import CutawaySceneFile

/// A playing scene file, driven by hand: its state and the actions that change it, the views
/// and text a pass may hold, and the first error, kept with its time and place.
struct SceneFileRuntimeTests {
    /// A scene with `on`, `n` and `label`, and a script whose events' actions the tests perform.
    func runtime(budget: SceneBudget = .default) throws -> SceneFileRuntime {
        let text = """
            { "format": "cutaway-scene/1", "name": "running", "fps": 10, "duration": 1,
              "canvas": { "width": 100, "height": 100, "scale": 1 },
              "state": { "on": true, "n": 2, "label": "a" },
              "body": { "Text": "{$label}" },
              "script": [ { "at": 0, "toggle": "on" }, { "at": 0, "increment": "n", "by": 1, "modulo": 3 },
                          { "at": 0, "set": { "label": "$label + 'b'" } }, { "at": 0, "toggle": "n" } ] }
            """
        return SceneFileRuntime(document: try SceneDocument.decode(text, budget: budget))
    }

    func action(_ runtime: SceneFileRuntime, _ index: Int) throws -> ActionSpec {
        guard case .change(let action) = runtime.document.script[index].action else {
            throw Failure()
        }
        return action
    }

    struct Failure: Error {}

    let place = SourcePlace(path: "body", location: SourceLocation(line: 4, column: 11))

    @Test func theStateStartsAsTheFileDeclaresIt() throws {
        #expect(try runtime().state == ["on": .bool(true), "n": .number(2), "label": .string("a")])
    }

    @Test func actionsToggleIncrementWithinTheModuloAndSet() throws {
        let runtime = try runtime()
        runtime.perform([try action(runtime, 0), try action(runtime, 1), try action(runtime, 2)])
        // on: true → false; n: (2 + 1) mod 3 = 0; label: 'a' + 'b'.
        #expect(runtime.state == ["on": .bool(false), "n": .number(0), "label": .string("ab")])
        #expect(runtime.firstError == nil)
    }

    @Test func togglingANumberIsAnErrorAtTheEventsPlaceAndTime() throws {
        let runtime = try runtime()
        runtime.time = 0.25
        runtime.perform([try action(runtime, 3)])
        let error = try #require(runtime.firstError)
        #expect(error.path == "script[3].toggle")
        #expect(error.message.hasPrefix("at t = 0.25 s: 'n' is a number, not a boolean"))
        #expect(runtime.state["n"] == .number(2))
    }

    @Test func onlyTheFirstErrorIsKept() throws {
        let runtime = try runtime()
        runtime.perform([try action(runtime, 3)])
        runtime.exceed(.viewsPerPass, at: place, "later")
        #expect(try #require(runtime.firstError).path == "script[3].toggle")
    }

    @Test func aPassAdmitsViewsUpToItsLimitCountingModifiersAsViews() throws {
        let runtime = try runtime(budget: SceneBudget(maximumViewsPerPass: 5))
        runtime.beginPass()
        // One view, then one with two modifiers: 1 + (1 + 2) = 4 views.
        #expect(runtime.admitView(at: place))
        #expect(runtime.admitView(at: place, modifiers: 2))
        #expect(runtime.viewsInPass == 4)
        // A fifth view fits; a sixth does not.
        #expect(runtime.admitView(at: place))
        #expect(!runtime.admitView(at: place))
        let error = try #require(runtime.firstError)
        #expect(error.exceededLimit == .viewsPerPass)
        #expect(error.message == "at t = 0.0 s: the frame has 5 views already, and this would be one more; a scene may make at most 5 views per frame")
    }

    @Test func aNewPassCountsViewsAfresh() throws {
        let runtime = try runtime(budget: SceneBudget(maximumViewsPerPass: 2))
        runtime.beginPass()
        #expect(runtime.admitView(at: place, modifiers: 1))
        runtime.beginPass()
        #expect(runtime.viewsInPass == 0)
        #expect(runtime.admitView(at: place, modifiers: 1))
        #expect(runtime.firstError == nil)
    }

    @Test func aTextLongerThanAViewMayShowIsRefused() throws {
        let runtime = try runtime(budget: SceneBudget(maximumTextLengthPerView: 4))
        runtime.beginFrame(at: 0.5)
        #expect(runtime.admitText("abcd", at: place))
        // "é" is two UTF-8 bytes: "abcé" is five.
        #expect(!runtime.admitText("abcé", at: place))
        let error = try #require(runtime.firstError)
        #expect(error.exceededLimit == .textLengthPerView)
        #expect(error.message == "at t = 0.5 s: the text would be 5 bytes long; a view may show at most 4 bytes of text")
    }

    @Test func afterAFailureNothingMoreIsAdmittedOrEvaluated() throws {
        let runtime = try runtime()
        runtime.exceed(.viewsPerPass, at: place, "stop")
        #expect(!runtime.admitView(at: place))
        #expect(!runtime.admitText("a", at: place))
        #expect(runtime.evaluate(try Expression.parse("1 + 1"), value: nil, at: place) == nil)
    }

    @Test func eachFrameIsNumberedAndGetsItsTimeForMessages() throws {
        let runtime = try runtime()
        #expect(runtime.frameNumber == 0)
        runtime.beginFrame(at: 0.1)
        runtime.beginFrame(at: 1.23456)
        #expect(runtime.frameNumber == 2)
        runtime.exceed(.viewsPerPass, at: place, "why")
        // The time to the millisecond: 1,234.56 ms rounds to 1,235 ms.
        #expect(try #require(runtime.firstError).message.hasPrefix("at t = 1.235 s: why; "))
    }
}
