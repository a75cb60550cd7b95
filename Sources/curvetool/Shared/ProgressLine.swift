// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Progress of long work on a terminal's standard error: one line, redrawn
/// in place ("\r", the text, then erase to the end of the line) and
/// written out at once, so it is seen while the work runs rather than when
/// the command ends (standard error is otherwise buffered). Made only on a
/// terminal and without `--quiet`; never when piped (docs/cli.md,
/// Progress).
///
/// ``show(_:)`` draws at once (a kernel that starts, a count of rows read).
/// ``tick(_:)`` and ``phase(_:)`` draw nothing until the work has run for
/// ``CommandIO/progressInterval`` (a tenth of a second), so work of a few
/// milliseconds shows nothing; ``tick(_:)`` then draws at most once per
/// interval, ``phase(_:)`` (a new stage of the work) every time.
final class ProgressLine: @unchecked Sendable {
  private let sink: OutputSink
  private let interval: Duration
  private let clock = ContinuousClock()
  private let started: ContinuousClock.Instant
  private var last: ContinuousClock.Instant?

  /// The least time between two ticks, and before the first (0.1 s).
  static let interval = Duration.milliseconds(100)

  /// A progress line on `io`'s standard error; `nil` unless it is a
  /// terminal and `quiet` is off.
  init?(_ io: CommandIO, quiet: Bool) {
    guard io.stderrIsTerminal, !quiet else { return nil }
    sink = io.stderr
    interval = io.progressInterval
    started = clock.now
  }

  /// Draws `text` now. Any other text written to standard error (a
  /// warning, the error that ends the command) erases the line first
  /// (``OutputSink/progressShown``).
  func show(_ text: String) {
    sink.writeProgress("\r" + MessageText.escaped(text) + "\u{1B}[K")
    last = clock.now
  }

  /// Draws `text` once the work has run for an interval, and at most once
  /// an interval.
  func tick(_ text: @autoclosure () -> String) {
    let now = clock.now
    guard now - started >= interval, last.map({ now - $0 >= interval }) ?? true else { return }
    show(text())
  }

  /// Draws `text`, a new stage of the work, once the work has run for an
  /// interval.
  func phase(_ text: String) {
    guard clock.now - started >= interval else { return }
    show(text)
  }

  /// "read N rows…": a sample file's reader reports every
  /// ``SampleFile/progressRows`` rows.
  func rowsRead(_ rows: Int) { show("read \(rows) rows…") }

  /// Erases the line, if one is shown.
  func clear() {
    guard sink.progressShown else { return }
    sink.eraseProgress()
    sink.flush()
  }
}
