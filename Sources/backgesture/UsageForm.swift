/// One way of calling a command, as a line of its usage: the options it needs, then those
/// it may take.
///
/// `prove` has three:
///
/// ```text
/// USAGE: backgesture prove [--preset <preset>] [--os <system>] [--depth <n>] ...
///        backgesture prove --app <name> [--preset <preset>] ...
///        backgesture prove --bench [--preset <preset>] ...
/// ```
struct UsageForm: Sendable {
  /// The names of the options this form needs, shown without brackets.
  var required: [String]
  /// The names of the options it may take, shown in brackets.
  var optional: [String]

  /// A form: the options it needs, then those it may take.
  init<each Required, each Optional>(
    needs required: repeat Option<each Required>, takes optional: repeat Option<each Optional>
  ) {
    var needs: [String] = []
    for option in repeat each required { needs.append(option.name) }
    var takes: [String] = []
    for option in repeat each optional { takes.append(option.name) }
    self.required = needs
    self.optional = takes
  }

  /// A form from the names of its options.
  init(required: [String], optional: [String]) {
    self.required = required
    self.optional = optional
  }
}
