// libFuzzer's entry point for a program that has its own `main`
// (https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library): `Fuzz/run` links
// libclang_rt.fuzzer_no_main into `empty-states-fuzz`, whose `main` calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
