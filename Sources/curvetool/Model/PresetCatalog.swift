// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Every named preset curvetool knows, in one list: the timing curves
/// (``TimingPreset``), the springs (``SpringPreset``) and SKBounce's
/// stiffnesses (``Stiffness``), each with its platform, what it is, the
/// numbers and the source they come from. `curvetool presets` lists it;
/// the curve language resolves the same names (docs/curves.md).
struct PresetCatalog {
  /// What a preset is.
  enum Kind: String, CaseIterable, Sendable {
    case easing
    case spring
    case stiffness
  }

  /// One preset.
  struct Entry: Sendable {
    /// `platform.name`, as the curve language reads it.
    var name: String
    /// The part of the name before the first dot (`swiftui`, `css`, `m3`).
    var namespace: String
    var kind: Kind
    /// How the platform writes it.
    var code: String
    /// The numbers, by name, in the units the JSON reference gives.
    var values: [(String, Double)]
    /// For a curve with no numbers of its own (SwiftUI's circular curves).
    var note: String?
    var source: String

    /// The registry platform whose presets these are (``Platform/presetPrefixes``);
    /// `nil` for collections that are no platform (`easings`, `skbounce`).
    var platform: PlatformID? { PlatformID.allCases.first { $0.platform.presetPrefixes.contains(namespace) } }
  }

  static let entries: [Entry] = {
    var out: [Entry] = []
    for p in TimingPreset.all {
      let platform = String(p.name.prefix { $0 != "." })
      if let b = p.bezier {
        out.append(Entry(
          name: p.name, namespace: platform, kind: .easing, code: p.code,
          values: [("x1", b.x1), ("y1", b.y1), ("x2", b.x2), ("y2", b.y2)], source: p.source))
      } else if let f = p.curve as? EasingFunction {
        out.append(Entry(
          name: p.name, namespace: platform, kind: .easing, code: p.code, values: f.parameters,
          note: "an exact function, not a Bézier: \(f.formula)", source: p.source))
      } else {
        out.append(Entry(
          name: p.name, namespace: platform, kind: .easing, code: p.code, values: [],
          note: "an exact function, not a Bézier", source: p.source))
      }
    }
    for p in SpringPreset.all {
      let s = p.spring
      out.append(Entry(
        name: p.name, namespace: String(p.name.prefix { $0 != "." }), kind: .spring, code: p.code,
        values: [
          ("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping), ("dampingRatio", s.dampingRatio),
          ("response", 2 * Double.pi / (s.stiffness / s.mass).squareRoot()),
        ], note: p.note, source: p.source))
    }
    let skbounce = "https://github.com/khanlou/SKBounceAnimation (SKBounceAnimation.m, release 1.0.04)"
    for (name, stiffness) in [("light", Stiffness.light), ("medium", .medium), ("heavy", .heavy)] {
      out.append(Entry(
        name: "skbounce.\(name)", namespace: "skbounce", kind: .stiffness,
        code: "SKBounceAnimationStiffness\(name.prefix(1).uppercased() + name.dropFirst())",
        values: [("residual", stiffness.residual)], source: skbounce))
    }
    return out
  }()

  /// The namespaces, in the order they first appear.
  static var namespaces: [String] {
    var seen: [String] = []
    for e in entries where !seen.contains(e.namespace) { seen.append(e.namespace) }
    return seen
  }

  /// The registry platforms that have presets, in registry order.
  static var platforms: [PlatformID] {
    PlatformID.allCases.filter { id in entries.contains { $0.platform == id } }
  }
}
