// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Text from the input (an expression as the user pasted it, a name read
/// from a file) written into a comment of generated code, made so that it
/// stays inside the comment and the snippet stays valid wherever it is
/// pasted.
///
/// - Every run of white space (line feeds, tabs, U+2028 included) becomes
///   one space: a line comment (`//`) ends at a line feed, so a multi-line
///   expression would otherwise leave its tail as code.
/// - Other control and bidirectional formatting characters are escaped as
///   ``MessageText`` shows them.
/// - In a block comment (`/* … */`) each `*/` becomes `* /`, which would
///   otherwise end the comment early; in an XML comment (`<!-- … -->`)
///   each `--` becomes `- -`, which XML forbids inside a comment.
enum CommentText {
  /// The comment syntax the text goes into.
  enum Syntax: Sendable {
    /// `//` to the end of the line (Swift, Kotlin, JavaScript).
    case line
    /// `/* … */` (CSS).
    case block
    /// `<!-- … -->` (XML: Android resources, SVG).
    case xml
  }

  static func safe(_ text: String, in syntax: Syntax) -> String {
    var out = MessageText.oneLine(text)
    switch syntax {
    case .line: break
    case .block: out = out.replacingOccurrences(of: "*/", with: "* /")
    case .xml:
      while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
    }
    return out
  }
}
