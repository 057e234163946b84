/* Empty on purpose: benchmark/benchmark.h is C++ (main.cpp includes it); this module only links
   libbenchmark (see module.modulemap). */
