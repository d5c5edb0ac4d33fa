import Foundation

/// An image.
///
/// The mirror has no asset catalog and draws nothing: every image is empty, and its values
/// are kept, not read.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn: as it is, or as a template tinted with the tint colour.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides.
    case automatic = 0
    /// As the image is.
    case alwaysOriginal = 1
    /// As a template, tinted.
    case alwaysTemplate = 2
  }

  /// The size in points; zero, since the mirror's images are empty.
  open var size: CGSize { .zero }
  /// How the image is drawn.
  open private(set) var renderingMode: RenderingMode = .automatic

  /// Creates an empty image.
  public override init() {
    super.init()
  }

  /// Creates the image of an asset. The mirror has no assets: it makes an empty image for
  /// any name, where UIKit returns `nil` for a name its catalog lacks (model choice, so a
  /// shared file's `UIImage(named: "back")!` runs).
  public convenience init?(named name: String) {
    self.init()
  }

  /// Creates a system symbol's image (iOS 13); an empty image, as for ``init(named:)``.
  public convenience init?(systemName name: String) {
    self.init()
  }

  /// Returns the image with a rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    let image = UIImage()
    image.renderingMode = renderingMode
    return image
  }
}

/// A view that shows an image; kept, not read.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?

  /// Creates a view that shows an image, with an empty frame.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates a view with a frame and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive; the mirror has none.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
