extension Duration {
    /// The duration in seconds, as a Double (fractions kept): every elapsed time PinBench reports.
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
