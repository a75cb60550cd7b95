// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A `kfloop/1` file as read: its loop model (``KfloopModel``, in Curves,
/// whose fields it reads through), and what the commands need beside it:
/// its exports, the JSON it was read from, its dialect and why a fix cannot
/// be written (docs/diagnose.md §6).
@dynamicMemberLookup
struct KfloopDocument {
  var model: KfloopModel
  var exports: [KfloopExport]
  /// The file as read, for `--write-fixed`.
  var source: JSON
  /// What the document was read from, so fixes speak its language.
  var dialect: Dialect = .kfloop
  /// Why `--write-fixed` cannot write a source's fix (nil: it can), so a
  /// report never offers a fix the command would refuse.
  var fixRefusal: String?

  enum Dialect: Sendable { case kfloop, css, swiftUI, compose, lottie }

  subscript<T>(dynamicMember path: WritableKeyPath<KfloopModel, T>) -> T {
    get { model[keyPath: path] }
    set { model[keyPath: path] = newValue }
  }

  subscript<T>(dynamicMember path: KeyPath<KfloopModel, T>) -> T { model[keyPath: path] }

  /// The timeline called `id`.
  func timeline(_ id: String) -> KfloopTimeline? { model.timeline(id) }
}

/// One export of a track's samples.
struct KfloopExport {
  var timeline: String
  var keyPath: String
  var sampleHz: Double
  /// Seconds, or `nil` for one period.
  var span: Double?
  var format: KfloopExportFormat
  var fps: Double?
  var path: String
}
