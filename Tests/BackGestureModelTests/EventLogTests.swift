import BackGestureModel
import Testing

@Suite struct EventLogTests {
  @Test("A copy keeps its entries while the original appends in place")
  func sharing() {
    var log: EventLog<Int> = [1, 2]
    let saved = log
    log.append(3)
    #expect(Array(saved) == [1, 2])
    #expect(Array(log) == [1, 2, 3])
    #expect(log.extendsWithoutCopying(saved))
    #expect(log.storageDepth == 1)
  }

  @Test("A copy that falls behind starts a storage of its own, referring to the shared entries")
  func staleAppend() {
    var a: EventLog<Int> = [1, 2]
    var b = a
    a.append(3)
    b.append(4)
    #expect(Array(a) == [1, 2, 3])
    #expect(Array(b) == [1, 2, 4])
    #expect(a.storageDepth == 1)
    #expect(b.storageDepth == 2)
    #expect(!b.hasPrefix(a))
    #expect(b.hasPrefix([1, 2]))
    #expect(a != b)
  }

  @Test("A branched copy appends in its own storage; the original keeps appending in place")
  func branching() {
    var main: EventLog<Int> = [1]
    let start = main
    var probe = main.branched()
    probe.append(9)
    main.append(2)
    #expect(Array(probe) == [1, 9])
    #expect(Array(main) == [1, 2])
    #expect(main.storageDepth == 1)
    #expect(main.extendsWithoutCopying(start))
    #expect(probe.extendsWithoutCopying(start))
    #expect(!probe.extendsWithoutCopying(main))
  }

  @Test("A log is a prefix of the run it branched from as far as their entries agree")
  func branchIsPrefix() {
    var main: EventLog<Int> = [1, 2]
    var ahead = main.branched()
    ahead.append(3)
    var wrong = main.branched()
    wrong.append(4)
    main.append(3)
    main.append(5)
    #expect(main.hasPrefix(ahead))
    #expect(!main.hasPrefix(wrong))
    #expect(!ahead.hasPrefix(main))
    #expect(main.hasPrefix(main.branched()))
    #expect(main.hasPrefix([1, 2, 3]) && !main.hasPrefix([1, 3]))
  }

  @Test("A deep chain of storages is flattened, and its entries stay the same")
  func flattening() {
    var log: EventLog<Int> = []
    var expected: [Int] = []
    for value in 0..<40 {
      log = log.branched()
      log.append(value)
      expected.append(value)
      #expect(log.storageDepth <= 8)
    }
    #expect(Array(log) == expected)
  }

  @Test("Equality, hashing and printing follow the entries, as an array's do")
  func valueSemantics() {
    var a: EventLog<String> = ["x"]
    a.append("y")
    let b = EventLog(["x", "y"])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.description == #"["x", "y"]"#)
    #expect(a != ["x"])
    #expect(Array(a.entries(from: 1)) == ["y"])
    #expect(Array(a.entries(from: 5)).isEmpty)
    var c = b
    c += ["z"]
    #expect(Array(c) == ["x", "y", "z"])
  }

  @Test("Copies appended on several threads keep their own entries")
  func threads() async {
    let shared: EventLog<Int> = [0]
    let results = await withTaskGroup(of: [Int].self) { group in
      for worker in 1...4 {
        group.addTask {
          var log = shared
          for step in 0..<1000 { log.append(worker * 10_000 + step) }
          return Array(log)
        }
      }
      var all: [[Int]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 4)
    for result in results {
      let worker = result[1] / 10_000
      #expect(result == [0] + (0..<1000).map { worker * 10_000 + $0 })
    }
  }
}
