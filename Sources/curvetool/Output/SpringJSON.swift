// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// JSON for springs (documented in docs/springs.md).
enum SpringJSON {
  /// The physical parameters, derived quantities and every platform's terms.
  static func parameters(_ s: Spring) -> JSON {
    let zeta = s.dampingRatio
    let k1 = s.stiffness / s.mass
    let bs = s.bouncinessAndSpeed
    let origami = s.origami
    return .object([
      ("mass", .number(s.mass)),
      ("stiffness", .number(s.stiffness)),
      ("damping", .number(s.damping)),
      ("initialVelocity", .number(s.initialVelocity)),
      ("from", .number(s.from)),
      ("to", .number(s.to)),
      ("zeta", .number(zeta)),
      ("omega0", .number(s.naturalFrequency)),
      ("omegaD", .number(s.dampedFrequency)),
      ("regime", .string(s.regime.rawValue)),
      ("swiftui", .object([
        ("duration", .number(s.perceptualDuration)), ("bounce", .number(s.bounce)),
        ("response", .number(s.perceptualDuration)), ("dampingRatio", .number(zeta)),
        ("relativeInitialVelocity", .number(s.relativeInitialVelocity)),
        ("settlingDuration", .number(s.settlingDuration())),
        ("settlingDurationDefinition", .string(SpringJSON.settlingDurationDefinition)),
      ])),
      ("caspring", .object([
        ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
        ("initialVelocity", .number(s.relativeInitialVelocity)),
        ("perceptualDuration", .number(s.perceptualDuration)), ("bounce", .number(s.bounce)),
      ])),
      ("uikit", .object([
        ("springDuration", .number(s.perceptualDuration)), ("bounce", .number(s.bounce)),
        ("dampingRatio", .number(zeta <= 1 + 1e-12 ? Swift.min(zeta, 1) : nil)),
        ("initialSpringVelocity", .number(s.relativeInitialVelocity)),
        ("duration", .number(s.uikitDuration)), ("durationModel", .string("envelope 1/1500")),
      ])),
      ("android", .object([
        ("stiffness", .number(Double(Float(k1)))), ("dampingRatio", .number(Double(Float(zeta)))),
        ("startVelocity", .number(s.initialVelocity)),
      ])),
      ("compose", .object([("stiffness", .number(Double(Float(k1)))), ("dampingRatio", .number(Double(Float(zeta))))])),
      ("motion", .object([
        ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)), ("mass", .number(s.mass)),
        ("velocity", .number(s.initialVelocity)), ("visualDuration", .number(s.motionVisualDuration)),
        ("bounce", .number(s.motionVisualDuration == nil ? nil : 1 - Swift.min(zeta, 1))),
        ("duration", .number(s.motionDuration)),
      ])),
      ("reactSpring", .object([
        ("tension", .number(s.stiffness)), ("friction", .number(s.damping)), ("mass", .number(s.mass)),
        ("velocity", .number(s.initialVelocity / 1000)), ("frequency", .number(s.perceptualDuration)),
        ("damping", .number(zeta)),
      ])),
      ("rebound", .object([
        ("tension", .number(k1)), ("friction", .number(s.damping / s.mass)),
        ("origamiTension", .number(origami.tension)), ("origamiFriction", .number(origami.friction)),
        ("bounciness", .number(bs?.bounciness)), ("speed", .number(bs?.speed)),
      ])),
    ])
  }

  /// What `parameters.swiftui.settlingDuration` is.
  static let settlingDurationDefinition =
    "envelope estimate: ln(ζ/(ε·√(1−ζ²)))/(ζ·ω₀) with ε = 0.001 (under-damped), the inverse of Spring(settlingDuration:dampingRatio:); believed to match SwiftUI's parameter, not its getter (docs/springs.md)"
  /// What `settle.swiftui.exact` is.
  static let swiftUISettleDefinition =
    "exact: the earliest time after which |x − to| ≤ ε·|to − from| for good, on the closed form (ε = --epsilon)"

  static func document(_ r: SpringResult) -> JSON {
    var settle: [(String, JSON)] = []
    for s in r.settles {
      settle.append((s.engine.rawValue, .object([
        ("rule", .string(s.rule.summary)),
        ("definition", .string(s.engine == .swiftui ? SpringJSON.swiftUISettleDefinition : "the engine's own done rule")),
        ("finishTime", .number(s.finishTime.flatMap { $0.isFinite ? $0 : nil })),
        ("displacement", .number(s.rule.displacement)),
        ("speed", .number(s.rule.speed.isFinite ? s.rule.speed : nil)),
        ("exact", .number(s.exact)),
        ("frames60", .number(s.simulated ? s.at60 : nil)),
        ("frames120", .number(s.simulated ? s.at120 : nil)),
        ("grid50ms", .number(s.grid)),
      ])))
    }
    return .object([
      ("model", .string("spring")),
      ("origin", .string(r.origin)),
      ("note", r.note.map(JSON.string) ?? .null),
      ("parameters", parameters(r.spring)),
      ("engine", .string(r.engine.rawValue)),
      ("fps", .number(r.fps)),
      ("times", .array(r.frames.times.map(JSON.number))),
      ("values", .array(r.frames.values.map(JSON.number))),
      ("velocities", .array(r.frames.velocities.map(JSON.number))),
      ("doneTime", .number(r.frames.doneTime)),
      ("settle", .object(settle)),
      ("analysis", AnalysisJSON.object(r.analysis)),
      ("integrators", .array(r.integrations.map { method, result in
        .object([
          ("name", .string(method.name)), ("steps", .int(result.steps)),
          ("maxValueError", .number(result.maximumValueError)),
          ("stopped", result.stopped.map(JSON.string) ?? .null),
          ("maxVelocityError", .number(result.maximumVelocityError)),
        ])
      })),
    ])
  }
}

extension SpringResult {
  var json: JSON { SpringJSON.document(self) }
}
