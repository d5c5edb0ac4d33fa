import BackGestureModel
import Foundation
import Testing

@testable import BackGestureRendering

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG picture: well-formed, deterministic, and word for word on a tiny scenario.
@Suite struct SVGRendererTests {
  /// A forward swipe from the edge zone that finishes, with a title that needs escaping.
  static let tinyText = """
    backgesture-scenario 1
    title: Tiny <swipe> & "finish"
    device: phone 390x844 ltr
    preset: restoredEdge
    screen A
    screen B
      slider frame=20,600,300,40
    stack: A B
    steps:
    @0 down 1 at 10,300
    @16 move 1 to 300,300
    @32 up 1
    @600 wait

    """

  static func tiny() throws -> ScenarioExplanation {
    ScenarioExplanation(try Scenario.parse(tinyText, file: "tiny.scenario"))
  }

  /// Parses a document with Foundation's XML parser; returns the element names in order,
  /// or the parser's error.
  static func elements(_ svg: String) -> Result<[String], Error> {
    final class Names: NSObject, XMLParserDelegate {
      var names: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        names.append(name)
      }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let names = Names()
    parser.delegate = names
    guard parser.parse() else {
      return .failure(parser.parserError ?? CocoaError(.propertyListReadCorrupt))
    }
    return .success(names.names)
  }

  @Test("The tiny scenario's picture, word for word")
  func tinyPicture() throws {
    #expect(SVGRenderer().render(try Self.tiny()) == Self.tinySVG)
  }

  @Test("The picture is well-formed XML with the screen, the path and both panels")
  func wellFormed() throws {
    let svg = SVGRenderer().render(try Self.tiny())
    let names = try Self.elements(svg).get()
    #expect(names.first == "svg")
    #expect(names.contains("polyline"))
    #expect(names.filter { $0 == "circle" }.count == 4)  // three samples and the decision
    #expect(
      svg.contains(
        "<text x=\"20\" y=\"28\" font-size=\"15\" font-weight=\"bold\" fill=\"#212529\">Tiny &lt;swipe&gt; &amp; &quot;finish&quot;</text>"
      ))
    #expect(svg.contains(">before @0</text>"))
    #expect(svg.contains(">after @600</text>"))
    #expect(SVGRenderer().render(try Self.tiny()) == svg)
  }

  @Test("Text and attributes escape the characters XML reserves")
  func escaping() {
    #expect(SVGDocument.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
    var svg = SVGDocument(width: 10, height: 10)
    svg.comment("a -- b")
    #expect(svg.elements == ["<!-- a - - b -->"])
  }

  @Test("Points scale to pixels rounding half up, negatives included")
  func scaling() throws {
    let layout = SVGRenderer.Layout(try Self.tiny())
    #expect((layout.screenWidth, layout.screenHeight) == (166, 360))
    #expect(layout.scale(844) == 360)
    #expect(layout.scale(390) == 166)  // 166.35
    #expect(layout.scale(1) == 0)  // 0.43
    #expect(layout.scale(-1) == 0)  // -0.43
    #expect(layout.scale(-3) == -1)  // -1.28
  }

  @Test("Long text wraps at spaces")
  func wrapping() {
    #expect(SVGRenderer.wrap("one two three four", columns: 9) == ["one two", "three", "four"])
    #expect(SVGRenderer.wrap("", columns: 9) == [""])
  }

  static let tinySVG = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="690" height="593" viewBox="0 0 690 593" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect x="0" y="0" width="690" height="593" fill="#ffffff"/>
      <!-- caption -->
      <text x="20" y="28" font-size="15" font-weight="bold" fill="#212529">Tiny &lt;swipe&gt; &amp; &quot;finish&quot;</text>
      <text x="20" y="47" fill="#495057">tiny.scenario · preset restoredEdge · phone 390x844 ltr</text>
      <!-- screen -->
      <rect x="40" y="77" width="166" height="360" rx="12" fill="#f8f9fa" stroke="#343a40" stroke-width="2"/>
      <rect x="40" y="89" width="9" height="336" fill="#ffd43b" fill-opacity="0.6"/>
      <line x1="40" y1="89" x2="40" y2="425" stroke="#e8590c" stroke-width="4"/>
      <text x="123" y="101" font-size="16" font-weight="bold" fill="#adb5bd" text-anchor="middle">B</text>
      <rect x="49" y="333" width="128" height="17" fill="#e9ecef" fill-opacity="0.5" stroke="#868e96" stroke-dasharray="4 3"/>
      <text x="53" y="345" font-size="10" fill="#495057">B.1 slider</text>
      <!-- finger 1 -->
      <polyline points="44,205 168,205" fill="none" stroke="#1c7ed6" stroke-width="2" stroke-linejoin="round"/>
      <circle cx="44" cy="205" r="3" fill="#1c7ed6"/>
      <text x="52" y="194" font-size="10" fill="#1c7ed6">1: @0</text>
      <circle cx="168" cy="205" r="3" fill="#1c7ed6"/>
      <text x="176" y="224" font-size="10" fill="#1c7ed6">@16, up @32</text>
      <!-- decision @16 -->
      <circle cx="168" cy="205" r="8" fill="none" stroke="#212529" stroke-width="2" stroke-dasharray="3 2"/>
      <!-- legend -->
      <rect x="40" y="450" width="12" height="4" fill="#e8590c"/>
      <text x="58" y="459" font-size="11" fill="#343a40">leading edge (left)</text>
      <rect x="40" y="465" width="12" height="10" fill="#ffd43b" fill-opacity="0.6"/>
      <text x="58" y="475" font-size="11" fill="#343a40">edge zone 20 pt</text>
      <rect x="40" y="485" width="12" height="3" fill="#1c7ed6"/>
      <text x="58" y="491" font-size="11" fill="#343a40">finger 1</text>
      <circle cx="46" cy="503" r="5" fill="none" stroke="#212529" stroke-width="1.5" stroke-dasharray="3 2"/>
      <text x="58" y="507" font-size="11" fill="#343a40">decision @16: began</text>
      <!-- panel before @0 -->
      <text x="264" y="95" font-size="13" font-weight="bold" fill="#212529">before @0</text>
      <text x="264" y="117" font-size="11" fill="#868e96">stacks (bottom first)</text>
      <rect x="264" y="125" width="44" height="24" rx="3" fill="#f1f3f5" stroke="#adb5bd" stroke-width="1"/>
      <text x="286" y="141" font-size="11" text-anchor="middle" fill="#212529">A</text>
      <rect x="312" y="125" width="44" height="24" rx="3" fill="#d0ebff" stroke="#1c7ed6" stroke-width="2"/>
      <text x="334" y="141" font-size="11" text-anchor="middle" fill="#212529" font-weight="bold">B</text>
      <text x="264" y="173" font-size="11" fill="#868e96">bar</text>
      <rect x="264" y="179" width="180" height="18" rx="3" fill="#343a40"/>
      <text x="270" y="192" font-size="11" fill="#ffffff">visible style=0</text>
      <text x="264" y="219" font-size="11" fill="#868e96">outcomes</text>
      <text x="264" y="235" font-size="12" fill="#212529">none</text>
      <!-- panel after @600 -->
      <text x="480" y="95" font-size="13" font-weight="bold" fill="#212529">after @600</text>
      <text x="480" y="117" font-size="11" fill="#868e96">stacks (bottom first)</text>
      <rect x="480" y="125" width="44" height="24" rx="3" fill="#d0ebff" stroke="#1c7ed6" stroke-width="2"/>
      <text x="502" y="141" font-size="11" text-anchor="middle" fill="#212529" font-weight="bold">A</text>
      <text x="480" y="173" font-size="11" fill="#868e96">bar</text>
      <rect x="480" y="179" width="180" height="18" rx="3" fill="#343a40"/>
      <text x="486" y="192" font-size="11" fill="#ffffff">visible style=0</text>
      <text x="480" y="219" font-size="11" fill="#868e96">outcomes</text>
      <text x="480" y="235" font-size="12" fill="#212529">swipe:finished</text>
      <!-- verdict -->
      <text x="20" y="547" font-size="13" font-weight="bold" fill="#2b8a3e">✔ All invariants hold; engine and oracle agree at every step.</text>
      <text x="20" y="565" fill="#495057">PASS: no expectations to check</text>
    </svg>

    """
}
