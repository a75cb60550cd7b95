// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// SwiftUI's code, read and written (docs/platforms.md §3).
enum SwiftUICode: PlatformCode {
  static let id = PlatformID.swiftUI

  static let inertKeys = [
    InertKeys.Key(
      call: ".spring", label: "blendDuration", isTime: true,
      reason: "SwiftUI uses it only when this spring takes over from a running animation (`--retarget` models the takeover, without the blend)")
  ]

  /// `.interpolatingSpring` when the spring starts moving (its
  /// `initialVelocity` relative to the distance), `.spring(duration:bounce:)`
  /// and `Spring(mass:stiffness:damping:)` (over-damping allowed when it is).
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.swift.number(x, digits) }
    var swiftui: [Snippet] = []
    let rel = s.relativeInitialVelocity
    if let rel, rel != 0 {
      swiftui.append(Snippet([".interpolatingSpring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), initialVelocity: \(n(rel)))"]))
    }
    if s.bounce > -1, s.bounce < 1 {
      swiftui.append(Snippet([".spring(duration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)))"], carriesVelocity: false))
    }
    swiftui.append(Snippet(
      ["Spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))" + (s.dampingRatio > 1 ? ", allowOverDamping: true)" : ")")],
      carriesVelocity: false))
    let note = rel.flatMap { $0 != 0 ? "initialVelocity is relative to the distance: \(n(s.initialVelocity)) /s over \(n(s.to - s.from))" : nil }
    return PlatformSnippets(platform: id, snippets: swiftui, note: note)
  }

  /// `.timingCurve(x1, y1, x2, y2, duration:)`.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let n = digits.text
    return Snippet([".timingCurve(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)), duration: \(PlatformCodes.seconds(duration, digits)))"])
  }
}

extension SwiftUICode {
  static let names = [
    ".spring", ".smooth", ".snappy", ".bouncy", ".default", ".interactiveSpring", ".easeIn", ".easeOut", ".easeInOut", ".linear",
  ]

  static func name(_ name: String, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    try CurveInterpreter.swiftUIName(name, range)
  }
}

extension SwiftUICode {
  static let readers = CurveInterpreter.swiftUICalls
}

extension CurveInterpreter {
  /// SwiftUI's default easing duration (Animation.easeIn etc.), seconds.
  static let swiftUIEasingDuration = 0.35

  /// SwiftUI's named springs and easings (`.bouncy`, `.easeIn`,
  /// `UnitCurve.circularEaseIn`); `nil` for another name.
  static func swiftUIName(_ name: String, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    case ".spring", ".smooth", ".snappy", ".bouncy", ".default", ".interactiveSpring":
      // SwiftUI's named springs are its presets (`.bouncy` is
      // `swiftui.bouncy`, `.default` is `swiftui.animation-default`).
      let key = [".default": ".animation-default", ".interactiveSpring": ".interactive-spring"][name] ?? name
      let preset = PlatformID.swiftUI.platform.presetPrefixes.lazy.compactMap { SpringPreset.named($0 + key) }.first
      return .spring(preset?.spring ?? Spring(), velocity: .zero, origin: preset.map { $0.code == name ? name : "\(name) (\($0.code))" } ?? name)
    case ".easeIn", "UnitCurve.easeIn": return .easing(.bezier(.easeIn), duration: name.hasPrefix(".") ? swiftUIEasingDuration : nil, origin: name)
    case ".easeOut", "UnitCurve.easeOut": return .easing(.bezier(.easeOut), duration: name.hasPrefix(".") ? swiftUIEasingDuration : nil, origin: name)
    case ".easeInOut", "UnitCurve.easeInOut": return .easing(.bezier(.easeInOut), duration: name.hasPrefix(".") ? swiftUIEasingDuration : nil, origin: name)
    case ".linear", "UnitCurve.linear": return .easing(.identity, duration: name.hasPrefix(".") ? swiftUIEasingDuration : nil, origin: name)
    case "UnitCurve.circularEaseIn": return .easing(.circular(.easeIn), duration: nil, origin: name)
    case "UnitCurve.circularEaseOut": return .easing(.circular(.easeOut), duration: nil, origin: name)
    case "UnitCurve.circularEaseInOut": return .easing(.circular(.easeInOut), duration: nil, origin: name)
    default: return nil
    }
  }

  /// SwiftUI's calls: `.spring(…)`, `.interpolatingSpring(…)`, the named springs with a
  /// duration, the easings with a duration, `.timingCurve(…)` and `Spring(…)`.
  static let swiftUICalls: [CallReader] = [
    CallReader([".spring"]) { name, a, range throws(ExpressionError) in
      try InertKeys.take(name, &a)
      if a.labels.contains("duration") || a.labels.contains("bounce") {
        let given = try formArguments(.swiftUIDurationBounce, &a)
        try a.finish(allowed: ["duration", "bounce", "blendDuration"])
        return try formSpring(.swiftUIDurationBounce, given, origin: ".spring(duration:bounce:)", range: range)
      }
      let given = try formArguments(.swiftUIResponse, &a, labels: ["dampingRatio": "dampingFraction"])
      try a.finish(allowed: ["response", "dampingFraction", "blendDuration", "duration", "bounce"])
      return try formSpring(.swiftUIResponse, given, origin: ".spring(response:dampingFraction:)", range: range)
    },
    CallReader([".interpolatingSpring"]) { name, a, range throws(ExpressionError) in
      let v = try a.labeled("initialVelocity").map { e throws(ExpressionError) in try number(e, "initialVelocity") } ?? 0
      if a.labels.contains("duration") || a.labels.contains("bounce") {
        let given = try formArguments(.swiftUIDurationBounce, &a)
        try a.finish(allowed: ["duration", "bounce", "initialVelocity"])
        return try formSpring(.swiftUIDurationBounce, given, origin: ".interpolatingSpring(duration:bounce:)", velocity: .relative(v), range: range)
      }
      // interpolatingSpring takes the physics as given: over-damping is
      // allowed.
      guard a.labels.contains("stiffness") else { throw ExpressionError(message: "\(name)(…) needs stiffness:", range: range) }
      guard a.labels.contains("damping") else { throw ExpressionError(message: "\(name)(…) needs damping:", range: range) }
      var given = try formArguments(.swiftUIPhysical, &a)
      given["allowOverDamping"] = 1
      try a.finish(allowed: ["mass", "stiffness", "damping", "initialVelocity", "duration", "bounce"])
      return try formSpring(.swiftUIPhysical, given, origin: ".interpolatingSpring(mass:stiffness:damping:)", velocity: .relative(v), range: range)
    },
    CallReader([".smooth", ".snappy", ".bouncy"]) { name, a, range throws(ExpressionError) in
      let base = name == ".smooth" ? 0 : (name == ".snappy" ? 0.15 : 0.3)
      let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? 0.5
      let extra = try a.labeled("extraBounce").map { e throws(ExpressionError) in try number(e, "extraBounce") } ?? 0
      try a.finish(allowed: ["duration", "extraBounce"])
      return try formSpring(.swiftUIDurationBounce, ["duration": d, "bounce": base + extra], origin: "\(name)(duration:extraBounce:)", range: range)
    },
    CallReader([".easeIn", ".easeOut", ".easeInOut", ".linear"]) { name, a, range throws(ExpressionError) in
      let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? swiftUIEasingDuration
      try a.finish(allowed: ["duration"])
      let e: Easing = switch name {
      case ".easeIn": .bezier(.easeIn)
      case ".easeOut": .bezier(.easeOut)
      case ".easeInOut": .bezier(.easeInOut)
      default: .identity
      }
      return .easing(e, duration: d, origin: "\(name)(duration:)")
    },
    CallReader([".timingCurve"]) { name, a, range throws(ExpressionError) in
      if case .name(let unit, let r)? = a.positional(0) {
        // .timingCurve(UnitCurve.circularEaseIn, duration: 0.3)
        guard case .easing(let e, _, let origin) = try named(unit, r), unit.hasPrefix("UnitCurve.") else {
          throw ExpressionError(message: ".timingCurve takes four control values or a UnitCurve", range: r)
        }
        let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? swiftUIEasingDuration
        try a.finish(allowed: ["duration"])
        return .easing(e, duration: d, origin: ".timingCurve(\(origin))")
      }
      var v: [Double] = []
      var ranges: [Range<Int>] = []
      for (k, label) in BezierError.fields.enumerated() {
        let e = try a.need(a.positional(k), "four control values")
        v.append(try number(e, label))
        ranges.append(e.range)
      }
      let b = try bezier(v, ranges)
      let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? swiftUIEasingDuration
      try a.finish(allowed: ["duration"])
      return .easing(.bezier(b), duration: d, origin: ".timingCurve(…)")
    },
    CallReader(["Spring"]) { name, a, range throws(ExpressionError) in
      return try swiftUISpring(&a, range)
    },
  ]
}

extension CurveInterpreter {
  /// SwiftUI `Spring(…)` in each of its forms.
  static func swiftUISpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let labels = a.labels
    let id: SpringFormID
    if labels.contains("stiffness") || labels.contains("mass") || labels.contains("damping") {
      id = .swiftUIPhysical
    } else if labels.contains("settlingDuration") {
      id = .swiftUISettlingDuration
    } else if labels.contains("response") {
      id = .swiftUIResponse
    } else {
      id = .swiftUIDurationBounce
    }
    let given = try formArguments(id, &a)
    try a.finish(allowed: id.form.parameters.map(\.name))
    return try formSpring(id, given, origin: id.form.title, range: range)
  }
}
