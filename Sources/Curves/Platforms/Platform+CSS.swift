// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  /// CSS: no spring of its own (springs are exported as `linear()`); its
  /// easing keywords.
  static let css = Platform(
    id: .css, displayName: "CSS", aliases: ["web"],
    forms: [], presetPrefixes: ["css"], timingPresets: cssKeywords, engine: nil,
    done: DoneRule(.duration, "the transition's or animation's duration"), retargetRule: .cssTransition,
    sources: ["https://www.w3.org/TR/css-easing-2/"])

  /// `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`.
  static var cssKeywords: [TimingPreset] {
    let css = "https://drafts.csswg.org/css-easing-1/#cubic-bezier-easing-functions"
    return [
      .bezier("css.linear", "linear", css, (0, 0, 1, 1)),
      .bezier("css.ease", "ease", css, (0.25, 0.1, 0.25, 1)),
      .bezier("css.ease-in", "ease-in", css, (0.42, 0, 1, 1)),
      .bezier("css.ease-out", "ease-out", css, (0, 0, 0.58, 1)),
      .bezier("css.ease-in-out", "ease-in-out", css, (0.42, 0, 0.58, 1)),
    ]
  }
}
