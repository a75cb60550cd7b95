// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// JSON for springs (documented in docs/springs.md).
enum SpringJSON {
  /// The physical parameters and derived quantities (docs/json.md §4).
  static func parameters(_ s: Spring) -> JSON { .object(SpringMembers.members(s)) }

  /// The spring in every platform's terms, from the registry: for each
  /// platform (by id) and each of its forms (by id), the parameter values
  /// the form's inverse map gives, or `null` where the form cannot express
  /// the spring (docs/json.md §4).
  static func platforms(_ s: Spring) -> JSON {
    .object(Platform.all.filter { !$0.forms.isEmpty }.map { p in
      (p.id.rawValue, .object(p.forms.map { f in
        (f.id.rawValue, f.orderedValues(of: s).map { values in
          .object(zip(f.parameters, values).map { p, v in (v.name, p.isBoolean ? .bool(v.value != 0) : .number(v.value)) })
        } ?? .null)
      }))
    })
  }

  /// What `settle.swiftui.exact` is.
  static let swiftUISettleDefinition =
    "exact: the earliest time after which |x − to| ≤ ε·|to − from| for good, on the closed form (ε = --epsilon)"

  static func document(_ r: SpringResult) -> JSON {
    var settle: [(String, JSON)] = []
    for s in r.settles {
      settle.append((s.engine.rawValue, .object([
        ("rule", .string(s.rule.summary)),
        ("definition", .string(s.engine == .swiftui ? SpringJSON.swiftUISettleDefinition : "the engine's own done rule")),
        ("doneTime", .number(s.finishTime.flatMap { $0.isFinite ? $0 : nil })),
        ("displacement", .number(s.rule.displacement)),
        ("speed", .number(s.rule.speed.isFinite ? s.rule.speed : nil)),
        ("energyFraction", .number(s.rule.energyFraction)),
        ("exact", .number(s.exact)),
        ("frames60", .number(s.simulated ? s.at60 : nil)),
        ("frames120", .number(s.simulated ? s.at120 : nil)),
        ("grid50ms", .number(s.grid)),
      ])))
    }
    let compose = r.compose
    settle.append(("compose", .object([
      ("rule", .string(compose.rule)),
      ("definition", .string("Compose's own duration estimate (SpringEstimation): the animation ends there and snaps to the target")),
      ("doneTime", .number(compose.estimate)),
      ("displacement", .number(Double(compose.threshold))),
      ("speed", .null),
      ("exact", .number(compose.exact)),
      ("frames60", .number(compose.at60)),
      ("frames120", .number(compose.at120)),
      ("grid50ms", .null),
    ])))
    var members: [(String, JSON)] = [
      ("model", .string("spring")),
      ("origin", .string(r.origin)),
      ("note", r.note.map(JSON.string) ?? .null),
      ("spring", parameters(r.spring)),
      ("platforms", platforms(r.spring)),
      ("engine", .string(r.engine.rawValue)),
      ("fps", .number(r.fps)),
      SampledData.times.member(r.frames.times),
      SampledData.values.member(r.frames.values),
      SampledData.velocities.member(r.frames.velocities),
      ("doneTime", .number(r.frames.doneTime)),
      ("done", .object(settle)),
    ]
    // `--retarget` only: the changes and every platform's run.
    if !r.retargets.isEmpty { members.append(("retargets", RetargetRun.json(r.retargetRuns, r.retargets))) }
    members += [
      ("analysis", AnalysisJSON.object(r.analysis, epsilon: r.epsilon)),
      ("integrators", .array(r.integrations.map { method, result in
        .object([
          ("name", .string(method.name)), ("steps", .int(result.steps)),
          ("maxValueError", .number(result.maximumValueError)),
          ("stopped", result.stopped.map(JSON.string) ?? .null),
          ("maxVelocityError", .number(result.maximumVelocityError)),
        ])
      })),
    ]
    return JSONSchema.spring.document(members)
  }
}

extension SpringResult {
  var json: JSON { SpringJSON.document(self) }
}
