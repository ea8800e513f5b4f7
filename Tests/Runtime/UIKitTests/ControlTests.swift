import Foundation
import Testing
@_spi(Testing) import UIKit

/// Controls driven as a user drives them: what each sends, in what order, and what it refuses.
@Suite @MainActor
struct ControlTests {
    final class Screen: UIViewController {
        var log: [String] = []
        func tapped(_ sender: UIButton) { log.append("tapped \(sender.currentTitle ?? "-")") }
        func touchedDown() { log.append("down") }
        func switched(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
        func slid(_ sender: UISlider) { log.append("slider \(sender.value)") }
        func stepped(_ sender: UIStepper) { log.append("stepper \(sender.value)") }
        func segment(_ sender: UISegmentedControl) { log.append("segment \(sender.selectedSegmentIndex)") }
        func page(_ sender: UIPageControl) { log.append("page \(sender.currentPage)") }
        func edited(_ sender: UITextField) { log.append("edit \(sender.text ?? "")") }
    }

    @Test func aTappedButtonSendsTouchDownThenTouchUpInside() {
        let screen = Screen()
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        button.addTarget(screen, action: _sel(Screen.tapped(_:)), for: .touchUpInside)
        button.addTarget(screen, action: _sel(Screen.touchedDown), for: .touchDown)
        #expect(button.userTap())
        #expect(screen.log == ["down", "tapped Add"])
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledHiddenOrNonInteractiveButtonIgnoresTheTap() {
        let screen = Screen()
        let button = UIButton()
        button.addTarget(screen, action: _sel(Screen.tapped(_:)), for: .touchUpInside)
        button.isEnabled = false
        #expect(!button.userTap())
        button.isEnabled = true
        let container = UIImageView(image: nil)  // an image view takes no touches by default
        container.addSubview(button)
        #expect(!button.userTap())
        container.isUserInteractionEnabled = true
        container.isHidden = true
        #expect(!button.userTap())
        container.isHidden = false
        #expect(button.userTap())
        #expect(screen.log == ["tapped -"])
    }

    @Test func aButtonShowsItsCurrentTitleInItsLabel() {
        let button = UIButton(type: .custom)
        #expect(button.subviews.isEmpty)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        #expect(button.titleLabel?.superview === button)
        #expect(button.titleLabel?.text == "Off")
        button.isSelected = true
        #expect(button.titleLabel?.text == "On")
        #expect(button.currentTitleColor == .white)  // a custom button's default title colour
        #expect(UIButton(type: .system).currentTitleColor == .systemBlue)
    }

    @Test func aPrimaryActionRunsOnceForATap() {
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Go")
        button.userTap()
        #expect(runs == 1)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
        var log: [String] = []
        let control = UIControl()
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside])
        control.sendActions(for: [.valueChanged])
        #expect(log == ["second", "second"])
        control.removeAction(identifiedBy: id, for: .allEvents)
        control.sendActions(for: .allEvents)
        #expect(log.count == 2)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func aTappedSwitchFlipsAndSendsValueChangedBeforeTouchUp() {
        let screen = Screen()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))  // its own size
        toggle.addTarget(screen, action: _sel(Screen.switched(_:)), for: .valueChanged)
        toggle.addTarget(screen, action: _sel(Screen.touchedDown), for: .touchUpInside)
        toggle.userTap()
        toggle.userTap()
        #expect(screen.log == ["switch true", "down", "switch false", "down"])
    }

    @Test func aSlidSliderSendsItsClampedValue() {
        let screen = Screen()
        let slider = UISlider()
        slider.maximumValue = 10
        slider.addTarget(screen, action: _sel(Screen.slid(_:)), for: .valueChanged)
        slider.userSlide(to: 4)
        slider.userSlide(to: 40)
        #expect(screen.log == ["slider 4.0", "slider 10.0"])
        slider.value = 2  // from code: no action
        #expect(screen.log.count == 2)
    }

    @Test func aSteppedStepperHoldsOrWrapsAtItsEnds() {
        let screen = Screen()
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.stepValue = 2
        stepper.addTarget(screen, action: _sel(Screen.stepped(_:)), for: .valueChanged)
        stepper.userStep(by: 1)
        stepper.userStep(by: 1)  // past the maximum: holds at 3
        stepper.userStep(by: 1)  // at the maximum already: nothing changes, nothing is sent
        #expect(screen.log == ["stepper 2.0", "stepper 3.0"])
        stepper.wraps = true
        stepper.userStep(by: 1)
        #expect(stepper.value == 0)
        stepper.userStep(by: -1)
        #expect(stepper.value == 3)
    }

    @Test func aTappedSegmentIsSelectedAndSent() {
        let screen = Screen()
        let control = UISegmentedControl(items: ["A", "B", UIImage(named: "c") as Any])
        #expect(control.imageForSegment(at: 2) != nil && control.titleForSegment(at: 2) == nil)
        control.addTarget(screen, action: _sel(Screen.segment(_:)), for: .valueChanged)
        control.userTapSegment(at: 1)
        control.userTapSegment(at: 1)  // already selected: nothing sent
        control.setEnabled(false, forSegmentAt: 0)
        control.userTapSegment(at: 0)
        control.userTapSegment(at: 5)
        #expect(screen.log == ["segment 1"])
        control.isMomentary = true
        control.userTapSegment(at: 2)
        #expect(screen.log == ["segment 1", "segment 2"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func removingSegmentsMovesTheSelection() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.insertSegment(withTitle: "Z", at: 99, animated: false)  // pinned: appended
        #expect(control.titleForSegment(at: 3) == "Z")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 9  // no such segment: ignored
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aTappedPageControlMovesOnePage() {
        let screen = Screen()
        let pages = UIPageControl()
        pages.numberOfPages = 2
        pages.addTarget(screen, action: _sel(Screen.page(_:)), for: .valueChanged)
        pages.userTap(forward: true)
        pages.userTap(forward: true)  // at the last page: nothing
        pages.userTap(forward: false)
        #expect(screen.log == ["page 1", "page 0"])
        pages.currentPage = 1
        pages.numberOfPages = 1
        #expect(pages.currentPage == 0)
    }

    final class Picker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = ["Small", "Medium", "Large"]
        var selected: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            rows[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selected.append(rows[row])
        }
    }

    @Test func aPickerTellsItsDelegateOfTheUsersSelectionOnly() {
        let source = Picker()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(1, inComponent: 0, animated: true)
        #expect(source.selected.isEmpty)
        #expect(picker.userSelectRow(2, inComponent: 0))
        #expect(!picker.userSelectRow(7, inComponent: 0))
        #expect(source.selected == ["Large"])
        #expect(picker.title(forRow: 0, forComponent: 0) == "Small")
        source.rows = ["Only"]
        #expect(picker.numberOfRows(inComponent: 0) == 3)  // cached until reloaded
        picker.reloadAllComponents()
        #expect(picker.numberOfRows(inComponent: 0) == 1)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 4) == -1)
    }

    /// A count the notification block adds to (the block is called synchronously, on the poster's thread).
    final class Count: @unchecked Sendable {
        var value = 0
    }

    final class Vetoing: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var events: [String] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            events.append("should \(range.location) \(string)")
            return string != "!"
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { events.append("began") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            events.append("return")
            textField.resignFirstResponder()
            return true
        }
        func textFieldDidEndEditing(_ textField: UITextField) { events.append("ended") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "!"
        }
        func textViewDidChange(_ textView: UITextView) { events.append("changed \(textView.text ?? "")") }
    }

    @Test func typingIntoAFieldAsksTheDelegateAndSendsEditingChanged() {
        let screen = Screen()
        let delegate = Vetoing()
        let field = UITextField()
        field.delegate = delegate
        field.addTarget(screen, action: _sel(Screen.edited(_:)), for: .editingChanged)
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: field, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(field.userInsertText("Mi"))
        #expect(!field.userInsertText("!"))
        #expect(field.userInsertText("lk"))
        #expect(field.userDeleteBackward())
        #expect(field.text == "Mil")
        #expect(screen.log == ["edit Mi", "edit Milk", "edit Mil"])
        #expect(posted.value == 3)
        #expect(field.userTapReturn())
        #expect(!field.isEditing)
        #expect(
            delegate.events == ["began", "should 0 Mi", "should 2 !", "should 2 lk", "should 3 ", "return", "ended"])
    }

    @Test func typingIntoATextViewTellsItsDelegateButCodeDoesNot() {
        let delegate = Vetoing()
        let textView = UITextView()
        textView.delegate = delegate
        textView.text = "a"
        #expect(textView.userInsertText("b"))
        #expect(!textView.userInsertText("!"))
        textView.isEditable = false
        textView.resignFirstResponder()
        #expect(!textView.userInsertText("c"))
        #expect(delegate.events == ["changed ab"])
        #expect(textView.text == "ab")
    }

    @Test func aStepperRaisesItsValueToANewMinimum() {
        let stepper = UIStepper()
        stepper.maximumValue = 5
        stepper.minimumValue = 4.5
        #expect(stepper.minimumValue == 4.5 && stepper.value == 4.5)
    }

    @Test func activityIndicatorsAreSizedByStyleAndHiddenUntilStarted() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        #expect(large.isHidden)
        large.hidesWhenStopped = false
        #expect(!large.isHidden)
    }

    @Test func systemFontsCarryIOSNames() {
        #expect(UIFont.systemFont(ofSize: 10).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 10).fontName == ".SFUI-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 10).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.systemFont(ofSize: 10, weight: .heavy).fontName == ".SFUI-Heavy")
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont(name: "", size: 3) == nil)
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
    }

    @Test func aPickedDateIsHeldInRangeAndSent() {
        let picker = UIDatePicker()
        var sent: [Date] = []
        picker.addAction(UIAction { _ in sent.append(picker.date) }, for: .valueChanged)
        let start = Date(timeIntervalSince1970: 1_000)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(60)
        picker.userPick(start.addingTimeInterval(-5))
        picker.userPick(start.addingTimeInterval(500))
        picker.setDate(start.addingTimeInterval(30), animated: true)  // from code: not sent
        picker.maximumDate = start.addingTimeInterval(-60)  // minimum after maximum: both ignored
        picker.userPick(start.addingTimeInterval(-500))
        #expect(sent == [start, start.addingTimeInterval(60), start.addingTimeInterval(-500)])
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        #expect(picker.datePickerMode == .dateAndTime && picker.datePickerStyle == .wheels)
    }
}
