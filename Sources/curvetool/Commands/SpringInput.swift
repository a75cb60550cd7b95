// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The spring parameterisations a command line can use, and how flags
/// combine into exactly one of them.
struct SpringInput {
  /// One parameterisation: the flags it needs, the flags it may take, how it
  /// reads, and how it builds the spring.
  struct Group: Sendable {
    let id: String
    let title: String
    let required: [String]
    let optional: [String]
    let build: @Sendable (_ v: [String: Double], _ from: Double, _ to: Double, _ velocity: Double) -> Spring
    /// Motion and Popmotion duration springs: how the engine finishes them.
    var finish: @Sendable (_ v: [String: Double], _ settings: inout SpringEngineSettings) -> Void = { _, _ in }
    /// What the library did that the user may not expect (visualDuration
    /// ignored), for the report.
    var note: @Sendable (_ v: [String: Double]) -> String? = { _ in nil }

    var allowed: Set<String> { Set(required + optional) }
  }

  /// Flags that choose the spring (everything else is common).
  static let parameterFlags = [
    "duration", "bounce", "response", "damping-ratio", "settling-duration", "mass", "stiffness", "damping",
    "tension", "friction", "frequency", "bounciness", "speed", "visual-duration", "motion-duration",
    "origami-tension", "origami-friction", "uikit-duration", "popmotion-duration",
  ]

  static let groups: [Group] = [
    Group(id: "swiftui", title: "SwiftUI Spring(duration:bounce:)", required: [], optional: ["duration", "bounce"]) { v, f, t, u in
      Spring(duration: v["duration"] ?? 0.5, bounce: v["bounce"] ?? 0, initialVelocity: u, from: f, to: t)
    },
    Group(id: "response", title: "SwiftUI Spring(response:dampingRatio:)", required: ["response"], optional: ["damping-ratio"]) { v, f, t, u in
      Spring(response: v["response"] ?? 0.5, dampingRatio: v["damping-ratio"] ?? 0.825, initialVelocity: u, from: f, to: t)
    },
    Group(id: "settling", title: "SwiftUI Spring(settlingDuration:dampingRatio:)", required: ["settling-duration"], optional: ["damping-ratio"]) { v, f, t, u in
      Spring(settlingDuration: v["settling-duration"] ?? 0.5, dampingRatio: v["damping-ratio"] ?? 1, initialVelocity: u, from: f, to: t)
    },
    Group(id: "physical", title: "mass, stiffness, damping", required: ["stiffness", "damping"], optional: ["mass"]) { v, f, t, u in
      Spring(mass: v["mass"] ?? 1, stiffness: v["stiffness"] ?? 0, damping: v["damping"] ?? 0, initialVelocity: u, from: f, to: t)
    },
    Group(id: "android", title: "Android SpringForce(stiffness, dampingRatio)", required: ["stiffness", "damping-ratio"], optional: ["mass"]) { v, f, t, u in
      let m = v["mass"] ?? 1
      let k = v["stiffness"] ?? 0
      return Spring(mass: m, stiffness: k, damping: 2 * (v["damping-ratio"] ?? 0) * (k * m).squareRoot(), initialVelocity: u, from: f, to: t)
    },
    Group(id: "tension", title: "react-spring / Rebound tension and friction", required: ["tension", "friction"], optional: ["mass"]) { v, f, t, u in
      Spring(mass: v["mass"] ?? 1, stiffness: v["tension"] ?? 0, damping: v["friction"] ?? 0, initialVelocity: u, from: f, to: t)
    },
    Group(id: "frequency", title: "react-spring { frequency, damping }", required: ["frequency"], optional: ["damping-ratio", "mass"]) { v, f, t, u in
      var s = Spring(reactSpringFrequency: v["frequency"] ?? 0.5, dampingRatio: v["damping-ratio"] ?? 1, mass: v["mass"] ?? 1, from: f, to: t)
      s.initialVelocity = u
      return s
    },
    Group(id: "bounciness", title: "Rebound / POP bounciness and speed", required: ["bounciness", "speed"], optional: []) { v, f, t, u in
      var s = Spring(bounciness: v["bounciness"] ?? 0, speed: v["speed"] ?? 0, from: f, to: t)
      s.initialVelocity = u
      return s
    },
    Group(id: "origami", title: "Origami tension and friction", required: ["origami-tension", "origami-friction"], optional: []) { v, f, t, u in
      var s = Spring(origamiTension: v["origami-tension"] ?? 0, origamiFriction: v["origami-friction"] ?? 0, from: f, to: t)
      s.initialVelocity = u
      return s
    },
    Group(
      id: "visual", title: "Motion { visualDuration, bounce }", required: ["visual-duration"], optional: ["bounce"],
      build: { v, f, t, u in
        // Motion 13 applies visualDuration only next to bounce or duration;
        // alone it keeps the default physics (k 100, c 10).
        guard let b = v["bounce"] else { return Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: u, from: f, to: t) }
        return Spring(visualDuration: v["visual-duration"] ?? 0.3, bounce: b, initialVelocity: u, from: f, to: t)
      },
      note: { v in
        v["bounce"] == nil
          ? "Motion 13 ignores visualDuration without bounce or duration: this is its default spring (stiffness 100, damping 10, mass 1)"
          : nil
      }),
    Group(
      id: "motion-duration", title: "Motion { duration, bounce }", required: ["motion-duration"], optional: ["bounce"],
      build: { v, f, t, _ in
        // Motion drops the inherited velocity of a time-defined spring.
        Spring(motionDuration: v["motion-duration"] ?? 0.8, bounce: v["bounce"] ?? 0.3, from: f, to: t)
      },
      finish: { v, settings in settings.motionFinishTime = Spring.motionFinishTime(duration: v["motion-duration"] ?? 0.8) },
      note: { _ in "Motion finishes a duration spring at its duration (snapping to the target) and starts it from rest" }),
    Group(
      id: "popmotion-duration", title: "Popmotion 11 spring({ duration, bounce })", required: ["popmotion-duration"], optional: ["bounce"],
      build: { v, f, t, u in
        Spring(popmotionDuration: v["popmotion-duration"] ?? 0.8, bounce: v["bounce"] ?? 0.25, velocity: u, from: f, to: t)
      },
      finish: { v, settings in settings.popmotionFinishTime = v["popmotion-duration"] ?? 0.8 },
      note: { _ in "Popmotion finishes a duration spring at its duration and starts it from rest (its velocity only shapes findSpring)" }),
    Group(id: "uikit", title: "UIKit usingSpringWithDamping with a duration (1/1500-envelope model)", required: ["uikit-duration", "damping-ratio"], optional: []) { v, f, t, u in
      var s = Spring(uikitDuration: v["uikit-duration"] ?? 0.5, dampingRatio: v["damping-ratio"] ?? 1, from: f, to: t)
      s.initialVelocity = u
      return s
    },
  ]

  /// The group the given flags select: exactly one must fit.
  static func group(for given: Set<String>) throws(UsageError) -> Group? {
    if given.isEmpty { return nil }
    let fitting = groups.filter { Set($0.required).isSubset(of: given) && given.isSubset(of: $0.allowed) && !($0.required.isEmpty && given.isEmpty) }
    if fitting.count == 1, let only = fitting.first { return only }
    if fitting.count > 1 {
      // Prefer the group that uses the most of the flags.
      let best = fitting.max { $0.required.count < $1.required.count }
      if let best { return best }
    }
    throw .invalid(explain(given))
  }

  /// Why a set of flags is not one parameterisation, in one line.
  static func explain(_ given: Set<String>) -> String {
    let flags = given.sorted().map { "--" + $0 }
    // Two flags that no parameterisation takes together.
    let sorted = given.sorted()
    for (i, a) in sorted.enumerated() {
      for b in sorted[(i + 1)...] where !groups.contains(where: { $0.allowed.isSuperset(of: [a, b]) }) {
        if Set([a, b]) == ["duration", "damping-ratio"] { break }
        return "--\(a) and --\(b) are mutually exclusive: give one parameterisation (see 'curvetool spring --help')"
      }
    }
    // A group all of whose required flags are present, plus strays.
    if let complete = groups.first(where: { !$0.required.isEmpty && Set($0.required).isSubset(of: given) }) {
      let extra = given.subtracting(complete.allowed).sorted().map { "--" + $0 }
      let used = complete.required.map { "--" + $0 }.joined(separator: " ")
      return "\(extra.joined(separator: ", ")) cannot be combined with \(used) (\(complete.title)); give one parameterisation"
    }
    // The group that overlaps most: say what is missing.
    let scored = groups.map { g in (g, given.intersection(g.allowed).count) }.filter { $0.1 > 0 }
    if let (g, _) = scored.max(by: { $0.1 < $1.1 }) {
      let missing = g.required.filter { !given.contains($0) }.map { "--" + $0 }
      let extra = given.subtracting(g.allowed).sorted().map { "--" + $0 }
      if !missing.isEmpty, extra.isEmpty {
        return "\(flags.joined(separator: " ")) needs \(missing.joined(separator: " and ")) (\(g.title))"
      }
    }
    if given == ["duration", "damping-ratio"] || given == ["damping-ratio"] {
      return "--damping-ratio goes with --response (SwiftUI), --stiffness (Android), --frequency (react-spring) or --uikit-duration (UIKit); --duration goes with --bounce"
    }
    return "\(flags.joined(separator: ", ")) do not form one parameterisation; see 'curvetool spring --help'"
  }

  /// Range checks for the flags a group uses: the usage error names the flag.
  static func check(_ name: String, _ value: Double, label: String) throws(UsageError) {
    func fail(_ reason: String) throws(UsageError) -> Never {
      throw .invalidValue(option: label, value: NumberText.significant(value, digits: 17), reason: reason, suggestion: nil)
    }
    switch name {
    case "mass", "stiffness", "duration", "response", "settling-duration", "frequency", "visual-duration",
      "motion-duration", "uikit-duration", "tension", "popmotion-duration":
      if !(value > 0) { try fail("must be > 0") }
    case "damping", "friction", "damping-ratio", "speed", "bounciness":
      if !(value >= 0) { try fail("must be ≥ 0") }
    case "bounce":
      if !(value > -1 && value <= 1) { try fail("must be greater than -1 and at most 1") }
    default: break
    }
  }
}
