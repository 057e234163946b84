import PinEngine

extension BuiltInScreen {
    /// The size of view `role`: a base size, with text and row lengths drawn from the seed in quarter
    /// points.
    package func size(of role: Int, lengths: LengthDraw) -> Size {
        let quarters = lengths.quarterPoints
        switch (self, role) {
        case (.form, _): return Size(width: 300, height: [36, 32, 44, 44, 44, 44, 48][role] + quarters(0...8))
        case (.cell, 0): return Size(width: 40, height: 40)
        case (.cell, 1): return Size(width: 120 + quarters(0...400), height: 20)
        case (.cell, 2): return Size(width: 80 + quarters(0...480), height: 16)
        case (.cell, 3): return Size(width: 60 + quarters(0...400), height: 14)
        case (.cell, 4): return Size(width: 28, height: 18)
        case (.cell, _): return Size(width: 32 + quarters(0...96), height: 16)
        case (.header, 0): return Size(width: 343, height: 40 + quarters(0...16))
        case (.header, 1): return Size(width: 343, height: 28)
        case (.header, 2): return Size(width: 100 + quarters(0...640), height: 16)
        case (.header, _): return Size(width: 343, height: 120 + quarters(0...40))
        case (.toolbar, 4): return Size(width: 200, height: 24)
        case (.toolbar, _): return Size(width: 32, height: 32)
        }
    }
}
