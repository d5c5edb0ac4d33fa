import Foundation
import Testing
import _TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Bad input never traps: every number at a limit of its range runs, every number past
/// one, and every other mistake of the issue that asked for format version 2, gives
/// exit 2 with `file:line` in `run`, `explain` and `explain --svg`.
extension CommandLineTests {
  /// A scenario file and what the tools must say about it.
  struct Input: Sendable, CustomTestStringConvertible {
    /// The file's name, without `.scenario`.
    var name: String
    /// The file's text.
    var text: String
    /// For a file that must be refused, the line and the message after `file:line: `.
    var error: (line: Int, message: String)?

    var testDescription: String { name }
  }

  /// A version 2 header on lines 1 to 7; the first step goes on line 8.
  static let header2 = """
    backgesture-scenario 2
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
    stack: A B
    steps:

    """

  /// A file whose line 4 is `screen A` followed by `line4`; refused on line `line`.
  static func screenInput(
    _ name: String, _ line4: String, line: Int = 4, _ message: String
  ) -> Input {
    let text = header2.replacingOccurrences(of: "screen A\n", with: "screen A\(line4)\n")
    return Input(name: name, text: text, error: (line, message))
  }

  /// A file with steps after the header; refused on line `line`.
  static func stepInput(_ name: String, _ steps: String, line: Int, _ message: String) -> Input {
    Input(name: name, text: header2 + steps, error: (line, message))
  }

  /// Files that must be refused: the examples, then one past every limit.
  static let refused: [Input] = [
    stepInput(
      "off-screen-point", "@0 down 1 at 500,-20\n", line: 8,
      "point 500,-20 is off the device (x 0 to 389, y 0 to 843)"),
    Input(
      name: "relative-time-in-version-1",
      text: header2.replacingOccurrences(of: "scenario 2", with: "scenario 1")
        + "@100 wait\n@+400 wait\n",
      error: (
        9,
        "the relative time '@+400' needs format version 2; the file starts with 'backgesture-scenario 1'"
      )),
    stepInput(
      "outcome-without-kind",
      "@0 down 1 at 5,400\n@16 move 1 to 40,400\nexpect outcomes: refused:root\n",
      line: 10,
      "unknown outcome 'refused:root'; expected swipe:finished, swipe:cancelled, swipe:lost:control, "
        + "swipe:lost:scroll, swipe:refused:<rule>, pull:dismissed, pull:cancelled, "
        + "pull:refused:modal, pull:refused:veto, <step>:done, <step>:refused:<reason> or "
        + "interrupted:<step> (<rule>: "
        + "root, optOut, pageFlag, maxDistance, transition, edgeZone, direction, fingers, veto, "
        + "backButton, barHidden or delegate; <step>: push, pop, pop-to-root, set-stack, present, dismiss or "
        + "back; <reason>: transition, unknown, duplicate, root, empty, noPresentation, "
        + "noBackButton or veto); did you mean 'swipe:refused:root'?"),
    Input(
      name: "preset-FD", text: header2.replacingOccurrences(of: "fdFullscreen", with: "FD"),
      error: (
        3,
        "unknown preset 'FD'; expected privateHandler, fdFullscreen, isolatedContainers, "
          + "restoredEdge or delegateInterceptor; did you mean 'fdFullscreen'?"
      )),
    stepInput(
      "expectation-idle", "@0 wait\nexpect idle\n", line: 9,
      "unknown expectation 'idle'; expected stacks:, bar:, outcomes:, outcomes include:, "
        + "callbacks:, callbacks include:, callbacks of <screen>:, transition:, scroll:, flags: "
        + "or gesture:"),
    screenInput(
      "setting-vetoes", " vetoes",
      "unknown setting 'vetoes'; expected popDisabled, maxDistance=N, bar=hidden|visible, "
        + "style=N, back=system|supplementing|replacing|hidden, veto, late or animator=MS; "
        + "did you mean 'veto'?"),
    stepInput(
      "progress-overflow", "@0 down 1 at 5,400\n@16 move 1 to 9223372036854876,400\n", line: 9,
      "point 9223372036854876,400 is off the device (x 0 to 389, y 0 to 843)"),
    stepInput(
      "settle-overflow", "@9223372036854775000 wait\n", line: 8,
      "time 9223372036854775000 is out of range (0 to 1000000000)"),
    stepInput(
      "push-overflow", "@9223372036854775807 pop\n", line: 8,
      "time 9223372036854775807 is out of range (0 to 1000000000)"),
    screenInput(
      "inset-overflow", "\n  hscroll frame=0,0,390,844 content=400 inset=9223372036854775807",
      line: 5, "inset 9223372036854775807 is out of range (0 to 1000000)"),
    screenInput(
      "svg-scale-overflow", "\n  slider frame=100000000000000000,0,10,10", line: 5,
      "frame x 100000000000000000 is out of range (-1000000 to 1000000)"),
    Input(
      name: "device-width-0", text: header2.replacingOccurrences(of: "390x844", with: "0x844"),
      error: (2, "device width 0 is out of range (1 to 4096)")),
    Input(
      name: "device-height-4097",
      text: header2.replacingOccurrences(of: "390x844", with: "390x4097"),
      error: (2, "device height 4097 is out of range (1 to 4096)")),
    stepInput(
      "time-past-limit", "@1000000001 wait\n", line: 8,
      "time 1000000001 is out of range (0 to 1000000000)"),
    stepInput(
      "relative-time-past-limit", "@1000000000 wait\n@+1 wait\n", line: 9,
      "time '@+1' after @1000000000 is out of range (0 to 1000000000)"),
    screenInput("style-minus-1", " style=-1", "style -1 is out of range (0 to 9)"),
    screenInput("style-10", " style=10", "style 10 is out of range (0 to 9)"),
    screenInput("animator-0", " animator=0", "animator 0 is out of range (1 to 5000)"),
    screenInput("animator-5001", " animator=5001", "animator 5001 is out of range (1 to 5000)"),
    screenInput(
      "max-distance-low", " maxDistance=-1000001",
      "maxDistance -1000001 is out of range (-1000000 to 1000000)"),
    screenInput(
      "max-distance-high", " maxDistance=1000001",
      "maxDistance 1000001 is out of range (-1000000 to 1000000)"),
    screenInput(
      "frame-x-low", "\n  slider frame=-1000001,0,1,1", line: 5,
      "frame x -1000001 is out of range (-1000000 to 1000000)"),
    screenInput(
      "frame-y-high", "\n  slider frame=0,1000001,1,1", line: 5,
      "frame y 1000001 is out of range (-1000000 to 1000000)"),
    screenInput(
      "frame-width-low", "\n  swipecell frame=0,0,-1,1", line: 5,
      "frame width -1 is out of range (0 to 1000000)"),
    screenInput(
      "frame-height-high", "\n  swipecell frame=0,0,1,1000001", line: 5,
      "frame height 1000001 is out of range (0 to 1000000)"),
    screenInput(
      "content-high", "\n  vscroll frame=0,0,1,1 content=1000001", line: 5,
      "content 1000001 is out of range (0 to 1000000)"),
    screenInput(
      "offset-low", "\n  hscroll frame=0,0,1,1 content=1 offset=-1000001", line: 5,
      "offset -1000001 is out of range (-1000000 to 1000000)"),
    screenInput(
      "inset-high", "\n  hscroll frame=0,0,1,1 content=1 inset=1000001", line: 5,
      "inset 1000001 is out of range (0 to 1000000)"),
    screenInput(
      "decelerating-high", "\n  hscroll frame=0,0,1,1 content=1 decelerating=1000000001", line: 5,
      "decelerating 1000000001 is out of range (0 to 1000000000)"),
    stepInput("finger-0", "@0 down 0 at 1,1\n", line: 8, "finger 0 is out of range (1 to 9)"),
    stepInput("finger-10", "@0 down 10 at 1,1\n", line: 8, "finger 10 is out of range (1 to 9)"),
    stepInput(
      "point-x-width", "@0 down 1 at 390,0\n", line: 8,
      "point 390,0 is off the device (x 0 to 389, y 0 to 843)"),
    stepInput(
      "point-y-minus-1", "@0 down 1 at 0,0\n@1 move 1 to 0,-1\n", line: 9,
      "point 0,-1 is off the device (x 0 to 389, y 0 to 843)"),
    stepInput(
      "expect-style-10", "@0 wait\nexpect bar: hidden style=10\n", line: 9,
      "style 10 is out of range (0 to 9)"),
  ]

  @Test(
    "A refused file gives exit 2 and file:line in run, explain and explain --svg",
    arguments: refused)
  func refusedEverywhere(_ input: Input) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = "\(input.name).scenario"
    try TestSupport.write(input.text, to: file, in: directory)
    let (line, message) = try #require(input.error)
    let expected = "Error: \(file):\(line): \(message)\n"
    for arguments in [["run", file], ["explain", file], ["explain", file, "--svg", "out.svg"]] {
      let result = try backgesture(arguments, in: directory)
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
      #expect(result.stderr == expected, "\(arguments)")
      #expect(result.stdout == "", "\(arguments)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
  }

  /// Files with every number at a limit of its range: they run, and every invariant holds.
  static let accepted: [Input] = [
    Input(
      name: "every-number-at-its-top",
      text: """
        backgesture-scenario 2
        title: Every number at the top of its range
        device: pad 4096x4096 ltr
        preset: fdFullscreen
        screen A style=9 maxDistance=1000000
          hscroll frame=1000000,1000000,1000000,1000000 content=1000000 offset=1000000 inset=1000000 bounces paging decelerating=1000000000
          vscroll frame=-1000000,-1000000,1000000,1000000 content=1000000 offset=1000000
          slider frame=1000000,-1000000,1000000,1000000
        screen B style=9 maxDistance=-1000000
          hscroll frame=0,0,4096,4096 content=1000000 offset=-1000000 inset=1000000 bounces paging decelerating=1000000000
        stack: A B
        steps:
        @999998000 down 9 at 4095,4095 # lands on B.1: its deceleration stops [K7]
        @+16 move 9 to 0,4095          # backward: refused:direction; B.1 tracks [K4]
        @+16 move 9 to 4095,0          # raw -1004095 below -1000000: bounces half: -1002047
        @+0 expect scroll: B.1 offset=-1002047
        @+16 up 9                      # clamped, paged to -1000000; 255937 pt/s >= 200 decelerates [K5]
        @+0 expect scroll: B.1 offset=-1000000 decelerating
        @1000000000 pop
        @+0 expect transition: pop animating
        expect stacks: A
        expect bar: visible style=9
        expect outcomes: swipe:refused:direction pop:done
        """),
    Input(
      name: "every-number-at-its-bottom",
      text: """
        backgesture-scenario 2
        title: Every number at the bottom of its range
        device: phone 1x1 rtl
        preset: delegateInterceptor
        screen A style=0 maxDistance=-1000000 animator=1
          hscroll frame=-1000000,-1000000,0,0 content=0 offset=-1000000 decelerating=0
          vscroll frame=0,0,1,1 content=0 offset=-1000000
          swipecell frame=0,0,0,0
        screen B back=replacing
        stack: A B
        steps:
        @0 down 1 at 0,0
        @0 move 1 to 0,0
        @0 up 1
        @0 back                        # B replaces its back button: refused [O6]
        @0 pop                         # to A, whose animator takes 1 ms [A2]
        @0 expect scroll: A.1 offset=-1000000
        @1 expect transition: none
        expect outcomes: back:refused:noBackButton pop:done
        expect scroll: A.2 offset=-1000000
        """),
  ]

  @Test(
    "A file with every number at a limit runs in run, explain and explain --svg",
    arguments: accepted)
  func acceptedEverywhere(_ input: Input) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = "\(input.name).scenario"
    try TestSupport.write(input.text, to: file, in: directory)
    let run = try backgesture(["run", file], in: directory)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let explain = try backgesture(["explain", file, "--svg", "out.svg"], in: directory)
    #expect(explain.status == 0, "\(explain.stdout)\(explain.stderr)")
    #expect(
      explain.stdout.hasSuffix("All invariants hold; engine and oracle agree at every step.\n"))
    let parser = try XMLParser(data: Data(contentsOf: directory.appendingPathComponent("out.svg")))
    #expect(parser.parse())
  }
}
