// rejected-on: watchos
// checked-on: watchos
// rejected-for: no such module
// The UIKit layer is not built for watchOS, whose UIKit has no views to host a state in: a
// watch app imports EmptyStatesUI instead.
import EmptyStatesUIKit

func plantedWatchBackground() {}
