import BackGestureModel
import BackGestureOracle

/// Small worlds and step builders shared by the oracle's tests.
enum Fixtures {}
