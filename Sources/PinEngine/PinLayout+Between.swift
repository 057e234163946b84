// Between: the view spans the space between two views, aligned on the first; their order does not
// matter.

extension PinLayout {
    /// Spans horizontally between the views, aligned on `view1`; warns when they overlap.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func horizontallyBetween(_ view1: View, and view2: View, aligned: VerticalAlign = .none) -> PinLayout {
        func context() -> String { betweenContext("horizontallyBetween", view1, aligned: aligned == .none ? nil : "\(aligned)") }
        let (minKind, maxKind): (Anchor.Kind, Anchor.Kind) = switch aligned {
        case .top, .none: (.topLeft, .topRight)
        case .center: (.centerLeft, .centerRight)
        case .bottom: (.bottomLeft, .bottomRight)
        }
        guard let (view1Min, view1Max, view2Min, view2Max) = betweenPoints(view1, view2, minKind, maxKind, context) else {
            return self
        }
        let alignPoint: Point
        if view1Max.x <= view2Min.x {
            setLeft(view1Max.x, context)
            setRight(view2Min.x, context)
            alignPoint = view1Min
        } else if view2Max.x <= view1Min.x {
            setLeft(view2Max.x, context)
            setRight(view1Min.x, context)
            alignPoint = view1Max
        } else {
            if Pin.activeWarnings.noSpaceAvailableBetweenViews {
                warnWontBeApplied("there is no horizontal space between these views. (noSpaceAvailableBetweenViews)", context)
            }
            return self
        }
        switch aligned {
        case .top: setTop(alignPoint.y, context)
        case .center: setVerticalCenter(alignPoint.y, context)
        case .bottom: setBottom(alignPoint.y, context)
        case .none: break
        }
        return self
    }

    /// Spans vertically between the views, aligned on `view1`; warns when they overlap.
    @inlinable @inline(__always)
    @discardableResult
    public consuming func verticallyBetween(_ view1: View, and view2: View, aligned: HorizontalAlign = .none) -> PinLayout {
        func context() -> String { betweenContext("verticallyBetween", view1, aligned: aligned == .none ? nil : "\(aligned)") }
        let side: HorizontalSlot = switch aligned {
        case .left, .none: .left
        case .center: .center
        case .right: .right
        case .start: view.isLTR() ? .left : .right
        case .end: view.isLTR() ? .right : .left
        }
        let (minKind, maxKind): (Anchor.Kind, Anchor.Kind) = switch side {
        case .center: (.topCenter, .bottomCenter)
        case .right: (.topRight, .bottomRight)
        default: (.topLeft, .bottomLeft)
        }
        guard let (view1Min, view1Max, view2Min, view2Max) = betweenPoints(view1, view2, minKind, maxKind, context) else {
            return self
        }
        let alignPoint: Point
        if view1Max.y <= view2Min.y {
            setTop(view1Max.y, context)
            setBottom(view2Min.y, context)
            alignPoint = view1Min
        } else if view2Max.y <= view1Min.y {
            setTop(view2Max.y, context)
            setBottom(view1Min.y, context)
            alignPoint = view1Max
        } else {
            if Pin.activeWarnings.noSpaceAvailableBetweenViews {
                warnWontBeApplied("there is no vertical space between these views. (noSpaceAvailableBetweenViews)", context)
            }
            return self
        }
        if aligned != .none {
            set(horizontal: side, x: alignPoint.x, context)
        }
        return self
    }
}

// MARK: - Implementation

extension PinLayout {
    /// Each view's min and max anchor; nil after PinLayout's warnings for a self-reference, a repeated
    /// view or an unattached one.
    @usableFromInline
    func betweenPoints(_ view1: View, _ view2: View, _ minKind: Anchor.Kind, _ maxKind: Anchor.Kind,
                               _ context: Context) -> (Point, Point, Point, Point)? {
        guard view !== view1 && view !== view2 else {
            warnWontBeApplied("the view being layouted cannot be used as one of the references.", context)
            return nil
        }
        guard view1 !== view2 else {
            warnWontBeApplied("reference views must be different.", context)
            return nil
        }
        let view1Min = point(of: Anchor(view: view1, kind: minKind), context)
        let view1Max = point(of: Anchor(view: view1, kind: maxKind), context)
        let view2Min = point(of: Anchor(view: view2, kind: minKind), context)
        let view2Max = point(of: Anchor(view: view2, kind: maxKind), context)
        guard let view1Min, let view1Max, let view2Min, let view2Max else { return nil }
        return (view1Min, view1Max, view2Min, view2Max)
    }
}

/// PinLayout prints the first view twice here (an upstream slip, kept so warning texts match).
@usableFromInline
func betweenContext(_ method: String, _ view1: View, aligned: String?) -> String {
    let alignedText = aligned.map { ", aligned: .\($0)" } ?? ""
    return "\(method)(\(viewDescription(view1)), \(viewDescription(view1))\(alignedText))"
}
