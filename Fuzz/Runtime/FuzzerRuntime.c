// Declarations only (include/FuzzerRuntime.h): the definitions are libFuzzer's.
#include "FuzzerRuntime.h"
