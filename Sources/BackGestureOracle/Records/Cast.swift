/// The two screens of a change of screen, each with the container it belongs to.
///
/// The *from* screen is the one being left (B of an interactive pop or dismiss, F of an
/// operation); the *to* screen is the one being shown (A, or T).
struct Cast: Sendable, Hashable {
  /// The screen being left.
  var from: Int
  /// The container of the screen being left.
  var fromContainer: Int
  /// The screen being shown.
  var to: Int
  /// The container of the screen being shown.
  var toContainer: Int
  /// The role of a screen that stays in place under a page sheet and so takes no part
  /// in the callbacks: the presenter of a sheet's presentation or dismissal ([N6]).
  var stays: CallbackTemplate.Role? = nil

  /// Returns the screen that plays a role.
  func screen(_ role: CallbackTemplate.Role) -> Int { role == .from ? from : to }

  /// Returns the container of the screen that plays a role.
  func container(_ role: CallbackTemplate.Role) -> Int {
    role == .from ? fromContainer : toContainer
  }
}
