// The HarfBuzz floor (HarfBuzzFloor.swift) calls hb_shape directly: no Steady code,
// no cache, no line breaking. Benchmark only; the library has its own shim (CSteadyShims).
#include <hb.h>
