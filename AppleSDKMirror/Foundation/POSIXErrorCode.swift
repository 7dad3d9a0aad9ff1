// Mirrors Darwin's POSIXErrorCode (Foundation re-exports it), iPhoneOS18.0.sdk; see URL.swift.

// The cases are C's errno names.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// An `errno` value. (Darwin's `POSIXErrorCode`, which Foundation re-exports: the cases we
/// read and a few more, with Darwin's raw values.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum POSIXErrorCode: Int32, Sendable {
  case EPERM = 1
  case ENOENT = 2
  case EINTR = 4
  case EIO = 5
  case EACCES = 13
  case EEXIST = 17
  case EINVAL = 22
  case ENOSPC = 28
  case EAGAIN = 35
  case ENOTCONN = 57
  case ETIMEDOUT = 60
  case ECONNREFUSED = 61
  case EHOSTDOWN = 64
  case EHOSTUNREACH = 65
  case ENETDOWN = 50
  case ENETUNREACH = 51
  case ENETRESET = 52
  case ECONNABORTED = 53
  case ECONNRESET = 54
  case ECANCELED = 89
}
