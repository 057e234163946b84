import EdgeChain
import PinBenchCLI

PinBench.main(strategies: [EdgeChainStrategy.self], screens: [ProfileScreen()])
