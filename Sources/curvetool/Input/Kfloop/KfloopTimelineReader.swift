// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Timelines, keyframes and controls of a `kfloop/1` file. Vector values
/// (`[x, y]`) become one track per component, `keyPath[0]`, `keyPath[1]`.
enum KfloopTimelineReader {
  static let keyframeTypes = ["linear", "cubic", "spring", "move"]

  static func timeline(_ node: KfloopNode, _ parent: KfloopScope, _ semantics: KeyframeSemantics) throws(KfloopError) -> KfloopTimeline {
    let m = try node.object(allowed: ["id", "let", "initialValue", "tracks", "playback"], required: ["id", "tracks"])
    let id = try m["id"]?.string() ?? ""
    guard !id.isEmpty else { throw KfloopError(path: node.child("id"), message: "must not be empty") }
    let scope = try KfloopScope(m["let"], parent: parent)
    // Initial values: numbers or vectors.
    var initial: [(String, Double)] = []
    var widths: [String: Int] = [:]
    if let iv = m["initialValue"] {
      guard let members = iv.value.objectMembers else { throw iv.fail("expected an object {keyPath: number | [numbers]}") }
      for (key, value) in members {
        let components = try self.components(iv.member(key, value), scope)
        widths[key] = components.count
        initial += names(key, components.count).enumerated().map { ($0.element, components[$0.offset]) }
      }
    }
    var tracks: [(keyPath: String, keyframes: [Keyframe])] = []
    for trackNode in try m["tracks"]?.array() ?? [] {
      let t = try trackNode.object(allowed: ["keyPath", "keyframes"], required: ["keyPath", "keyframes"])
      let keyPath = try t["keyPath"]?.string() ?? ""
      var perComponent: [[Keyframe]] = []
      for kf in try t["keyframes"]?.array() ?? [] {
        let frames = try keyframe(kf, scope, width: widths[keyPath])
        if widths[keyPath] == nil { widths[keyPath] = frames.count }
        guard frames.count == widths[keyPath] else {
          throw kf.fail("'\(keyPath)' has \(widths[keyPath] ?? 1) components; this keyframe has \(frames.count)")
        }
        if perComponent.isEmpty { perComponent = Array(repeating: [], count: frames.count) }
        for (c, f) in frames.enumerated() { perComponent[c].append(f) }
      }
      let width = widths[keyPath] ?? 1
      for (c, name) in names(keyPath, width).enumerated() {
        tracks.append((name, c < perComponent.count ? perComponent[c] : []))
      }
    }
    // Playback.
    var mode = KfloopTimeline.Mode.once
    var repeating = false
    var repeatingControl: String?
    var triggerAt: [Double] = []
    var triggerControl: String?
    var startAt = 0.0
    var timeOffset = 0.0
    var padTo: Double?
    var intended: Double?
    var clock: String?
    if let p = m["playback"] {
      let pm = try p.object(
        allowed: ["mode", "repeating", "trigger", "startAt", "timeOffset", "padTo", "intendedPeriod", "clock"], required: ["mode"])
      mode = KfloopTimeline.Mode(rawValue: try pm["mode"]?.choice(KfloopTimeline.Mode.allCases.map(\.rawValue)) ?? "once") ?? .once
      repeating = mode == .repeating
      if let r = pm["repeating"] {
        if case .bool(let b) = r.value {
          repeating = b
        } else {
          let rm = try r.object(allowed: ["control"], required: ["control"])
          repeatingControl = try rm["control"]?.string()
        }
      }
      if let tr = pm["trigger"] {
        let tm = try tr.object(allowed: ["at", "control"])
        if let at = tm["at"] { triggerAt = try at.array().map { n throws(KfloopError) in try n.duration(scope) } }
        triggerControl = try tm["control"]?.string()
      }
      if let s = pm["startAt"] { startAt = try s.number(scope) }
      if let o = pm["timeOffset"] { timeOffset = try o.number(scope) }
      if let pad = pm["padTo"], !pad.isNull { padTo = try pad.duration(scope, positive: true) }
      if let i = pm["intendedPeriod"], !i.isNull { intended = try i.duration(scope, positive: true) }
      if let c = pm["clock"] { clock = try c.choice(["media", "wall"]) }
    }
    let compiled = KeyframeTimeline(initialValues: initial, tracks: tracks, semantics: semantics, padTo: padTo)
    if let padTo, let longest = compiled.tracks.map(\.duration).max(), padTo < longest - 1e-12 {
      throw KfloopError(
        path: node.child("playback.padTo"),
        message: "\(NumberText.text(padTo, .detail)) s is shorter than the longest track (\(NumberText.text(longest, .detail)) s)")
    }
    return KfloopTimeline(
      id: id, timeline: compiled, mode: mode, repeating: repeating, repeatingControl: repeatingControl, triggerAt: triggerAt,
      triggerControl: triggerControl, startAt: startAt, timeOffset: timeOffset, padTo: padTo, intendedPeriod: intended,
      clock: clock, keyframes: tracks)
  }

  /// `key` for one component, `key[0]`, `key[1]`, … for vectors.
  static func names(_ key: String, _ count: Int) -> [String] {
    count == 1 ? [key] : (0..<count).map { "\(key)[\($0)]" }
  }

  /// A number or a vector of numbers.
  /// A number or a vector of numbers, each within `rule` (values by
  /// default).
  static func components(_ node: KfloopNode, _ scope: KfloopScope, _ rule: NumberRule = .position) throws(KfloopError) -> [Double] {
    if case .array = node.value {
      let items = try node.array()
      guard !items.isEmpty else { throw node.fail("an empty vector") }
      return try items.map { n throws(KfloopError) in try n.number(scope, rule) }
    }
    return [try node.number(scope, rule)]
  }

  /// One keyframe, per component.
  static func keyframe(_ node: KfloopNode, _ scope: KfloopScope, width: Int?) throws(KfloopError) -> [Keyframe] {
    guard let members = node.value.objectMembers, let typeValue = members.first(where: { $0.0 == "type" })?.1 else {
      throw node.fail("expected an object with a \"type\" (\(keyframeTypes.joined(separator: ", ")))")
    }
    let type = try node.member("type", typeValue).choice(keyframeTypes)
    let allowed: [String] = switch type {
    case "linear": ["type", "to", "duration", "timingCurve"]
    case "cubic": ["type", "to", "duration", "startVelocity", "endVelocity"]
    case "spring": ["type", "to", "duration", "spring", "startVelocity"]
    default: ["type", "to"]
    }
    let required = type == "spring" || type == "move" ? ["type", "to"] : ["type", "to", "duration"]
    let m = try node.object(allowed: allowed, required: required)
    let to = try components(m["to"] ?? node, scope)
    func optionalComponents(_ key: String) throws(KfloopError) -> [Double?] {
      guard let n = m[key], !n.isNull else { return Array(repeating: nil, count: to.count) }
      let v = try components(n, scope, .velocity)
      guard v.count == to.count else { throw n.fail("\(v.count) components; 'to' has \(to.count)") }
      return v
    }
    switch type {
    case "linear":
      let d = try m["duration"]?.keyframeDuration(scope) ?? 0
      var curve = UnitCurve.linear
      if let c = m["timingCurve"] {
        if case .string(let text) = c.value {
          if let named = UnitCurve.names[text] {
            curve = named
          } else if let value = try? CurveInput.parse(text) {
            // Any curve expression that is a cubic Bézier.
            guard case .easing(.bezier(let b), _, _) = value else {
              throw c.fail("'\(text)' is \(value.kind), not a timing curve (a UnitCurve name or a cubic Bézier)")
            }
            curve = .bezier(b)
          } else {
            curve = UnitCurve.names[try c.choice(UnitCurve.names.keys.sorted())] ?? .linear
          }
        } else {
          let cm = try c.object(allowed: ["bezier"], required: ["bezier"])
          let p = try cm["bezier"]?.array().map { n throws(KfloopError) in try n.number(scope) } ?? []
          guard p.count == 4 else { throw c.fail("bezier is [x1, y1, x2, y2], four numbers") }
          do {
            curve = .bezier(try CubicBezier(validatingX1: p[0], y1: p[1], x2: p[2], y2: p[3]))
          } catch {
            throw c.fail("bezier " + error.message(p))
          }
        }
      }
      return to.map { .linear(to: $0, duration: d, curve: curve) }
    case "cubic":
      let d = try m["duration"]?.keyframeDuration(scope) ?? 0
      let sv = try optionalComponents("startVelocity")
      let ev = try optionalComponents("endVelocity")
      return to.indices.map { .cubic(to: to[$0], duration: d, startVelocity: sv[$0], endVelocity: ev[$0]) }
    case "spring":
      var d: Double?
      if let dn = m["duration"], !dn.isNull { d = try dn.keyframeDuration(scope, positive: true) }
      let s = try spring(m["spring"], scope)
      // Without a duration the keyframe lasts until the spring settles.
      if d == nil, !(s.damping > 0) {
        throw node.fail("a spring with no damping never settles: give the keyframe a \"duration\"")
      }
      let sv = try optionalComponents("startVelocity")
      return to.indices.map { .spring(to: to[$0], duration: d, spring: s, startVelocity: sv[$0]) }
    default:
      return to.map { .move(to: $0) }
    }
  }

  /// `{duration, bounce}` (default Spring(): 0.5, 0), `{response,
  /// dampingRatio}`, `{mass, stiffness, damping, allowOverDamping}` (over
  /// critical damping is critical unless allowed, as in SwiftUI),
  /// `{settlingDuration, dampingRatio}`, or any curve expression that is a
  /// spring (`".bouncy"`).
  static func spring(_ node: KfloopNode?, _ scope: KfloopScope) throws(KfloopError) -> Spring {
    guard let node, !node.isNull else { return Spring.swiftUIDefault }
    let s = try unvalidatedSpring(node, scope)
    do {
      return try Spring(validatingMass: s.mass, stiffness: s.stiffness, damping: s.damping)
    } catch {
      throw node.fail("not a valid spring: \(CurveChecks.describe(error))")
    }
  }

  /// The spring a node describes, before ``Spring``'s domain is checked.
  static func unvalidatedSpring(_ node: KfloopNode, _ scope: KfloopScope) throws(KfloopError) -> Spring {
    if case .string(let text) = node.value {
      // Any curve expression that is a spring: ".bouncy",
      // ".spring(response: 0.4, dampingFraction: 0.7)", "SpringForce(…)".
      let value: CurveValue
      do {
        value = try CurveInput.parse(text)
      } catch {
        throw node.fail(error.message)
      }
      guard case .spring(let s, let velocity, _, _) = value else {
        throw node.fail("'\(text)' is \(value.kind), not a spring")
      }
      guard velocity.isZero else {
        throw node.fail("'\(text)' sets a start velocity; give it as the keyframe's startVelocity instead")
      }
      return Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
    }
    // The object form is SwiftUI's Spring, read through the registry.
    let forms: [SpringFormID] = [.swiftUIPhysical, .swiftUISettlingDuration, .swiftUIResponse, .swiftUIDurationBounce]
    var keys: [String] = []
    for id in forms { for p in id.form.parameters where !keys.contains(p.name) { keys.append(p.name) } }
    let m = try node.object(allowed: keys)
    let id: SpringFormID =
      if m["stiffness"] != nil || m["damping"] != nil || m["mass"] != nil { .swiftUIPhysical }
      else if m["settlingDuration"] != nil { .swiftUISettlingDuration }
      else if m["response"] != nil { .swiftUIResponse }
      else { .swiftUIDurationBounce }
    var given: [String: Double] = [:]
    for p in id.form.parameters {
      guard let n = m[p.name] else { continue }
      let v = p.isBoolean ? (try n.bool() ? 1 : 0) : try n.number(scope)
      guard p.valid.contains(v) else { throw KfloopError(path: node.child(p.name), message: p.valid.requirement) }
      given[p.name] = v
    }
    for key in m.keys where !given.keys.contains(key) {
      throw KfloopError(path: node.child(key), message: "does not go with \(id.form.title)")
    }
    do {
      return try id.form.spring(given).spring
    } catch {
      throw node.fail("\(id.form.title): \(error)")
    }
  }

  /// A control; `ids` are the timelines' ids in the file's order (for the
  /// did-you-mean), `known` the same as a set.
  static func control(_ node: KfloopNode, _ scope: KfloopScope, ids: [String], known: Set<String>) throws(KfloopError) -> KfloopControl {
    guard let members = node.value.objectMembers, let typeValue = members.first(where: { $0.0 == "type" })?.1 else {
      throw node.fail("expected an object with a \"type\" (timer, events)")
    }
    let kind = KfloopControl.Kind(rawValue: try node.member("type", typeValue).choice(["timer", "events"])) ?? .timer
    let allowed = kind == .timer
      ? ["id", "type", "interval", "firstFireAt", "tolerance", "runLoopMode", "latenessModel", "chained", "action", "targets", "clock"]
      : ["id", "type", "at", "action", "targets", "clock"]
    let m = try node.object(allowed: allowed, required: kind == .timer ? ["id", "type", "interval", "action", "targets"] : ["id", "type", "at", "action", "targets"])
    let interval = try m["interval"].map { n throws(KfloopError) in
      let v = try n.duration(scope, positive: true)
      guard v >= 0.001 else { throw n.fail("\(NumberText.text(v, .detail)) s: a timer fires at most every millisecond") }
      return v
    } ?? 0
    var maxLate: Double?
    if let l = m["latenessModel"], !l.isNull {
      let lm = try l.object(allowed: ["maxLate"], required: ["maxLate"])
      maxLate = try lm["maxLate"]?.duration(scope)
    }
    guard let actionNode = m["action"] else { throw node.fail("missing action") }
    let a = try actionNode.object(allowed: ["op", "field", "value", "initial"], required: ["op", "field"])
    var targets: [String] = []
    for t in try m["targets"]?.array() ?? [] {
      let id = try t.string()
      guard known.contains(id) else {
        let s = EditDistance.suggestion(for: id, among: ids)
        throw t.fail("no timeline '\(id)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""))
      }
      targets.append(id)
    }
    return KfloopControl(
      id: try m["id"]?.string() ?? "", kind: kind, interval: interval,
      firstFireAt: try m["firstFireAt"].map { n throws(KfloopError) in try n.duration(scope) } ?? interval,
      tolerance: try m["tolerance"].map { n throws(KfloopError) in try n.duration(scope) } ?? 0,
      runLoopMode: try m["runLoopMode"]?.choice(KfloopRunLoopMode.self) ?? .default, maxLate: maxLate,
      chained: try m["chained"]?.bool() ?? false,
      at: try m["at"]?.array().map { n throws(KfloopError) in try n.duration(scope) } ?? [],
      op: try a["op"]?.choice(KfloopOperation.self) ?? .toggle, field: try a["field"]?.choice(KfloopField.self) ?? .repeating,
      value: try a["value"].map { n throws(KfloopError) in
        if case .bool(let b) = n.value { return b ? 1 : 0 }
        return try n.number(scope)
      },
      initial: try a["initial"]?.bool() ?? true, targets: targets, clock: try m["clock"]?.choice(["media", "wall"]))
  }
}
