// `import BackGestureCheck` alone gives a test everything it needs to check a policy or an
// app: the check functions and their options from this module, and, re-exported, the
// world as values and the scenario format (`BackGestureModel`), the policy protocol and
// the reference engine (`BackGestureEngine`), the app protocol (`BackGestureApps`), the
// invariants and a run's report (`BackGestureInvariants`), replaying a scenario
// (`BackGestureRunner`) and the generic property results (`PropertyCore`).
@_exported import BackGestureApps
@_exported import BackGestureEngine
@_exported import BackGestureInvariants
@_exported import BackGestureModel
@_exported import BackGestureRunner
@_exported import PropertyCore
