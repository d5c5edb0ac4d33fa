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
