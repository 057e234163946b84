// A custom strategy lays out a `Chain` (PinBaseline) with the engine (PinEngine): importing
// PinBenchKit is enough to write one.
@_exported import PinBaseline
@_exported import PinEngine
