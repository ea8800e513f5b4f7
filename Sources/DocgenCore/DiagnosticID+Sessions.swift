// MARK: - Session steps beyond search: parse errors (DG0130–DG0139) and run failures (DG0640–DG0649)

extension DiagnosticID {
    /// `tap` is not followed by a row title in double quotes or `button …`.
    public static let malformedTapStep = DiagnosticID("DG0130")
    /// `tap button` is not followed by a title in double quotes or a known system item name.
    public static let malformedButtonStep = DiagnosticID("DG0131")
    /// `swipe` is not `swipe "Row" action` (the action bare, `delete`, or in double quotes).
    public static let malformedSwipeStep = DiagnosticID("DG0132")
    /// `alert` is not `alert "Title" [type "text"]… tap "Button"`.
    public static let malformedAlertStep = DiagnosticID("DG0133")
    /// `pull` is not `pull to refresh`.
    public static let malformedPullStep = DiagnosticID("DG0134")
    /// A step that takes nothing more (`back`, `pull to refresh`, `tap "Row"`) is followed by more text.
    public static let unexpectedTextAfterStep = DiagnosticID("DG0135")

    /// A session step names a row that is not on screen (the failure lists the visible rows).
    public static let sessionRowNotShown = DiagnosticID("DG0640")
    /// A session step swipes a row for an action it does not have (the failure lists its actions).
    public static let sessionSwipeActionMissing = DiagnosticID("DG0641")
    /// A session step taps a button that is not on screen or is disabled (the failure lists the buttons).
    public static let sessionButtonNotShown = DiagnosticID("DG0642")
    /// A session step answers an alert that is not shown, or acts under an alert not answered.
    public static let sessionAlertNotShown = DiagnosticID("DG0643")
    /// A session step types into more text fields than the alert has.
    public static let sessionAlertTextFieldMissing = DiagnosticID("DG0644")
    /// A session step taps an alert button that the alert does not have or that is disabled.
    public static let sessionAlertButtonMissing = DiagnosticID("DG0645")
    /// A session step pulls to refresh a table without a refresh control.
    public static let sessionNoRefreshControl = DiagnosticID("DG0646")
    /// A session step goes back where there is no back button.
    public static let sessionNoBackButton = DiagnosticID("DG0647")
}
