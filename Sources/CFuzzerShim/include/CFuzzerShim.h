#ifndef CFUZZERSHIM_H
#define CFUZZERSHIM_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's callback: one input, returns 0 (or -1 to keep it out of the corpus).
typedef int (*CFuzzerTestOneInput)(const uint8_t *data, size_t size);

/// Whether libFuzzer is linked in: true when the executable was built with
/// `-sanitize=fuzzer`, false for a plain build.
int cfuzzer_driver_available(void);

/// Runs libFuzzer's driver with the command line, calling `callback` for every
/// input; returns libFuzzer's exit code, or -1 when libFuzzer is not linked in.
int cfuzzer_run_driver(int *argc, char ***argv, CFuzzerTestOneInput callback);

#endif
