#include "CFuzzerShim.h"

// libFuzzer's entry point for executables that own `main`. Declared weak so a
// build without `-sanitize=fuzzer` links too: the symbol is then null.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv,
                               int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int cfuzzer_driver_available(void) { return LLVMFuzzerRunDriver != 0; }

int cfuzzer_run_driver(int *argc, char ***argv, CFuzzerTestOneInput callback) {
  if (LLVMFuzzerRunDriver == 0) return -1;
  return LLVMFuzzerRunDriver(argc, argv, callback);
}

// `-sanitize=fuzzer` links libFuzzer whole, including its own `main`, which refers to
// this symbol; every executable of the package keeps its own `main` (SwiftPM's
// `--defsym main=<module>_main`), so this one is never called. Without it the link
// fails with an undefined symbol, and ld.gold crashes while reporting it ("internal
// error in format_file_lineno"). `backgesture-fuzz` defines the real one.
__attribute__((weak)) int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  (void)data;
  (void)size;
  return 0;
}
