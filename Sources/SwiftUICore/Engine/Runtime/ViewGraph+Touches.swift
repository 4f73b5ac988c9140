import Foundation

extension ViewGraph {
    /// Runs a script's touch: schedules its events from the event's time on (the finger's
    /// target found in the last layout). Throws when the target is not on screen, or when a
    /// release finds no finger down.
    func runTouch(_ touch: ScriptedTouch, at time: Double) throws {
        switch touch {
        case .tap(let target, let count):
            let point = try location(of: target, time: time)
            var events: [TouchEvent] = []
            for tap in 0..<max(count, 1) {
                let tapTime = time + Double(tap) * ScriptedTouch.tapInterval
                events += [TouchEvent(phase: .began, location: point, time: tapTime), TouchEvent(phase: .ended, location: point, time: tapTime)]
            }
            touchInput.schedule(events)
        case .press(let target):
            let point = try location(of: target, time: time)
            touchInput.schedule([TouchEvent(phase: .began, location: point, time: time)])
        case .release:
            guard let point = touchInput.location else { throw RuntimeError.noFingerDown(time: time) }
            touchInput.schedule([TouchEvent(phase: .ended, location: point, time: time)])
        case .drag(let target, let path, let duration, let curve):
            let start: CGPoint
            if let target {
                start = try location(of: target, time: time)
            } else {
                guard let held = touchInput.location else { throw RuntimeError.noFingerDown(time: time) }
                start = held
            }
            touchInput.schedule(ScriptedTouch.dragEvents(
                from: start, path: path, duration: duration, curve: curve, at: time, isDown: target == nil))
        case .pinch(let target, let scale, let rotation, let span, let duration, let curve):
            let centre = try location(of: target, time: time)
            touchInput.schedule(ScriptedTouch.pinchEvents(
                around: centre, scale: scale, rotation: rotation, span: span, duration: duration, curve: curve, at: time))
        }
    }

    /// Delivers one touch event: a finger going down hit-tests the tree and starts the
    /// gestures of the views hit (unless a multiple tap is waiting for it).
    func deliver(_ event: TouchEvent) {
        touchInput.consume(event)
        if event.phase == .began, touchInput.session == nil {
            let path = tapScope.flatMap { HitTest.path(to: event.location, in: $0) } ?? []
            touchInput.session = TouchSession(path: path)
        }
        guard let session = touchInput.session else { return }
        session.handle(event)
        if session.isOver { touchInput.session = nil }
    }

    /// Where a script's tap by text goes when no button is titled so: the centre of the first
    /// text (in drawing order) showing `string`, or view labelled so, where a finger would
    /// reach a view that takes a tap (a gesture on it or around it, or a tap action: a
    /// `List` row's button, a `Toggle`, a `NavigationLink`); nil when there is none.
    func tappableLocation(ofText string: String) -> CGPoint? {
        guard let scope = tapScope else { return nil }
        var found: CGPoint?
        scope.forEachNode { node in
            guard found == nil else { return }
            let shows = if case .text(let text) = node.kind { text.string == string } else { false }
            guard shows || node.accessibilityLabel == string, let frame = HitTest.drawnFrame(of: node, in: scope) else { return }
            let centre = CGPoint(x: frame.midX, y: frame.midY)
            if let path = HitTest.path(to: centre, in: scope), path.contains(where: { !$0.node.gestures.isEmpty || $0.node.tapAction != nil }) {
                found = centre
            }
        }
        return found
    }

    /// The texts a script's tap can reach (`tappableLocation(ofText:)`), for an error.
    func tappableTexts() -> [String] {
        var texts: [String] = []
        tapScope?.forEachNode { node in
            if case .text(let text) = node.kind, !texts.contains(text.string), tappableLocation(ofText: text.string) != nil {
                texts.append(text.string)
            }
        }
        return texts
    }

    /// Where a script's finger goes down on `target`, in the last layout.
    private func location(of target: TouchTarget, time: Double) throws -> CGPoint {
        if case .point(let point) = target { return point }
        var found: ViewNode?
        tapScope?.forEachNode { node in
            guard found == nil else { return }
            switch target {
            case .identifier(let name): if node.accessibilityIdentifier == name { found = node }
            case .text(let string):
                if case .text(let text) = node.kind, text.string == string { found = node }
                if node.accessibilityLabel == string { found = node }
            case .point: break
            }
        }
        guard let node = found else {
            var available: [String] = []
            tapScope?.forEachNode { node in
                let name: String?
                if case .identifier = target { name = node.accessibilityIdentifier } else if case .text(let text) = node.kind { name = text.string } else { name = nil }
                if let name, !available.contains(name) { available.append(name) }
            }
            throw RuntimeError.noTouchTarget(target: target.description, time: time, available: available)
        }
        let frame = tapScope.flatMap { HitTest.drawnFrame(of: node, in: $0) } ?? node.touchFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
