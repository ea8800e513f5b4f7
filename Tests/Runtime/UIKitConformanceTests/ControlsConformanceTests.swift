// Written only against Apple's public UIKit API, in the Swift 5 language mode: this file compiles
// unchanged in an iOS app's test target. Controls, labels and fonts: their documented defaults, clamping
// and actions; each expectation names the Apple documentation it comes from. Actions are `UIAction`s
// (iOS 14), which `sendActions(for:)` runs on iOS as it runs target-action pairs.

import Testing
import UIKit

@MainActor
@Suite struct ControlsConformanceTests {
    /// A control's handler log: each `UIAction` appends its name.
    @MainActor final class Log {
        var events: [String] = []
        func action(_ name: String) -> UIAction {
            UIAction(title: name) { [unowned self] _ in self.events.append(name) }
        }
    }

    // MARK: - UIControl and UIButton

    /// UIControl.State raw values and "isEnabled", "isSelected", "isHighlighted" defaults; "state".
    @Test func controlStateRawValues() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
    }

    /// UIControl "state" is made of its flags; "contentHorizontalAlignment" (center) and
    /// "contentVerticalAlignment" (top) defaults.
    @Test func controlStateFollowsItsFlags() {
        let control = UIControl()
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal)
        control.isSelected = true
        #expect(control.state == .selected)
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .top)
    }

    /// UIControl "addAction(_:for:)", "sendActions(for:)", "removeAction(_:for:)".
    @Test func controlSendsItsActionsForTheirEvents() {
        let log = Log()
        let control = UIControl()
        let tap = log.action("tap")
        control.addAction(tap, for: .touchUpInside)
        control.addAction(log.action("change"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(log.events == ["change", "tap"])
        #expect(tap.sender as? UIControl === control)
        control.removeAction(tap, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.events == ["change", "tap"])
    }

    /// UIButton "init(type:)": a zero frame; "buttonType"; "title(for:)" falls back to the normal state's
    /// title; "currentTitle" follows the state.
    @Test func buttonTitlesPerState() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(button.frame == .zero)
        #expect(UIButton().buttonType == .custom)
        #expect(button.title(for: .normal) == nil && button.currentTitle == nil)
        button.setTitle("Add", for: .normal)
        button.setTitle("Adding", for: .highlighted)
        #expect(button.title(for: .normal) == "Add")
        #expect(button.title(for: .selected) == "Add")
        #expect(button.title(for: .highlighted) == "Adding")
        #expect(button.currentTitle == "Add")
        button.isHighlighted = true
        #expect(button.currentTitle == "Adding")
        #expect(button.titleLabel != nil)
    }

    /// UIButton "setTitleColor(_:for:)", "currentTitleColor", "setImage(_:for:)", "currentImage": the
    /// normal state's value stands for the others.
    @Test func buttonColoursAndImagesPerState() {
        let button = UIButton(type: .system)
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: .disabled) == .red)
        #expect(button.currentTitleColor == .red)
        let image = UIImage(systemName: "plus")
        button.setImage(image, for: .normal)
        #expect(button.currentImage === image)
        #expect(button.image(for: .selected) === image)
    }

    /// UIButton "init(type:primaryAction:)": registers the action for primaryActionTriggered and takes its
    /// title.
    @Test func buttonWithAPrimaryAction() {
        let log = Log()
        let button = UIButton(type: .system, primaryAction: log.action("Save"))
        #expect(button.title(for: .normal) == "Save")
        button.sendActions(for: .primaryActionTriggered)
        #expect(log.events == ["Save"])
        let contact = UIButton(type: .contactAdd)
        #expect(contact.buttonType == .contactAdd)
    }

    // MARK: - Switch, slider, stepper

    /// UISwitch "isOn" (false by default), "setOn(_:animated:)" (sends no action).
    @Test func switchOnAndOff() {
        let log = Log()
        let toggle = UISwitch()
        toggle.addAction(log.action("changed"), for: .valueChanged)
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn)
        toggle.isOn = false
        #expect(!toggle.isOn)
        #expect(log.events.isEmpty)
    }

    /// UISlider "value" (0, kept in range), "minimumValue" (0), "maximumValue" (1), "isContinuous" (true):
    /// a new minimum above the value raises it; a maximum below the minimum lowers the minimum.
    @Test func sliderKeepsItsValueInRange() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.maximumValue = 100
        slider.setValue(50, animated: true)
        #expect(slider.value == 50)
        slider.minimumValue = 60
        #expect(slider.value == 60)
        slider.maximumValue = 10
        #expect(slider.minimumValue == 10 && slider.value == 10)
    }

    /// UIStepper "value" (0, clamped), "minimumValue" (0), "maximumValue" (100), "stepValue" (1), "wraps"
    /// (false), "autorepeat" (true), "isContinuous" (true).
    @Test func stepperDefaultsAndClamping() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -5
        #expect(stepper.value == 0)
        stepper.minimumValue = 10
        #expect(stepper.value == 10)
    }

    // MARK: - Segmented control, page control, progress, activity

    /// UISegmentedControl "init(items:)", "numberOfSegments", "selectedSegmentIndex" (noSegment until a
    /// segment is selected), "titleForSegment(at:)", "insertSegment(withTitle:at:animated:)", "noSegment".
    @Test func segmentedControlSegments() {
        let control = UISegmentedControl(items: ["Red", "Green"])
        #expect(control.numberOfSegments == 2)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isMomentary)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1)
        control.insertSegment(withTitle: "Blue", at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "Blue")
        #expect(control.titleForSegment(at: 2) == "Green")
        control.setTitle("Lime", forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Lime")
        control.selectedSegmentIndex = -1
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    /// UIPageControl "numberOfPages" (0), "currentPage" (0, pinned to 0…numberOfPages - 1),
    /// "hidesForSinglePage" (false).
    @Test func pageControlPinsItsPage() {
        let pages = UIPageControl()
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && !pages.hidesForSinglePage)
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
    }

    /// UIProgressView "progress" (0, pinned to 0…1), "progressViewStyle" (default), "setProgress(_:animated:)".
    @Test func progressViewPinsItsProgress() {
        let progress = UIProgressView(progressViewStyle: .bar)
        #expect(progress.progressViewStyle == .bar)
        #expect(UIProgressView().progressViewStyle == .default)
        #expect(progress.progress == 0)
        progress.setProgress(0.5, animated: true)
        #expect(progress.progress == 0.5)
        progress.progress = 2
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
    }

    /// UIActivityIndicatorView "hidesWhenStopped" (true: hidden while not animating), "style" (medium),
    /// "startAnimating()", "stopAnimating()", "isAnimating".
    @Test func activityIndicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.style == .large)
        #expect(UIActivityIndicatorView().style == .medium)
        #expect(spinner.hidesWhenStopped && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    // MARK: - Picker view

    final class Colours: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let rows = [["Red", "Green", "Blue"], ["Light", "Dark"]]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            rows[component].count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            rows[component][row]
        }
    }

    /// UIPickerView "numberOfComponents" and "numberOfRows(inComponent:)" (0 without a data source, else
    /// the data source's), "selectRow(_:inComponent:animated:)", "selectedRow(inComponent:)".
    @Test func pickerViewAsksItsDataSource() {
        let picker = UIPickerView()
        #expect(picker.numberOfComponents == 0)
        let colours = Colours()
        picker.dataSource = colours
        picker.delegate = colours
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    /// UIDatePicker "datePickerMode" (dateAndTime), "minimumDate" and "maximumDate" (nil), "minuteInterval"
    /// (1; a value that does not divide 60 gives the default), "preferredDatePickerStyle" (automatic).
    @Test func datePickerDefaults() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.date >= before)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        #expect(picker.preferredDatePickerStyle == .automatic)
        let date = Date(timeIntervalSince1970: 0)
        picker.setDate(date, animated: false)
        #expect(picker.date == date)
    }

    // MARK: - Labels, text views, text fields, fonts

    /// UILabel "font" (the system font at 17 points; nil resets it), "textColor" (label; nil resets it).
    @Test func labelFontAndColourReset() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.font.pointSize == 17)
        label.font = UIFont.boldSystemFont(ofSize: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == UIColor.label)
    }

    /// UILabel "textAlignment" (natural), "lineBreakMode" (truncating tail), "numberOfLines" (1),
    /// "shadowColor" (nil), "shadowOffset" (0, -1), "attributedText" (nil; setting it sets text),
    /// "isUserInteractionEnabled" (false for a label).
    @Test func labelDefaults() {
        let label = UILabel()
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.attributedText == nil)
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.text == "Styled")
        #expect(!label.isUserInteractionEnabled)
    }

    /// NSTextAlignment and NSLineBreakMode raw values (iOS).
    @Test func textEnumerations() {
        #expect(NSTextAlignment.left.rawValue == 0)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSTextAlignment.right.rawValue == 2)
        #expect(NSLineBreakMode.byWordWrapping.rawValue == 0)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }

    /// UIFont "systemFont(ofSize:)", "pointSize", "withSize(_:)", "preferredFont(forTextStyle:)" (body is
    /// 17 points at the default size), "init(name:size:)" for a font iOS has.
    @Test func fonts() {
        let font = UIFont.systemFont(ofSize: 12)
        #expect(font.pointSize == 12)
        #expect(font.withSize(20).pointSize == 20)
        #expect(font.withSize(20).fontName == font.fontName)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        let helvetica = UIFont(name: "Helvetica-Bold", size: 14)
        #expect(helvetica?.fontName == "Helvetica-Bold")
        #expect(helvetica?.familyName == "Helvetica")
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.bold > UIFont.Weight.regular)
    }

    /// UITextView "text", "isEditable" (true), "isSelectable" (true), "textAlignment" (natural),
    /// "textColor" (black).
    @Test func textViewDefaults() {
        let textView = UITextView()
        #expect(textView.text == "")
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.textAlignment == .natural)
        textView.text = "Notes"
        #expect(textView.attributedText.string == "Notes")
    }

    /// UITextField "borderStyle" (none), "clearButtonMode" (never), "textAlignment" (left), keyboard traits.
    @Test func textFieldDefaults() {
        let field = UITextField()
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.textAlignment == .left)
        #expect(field.textColor == .black)
        #expect(field.keyboardType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(!field.isSecureTextEntry)
        field.attributedPlaceholder = NSAttributedString(string: "Name")
        #expect(field.placeholder == "Name")
    }

    /// UIView "contentMode" (scaleToFill), "isUserInteractionEnabled" (true; false for UIImageView).
    @Test func viewContentModeAndInteraction() {
        let view = UIView()
        #expect(view.contentMode == .scaleToFill)
        view.contentMode = .scaleAspectFit
        #expect(view.contentMode == .scaleAspectFit)
        #expect(view.isUserInteractionEnabled)
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
    }
}
