#ifndef CFUZZERENTRY_H
#define CFUZZERENTRY_H

// This module declares nothing: it defines libFuzzer's per-input entry point,
// `LLVMFuzzerTestOneInput`, weak and empty (CFuzzerEntry.c), so every executable of the
// package links under `-sanitize=fuzzer`. An executable imports it only to link it.

#endif
