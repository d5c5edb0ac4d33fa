import BackGestureModel
import Testing

/// The errors of steps and checkpoints: their times, words, points, fingers and operations,
/// word for word.
extension ScenarioErrorTests {
  @Test("Steps: syntax and fingers")
  func steps() {
    #expect(
      stepError("@0 down 1 to 100,300\n")
        == "x.scenario:10: expected 'at X,Y' after 'down 1', found 'to'")
    #expect(
      stepError("@0 down 1\n")
        == "x.scenario:10: expected 'at X,Y' after 'down 1', found the end of the line")
    #expect(
      stepError("@0 down 1 at 100\n")
        == "x.scenario:10: expected 'X,Y' after 'down 1 at', found '100'")
    #expect(
      stepError("@0 down x at 1,1\n")
        == "x.scenario:10: expected a finger number after 'down', found 'x'")
    #expect(stepError("@0 down 0 at 1,1\n") == "x.scenario:10: finger 0 is out of range (1 to 9)")
    #expect(stepError("@0 down 10 at 1,1\n") == "x.scenario:10: finger 10 is out of range (1 to 9)")
    #expect(stepError("@0 move 2 to 1,1\n") == "x.scenario:10: finger 2 is not down")
    #expect(
      stepError("@0 down 1 at 1,1\n@1 up 1\n@2 up 1\n") == "x.scenario:12: finger 1 is not down")
    #expect(
      stepError("@0 down 1 at 1,1\n@5 down 1 at 2,2\n")
        == "x.scenario:11: finger 1 is already down (since line 10)")
    #expect(
      stepError("@0 down 1 at 1,1\n@1 cancel\n@2 move 1 to 3,3\n")
        == "x.scenario:12: finger 1 is not down")
    #expect(
      stepError("@100 wait\n@50 wait\n")
        == "x.scenario:11: time goes backwards: @50 comes after @100 on line 10")
    #expect(
      stepError("@-1 wait\n") == "x.scenario:10: time -1 is out of range (0 to 1000000000)")
    #expect(
      stepError("@0\n") == "x.scenario:10: expected a step after '@0', found the end of the line")
    #expect(stepError("@0 wait now\n") == "x.scenario:10: unexpected 'now' after 'wait'")
    #expect(
      stepError("wait\n") == "x.scenario:10: expected a step '@T ...' or 'expect', found 'wait'")
  }

  @Test("Times: relative times, the limits, checkpoints in the order of time")
  func times() {
    #expect(
      stepError("@x wait\n")
        == "x.scenario:10: expected '@T' or '@+N' with a time in ms, found '@x'")
    #expect(
      stepError("@+x wait\n")
        == "x.scenario:10: expected '@T' or '@+N' with a time in ms, found '@+x'")
    #expect(
      stepError("@+-5 wait\n")
        == "x.scenario:10: expected '@T' or '@+N' with a time in ms, found '@+-5'")
    #expect(
      stepError("@1000000001 wait\n")
        == "x.scenario:10: time 1000000001 is out of range (0 to 1000000000)")
    #expect(
      stepError("@99999999999999999999 wait\n")
        == "x.scenario:10: time 99999999999999999999 is out of range (0 to 1000000000)")
    #expect(
      stepError("@999999999 wait\n@+2 wait\n")
        == "x.scenario:11: time '@+2' after @999999999 is out of range (0 to 1000000000)")
    #expect(
      stepError("@+99999999999999999999 wait\n")
        == "x.scenario:10: time '@+99999999999999999999' after @0 is out of range (0 to 1000000000)"
    )
    #expect(
      stepError("@100 wait\n@+400 wait\n@450 wait\n")
        == "x.scenario:12: time goes backwards: @450 comes after @500 on line 11")
    #expect(
      stepError("@100 wait\n@50 expect stacks: A B\n")
        == "x.scenario:11: time goes backwards: @50 comes after @100 on line 10")
    #expect(
      stepError("@100 expect stacks: A B\n@50 wait\n")
        == "x.scenario:11: time goes backwards: @50 comes after @100 on line 10")
    #expect(
      stepError("@0 expect stack: A\n")
        == "x.scenario:10: unknown expectation 'stack:'; expected stacks:, bar:, outcomes:, outcomes include:, callbacks:, callbacks include:, callbacks of <screen>:, transition:, scroll:, flags:, gesture:, keyboard:, search: or tabBar:; did you mean 'stacks:'?"
    )
    #expect(
      stepError("@0 expect stacks: A B extra|\n")
        == "x.scenario:10: unknown screen 'extra' in 'expect stacks:'; expected A or B")
  }

  @Test("The words after '@T', back, points on the device, fingers")
  func stepWords() {
    #expect(stepError("@0 back instant\n") == "x.scenario:10: unexpected 'instant' after 'back'")
    #expect(
      stepError("@0 mvoe 1 to 1,1\n")
        == "x.scenario:10: unknown step 'mvoe'; expected down, move, up, cancel, back, focus, search, push, pop, pop-to-root, set-stack, present, dismiss, wait or expect; did you mean 'move'?"
    )
    #expect(
      stepError("@0 down 1 at 500,-20\n")
        == "x.scenario:10: point 500,-20 is off the device (x 0 to 389, y 0 to 843)")
    #expect(
      stepError("@0 down 1 at 390,0\n")
        == "x.scenario:10: point 390,0 is off the device (x 0 to 389, y 0 to 843)")
    #expect(
      stepError("@0 down 1 at 0,0\n@1 move 1 to 0,844\n")
        == "x.scenario:11: point 0,844 is off the device (x 0 to 389, y 0 to 843)")
    #expect(
      stepError("@0 down 1 at 5,5\n@1 move 1 to 9223372036854876,400\n")
        == "x.scenario:11: point 9223372036854876,400 is off the device (x 0 to 389, y 0 to 843)"
    )
    #expect(
      stepError("@0 down 1 at 99999999999999999999,1\n")
        == "x.scenario:10: point 99999999999999999999,1 is off the device (x 0 to 389, y 0 to 843)"
    )
    #expect(
      stepError("@0 down 1 at +5,1\n")
        == "x.scenario:10: expected 'X,Y' after 'down 1 at', found '+5,1'")
    #expect(
      stepError("@0 down -1 at 1,1\n") == "x.scenario:10: finger -1 is out of range (1 to 9)")
  }

  @Test("Operations")
  func operations() {
    #expect(
      stepError("@0 push\n")
        == "x.scenario:10: expected a screen name after 'push', found the end of the line")
    #expect(
      stepError("@0 push instant\n")
        == "x.scenario:10: expected a screen name after 'push', found 'instant'")
    #expect(
      stepError("@0 push A B\n") == "x.scenario:10: expected one screen after 'push', found 2")
    #expect(stepError("@0 pop A\n") == "x.scenario:10: unexpected 'A' after 'pop'")
    #expect(
      stepError("@0 pop instant now\n") == "x.scenario:10: unexpected 'now' after 'pop instant'")
    #expect(
      stepError("@0 set-stack A 2B\n")
        == "x.scenario:10: invalid screen name '2B'; names are letters, digits and '_', starting with a letter"
    )
  }
}
