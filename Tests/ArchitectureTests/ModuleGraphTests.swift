import Testing

/// `Package.swift`, the imports and the module table of `docs/Architecture.md` describe
/// one module graph, and a drift between them fails with a sentence that names it.
@Suite struct ModuleGraphTests {
  @Test("Package.swift, the imports and docs/Architecture.md describe one module graph")
  func oneGraph() throws {
    let graph = try ModuleGraph.read()
    #expect(graph.manifest.count > 30, "the manifest reader found too few targets")
    #expect(graph.table.count > 20, "the module table reader found too few rows")
    #expect(graph.disagreements() == [])
  }

  @Test("A drift planted in each of the three is reported, word for word")
  func plantedDrift() throws {
    var graph = try ModuleGraph.read()
    // The manifest forgets a dependency the oracle's files import.
    graph.manifest["BackGestureOracle"] = []
    // A file of the engine starts importing the oracle.
    graph.imports["BackGestureEngine"]?.modules.insert("BackGestureOracle")
    // The table loses the mirror's row and gives the model a dependency.
    graph.table["BackGestureUIKit"] = nil
    graph.table["BackGestureModel"] = ["PropertyCore"]
    #expect(
      graph.disagreements()
        == [
          "Sources/BackGestureEngine imports BackGestureOracle, which Package.swift does not list among the dependencies of BackGestureEngine",
          "Sources/BackGestureOracle imports BackGestureModel, which Package.swift does not list among the dependencies of BackGestureOracle",
          "docs/Architecture.md: the module table has no row for BackGestureUIKit",
          "docs/Architecture.md: the row of BackGestureModel lists PropertyCore, which Package.swift does not",
          "docs/Architecture.md: the row of BackGestureOracle lists BackGestureModel, which Package.swift does not",
        ].sorted())
  }
}
