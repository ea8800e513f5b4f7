// libFuzzer's driver, for a program with a `main` of its own (SwiftPM names the executable's entry point).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
