// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A named timing curve with where it comes from. A platform's own are in
/// its registry entry (``Platform/timingPresets``); collections that are no
/// platform (easings.net, GSAP) are ``libraries``.
public struct TimingPreset: Sendable {
  /// `css.ease-in-out`, `swiftui.circular-ease-in`, `easings.easeInOutBack`,
  /// `gsap.power2.out` …
  public let name: String
  /// How the platform writes it.
  public let code: String
  public let source: String
  /// The curve as a Bézier, when it is one.
  public let bezier: CubicBezier?
  /// The curve itself (Bézier or an exact function such as SwiftUI's
  /// circular curves).
  public let curve: any TimingCurve

  /// A Bézier preset.
  static func bezier(_ name: String, _ code: String, _ source: String, _ v: (Double, Double, Double, Double)) -> TimingPreset {
    let b = CubicBezier(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
    return TimingPreset(name: name, code: code, source: source, bezier: b, curve: b)
  }

  /// An exact easing function's preset.
  static func function(_ name: String, _ code: String, _ source: String, _ f: EasingFunction) -> TimingPreset {
    TimingPreset(name: name, code: code, source: source, bezier: nil, curve: f)
  }

  /// The order `presets` lists the groups in (by name prefix); a prefix
  /// not listed comes after these, in registry order.
  static let listingOrder = [
    "css", "ca", "swiftui", "m3", "material", "easings-css", "easings-classic", "easings", "compose", "gsap", "flutter",
    "android", "react-native",
  ]

  /// Every timing preset: the platforms' and the libraries', grouped by
  /// prefix in ``listingOrder``.
  public static let all: [TimingPreset] = {
    let presets = Platform.all.flatMap(\.timingPresets) + libraries
    func group(_ p: TimingPreset) -> Int {
      let prefix = String(p.name.prefix { $0 != "." })
      return listingOrder.firstIndex(of: prefix) ?? listingOrder.count
    }
    // A stable sort: each group keeps its own order.
    return presets.enumerated().sorted { (group($0.element), $0.offset) < (group($1.element), $1.offset) }.map(\.element)
  }()

  /// The preset with this name, if any. CSS keywords (`ease-in-out`) and
  /// easings.net names (`easeInOutBack`) are accepted without their prefix.
  public static func named(_ name: String) -> TimingPreset? {
    all.first { $0.name == name } ?? all.first { $0.name == "css." + name } ?? all.first { $0.name == "easings." + name }
  }

  /// `easeInOut` → `ease-in-out`.
  static func kebab(_ camel: String) -> String {
    var out = ""
    for c in camel {
      if c.isUppercase {
        if !out.isEmpty { out += "-" }
        out += c.lowercased()
      } else {
        out.append(c)
      }
    }
    return out
  }
}
