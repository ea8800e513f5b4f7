/// The object that tells a picker view how many components and rows it has (Apple:
/// `UIPickerViewDataSource`); both methods are required.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// The number of rows of a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
