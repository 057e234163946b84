// Importing PinBenchKit is enough to write a strategy: it re-exports PinBaseline and PinEngine.
@_exported import PinBaseline
@_exported import PinEngine
