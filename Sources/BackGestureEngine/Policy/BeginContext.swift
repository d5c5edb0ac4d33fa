import BackGestureModel

/// The facts a recognizer's begin rules read at the decision moment (spec section 5).
///
/// The engine gathers them for the current container C, its top screen and the tracked
/// finger; ``BackGesturePolicy/decideBegin(_:)`` turns them into a verdict.
public struct BeginContext: Sendable, Hashable {
  /// The recognizer that decides.
  public var recognizer: RecognizerKind
  /// How many screens C's stack holds.
  public var stackCount: Int
  /// Whether C is a presented container rather than the root.
  public var isPresentation: Bool
  /// The effective `popDisabled` of the top screen (spec [S10]).
  public var popDisabled: Bool
  /// The effective `maxDistance` of the top screen, as configured (spec [S10]).
  public var maxDistance: Int
  /// Whether the top screen vetoes being popped.
  public var veto: Bool
  /// The top screen's back button.
  public var backButton: ScreenSettings.BackButton
  /// C's page flag (spec [B6]).
  public var pageFlag: Bool
  /// Whether C's navigation bar is hidden ([R-barHidden]).
  public var barHidden: Bool
  /// Whether C is transitioning or any presentation or dismissal is animating.
  public var transitioning: Bool
  /// The leading distance of the touch-down point.
  public var touchDownLeadingDistance: Int
  /// The leading distance of the current point.
  public var leadingDistance: Int
  /// The forward displacement from the touch-down point to the current point.
  public var forwardDisplacement: Int
  /// How many fingers are down.
  public var fingersDown: Int
  /// Whether a presentation or dismissal is animating, one half of ``transitioning``.
  public var presentationChangeInFlight: Bool
  /// The settings of the screen under the top, or `nil` when the top is alone on C's stack.
  public var belowTop: ScreenFacts?

  /// The settings of one screen that the begin rules read, effective as spec [S10] says.
  public struct ScreenFacts: Sendable, Hashable {
    /// The effective `popDisabled`.
    public var popDisabled: Bool
    /// The effective `maxDistance`, as configured.
    public var maxDistance: Int
    /// Whether the screen vetoes being popped.
    public var veto: Bool
    /// The screen's back button.
    public var backButton: ScreenSettings.BackButton

    /// Creates the facts of one screen.
    public init(
      popDisabled: Bool, maxDistance: Int, veto: Bool, backButton: ScreenSettings.BackButton
    ) {
      self.popDisabled = popDisabled
      self.maxDistance = maxDistance
      self.veto = veto
      self.backButton = backButton
    }
  }

  /// Creates a begin context.
  public init(
    recognizer: RecognizerKind, stackCount: Int, isPresentation: Bool, popDisabled: Bool,
    maxDistance: Int, veto: Bool, backButton: ScreenSettings.BackButton, pageFlag: Bool,
    transitioning: Bool, touchDownLeadingDistance: Int, leadingDistance: Int,
    forwardDisplacement: Int, fingersDown: Int, presentationChangeInFlight: Bool = false,
    belowTop: ScreenFacts? = nil, barHidden: Bool = false
  ) {
    self.recognizer = recognizer
    self.stackCount = stackCount
    self.isPresentation = isPresentation
    self.popDisabled = popDisabled
    self.maxDistance = maxDistance
    self.veto = veto
    self.backButton = backButton
    self.pageFlag = pageFlag
    self.transitioning = transitioning
    self.touchDownLeadingDistance = touchDownLeadingDistance
    self.leadingDistance = leadingDistance
    self.forwardDisplacement = forwardDisplacement
    self.fingersDown = fingersDown
    self.presentationChangeInFlight = presentationChangeInFlight
    self.belowTop = belowTop
    self.barHidden = barHidden
  }
}
