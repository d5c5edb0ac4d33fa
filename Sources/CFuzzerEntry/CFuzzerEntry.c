#include "CFuzzerEntry.h"

#include <stddef.h>
#include <stdint.h>

// `-sanitize=fuzzer` links libFuzzer whole, including its own `main`, which refers to
// this symbol. Every executable of the package keeps its own `main` (SwiftPM links it
// with `--defsym main=<module>_main`), so this definition is never called; it only
// resolves the reference. Without it the link fails with an undefined symbol, and ld.gold
// crashes while reporting it ("internal error in format_file_lineno"). The fuzz targets
// define the real one (`@_cdecl("LLVMFuzzerTestOneInput")`), which takes precedence over
// this weak one.
__attribute__((weak)) int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  (void)data;
  (void)size;
  return 0;
}
