import BackGestureApps
import BackGestureUIKit
import Testing

/// The host reads a bar's style from its tint colour (spec [U12]).
@Suite @MainActor struct BarPaletteTests {
  @Test("Each palette grey maps back to its style; an equal grey made elsewhere does too")
  func stylesRoundTrip() {
    for style in 0...9 {
      #expect(BarPalette.style(of: BarPalette.color(forStyle: style)) == style)
      let copy = UIColor(white: 1 - CGFloat(style) / 10, alpha: 1)
      #expect(BarPalette.style(of: copy) == style)
    }
    #expect(BarPalette.style(of: nil) == 0)
    #expect(BarPalette.style(of: UIColor(red: 1, green: 0, blue: 0, alpha: 1)) == 0)
  }
}
