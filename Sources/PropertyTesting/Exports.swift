// `import PropertyTesting` alone gives a test everything it needs: `checkProperty`
// from this module, and `Gen`, `Generator`, `Property`, `PropertyContext`,
// `PropertyConfiguration`, `PropertyFailure` and the result types from PropertyCore.
@_exported import PropertyCore
