/// A view controller of the modelled world: a unique name, settings and content.
public struct Screen: Sendable, Hashable {
  /// The unique name: letters, digits and `_`, starting with a letter.
  public var name: String
  /// The settings.
  public var settings: ScreenSettings
  /// The content items the screen's view holds, front-most first (the hit test takes the
  /// first that contains a point); scroll views may hold items of their own ([C7]).
  public var content: [ContentItem]

  /// Creates a screen.
  public init(
    name: String, settings: ScreenSettings = ScreenSettings(), content: [ContentItem] = []
  ) {
    self.name = name
    self.settings = settings
    self.content = content
  }
}
