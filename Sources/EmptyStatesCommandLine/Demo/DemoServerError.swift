import EmptyStates

/// The error of a refresh the demo makes fail: a 503 answer from the contacts server, which
/// the core classifies as a server error.
struct DemoServerError: HTTPStatusError {
  var httpStatusCode = 503
}
