import BackGestureModel
import Testing

/// The errors of format version 3's content words, word for word.
extension ScenarioErrorTests {
  /// A file of a version whose screen B holds one content line, which must fail.
  func contentError(
    _ line: String, version: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    nestedError(["  " + line], version: version, sourceLocation: sourceLocation)
  }

  @Test("What version 3 adds to content is an error in older files, naming the key")
  func version3KeysInOlderFiles() {
    for (version, key) in [(1, "simultaneous"), (2, "waitsForBack"), (2, "alwaysBounce")] {
      #expect(
        contentError("hscroll frame=0,0,390,100 content=800 \(key)", version: version)
          == "x.scenario:6: the key '\(key)' of 'hscroll' needs format version 3; "
          + "the file starts with 'backgesture-scenario \(version)'")
    }
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 safeInset=4", version: 1)
        == "x.scenario:6: the key 'safeInset' of 'hscroll' needs format version 3; "
        + "the file starts with 'backgesture-scenario 1'")
    #expect(
      contentError("vscroll frame=0,0,390,100 content=800 backWaits", version: 2)
        == "x.scenario:6: the key 'backWaits' of 'vscroll' needs format version 3; "
        + "the file starts with 'backgesture-scenario 2'")
  }

  @Test("Version 3 reads bounces as yes or no, and lists its own keys")
  func version3Keys() {
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 bounces")
        == "x.scenario:6: expected 'bounces=yes|no', found 'bounces'")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 bounces=yse")
        == "x.scenario:6: unknown value 'yse' in 'bounces=yse'; expected yes or no; "
        + "did you mean 'yes'?")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 simultanous")
        == "x.scenario:6: unknown key 'simultanous' in 'hscroll'; expected frame=X,Y,W,H, "
        + "content=N, offset=N, inset=N, safeInset=N, bounces=yes|no, alwaysBounce, paging, "
        + "decelerating=T, waitsForBack, backWaits or simultaneous; did you mean 'simultaneous'?")
    #expect(
      contentError("vscroll frame=0,0,390,100 content=800 bounces=no")
        == "x.scenario:6: unknown key 'bounces' in 'vscroll'; expected frame=X,Y,W,H, "
        + "content=N, offset=N, waitsForBack, backWaits or simultaneous")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 safeInset=-1")
        == "x.scenario:6: safeInset -1 is out of range (0 to 1000000)")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 waitsForBack=yes")
        == "x.scenario:6: 'waitsForBack' takes no value, found 'waitsForBack=yes'")
  }
}
