import PinBenchCLI

PinBench.main()
