import Testing

/// App shapes and controls compile as on Apple's SDK, and old names fail with Xcode's words (see
/// `SwiftCompiler` and `SDKFidelityTests`).
@Suite struct AppShapeFidelityTests {
    /// Xcode's app template: an `@main` app delegate with scene configuration, and a scene delegate.
    static let appTemplate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }

            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
            }

            func sceneDidDisconnect(_ scene: UIScene) {}
            func sceneDidBecomeActive(_ scene: UIScene) {}
            func sceneWillResignActive(_ scene: UIScene) {}
            func sceneWillEnterForeground(_ scene: UIScene) {}
            func sceneDidEnterBackground(_ scene: UIScene) {}
        }
        """

    /// `@main` and the older `@UIApplicationMain` both compile unchanged, as a library file (the app's
    /// entry point is the attribute's).
    @Test(arguments: ["@main", "@UIApplicationMain"])
    func theAppTemplateCompiles(attribute: String) throws {
        let source = Self.appTemplate.replacingOccurrences(of: "@main", with: attribute)
        let output = try SwiftCompiler.typecheck(source, languageMode: 5, asLibrary: true)
        #expect(output.exitCode == 0)
        #expect(output.errors == [])
    }

    /// Controls built in code, with target–action, as tutorials write them.
    @Test func controlsInCodeCompile() throws {
        let source = """
            import UIKit
            class Controls: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
                let button = UIButton(type: .system)
                let toggle = UISwitch()
                let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.setTitle("Tap", for: .normal)
                    button.setTitleColor(.white, for: .highlighted)
                    button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 18)
                    button.addTarget(self, action: Selector("tapped"), for: .touchUpInside)
                    toggle.setOn(true, animated: false)
                    slider.minimumValue = 0; slider.maximumValue = 100; slider.isContinuous = false
                    label.font = .preferredFont(forTextStyle: .headline)
                    label.textAlignment = NSTextAlignment.center
                    label.lineBreakMode = .byWordWrapping
                    label.shadowColor = UIColor.gray
                    label.shadowOffset = CGSize(width: 1, height: 1)
                    let segments = UISegmentedControl(items: ["One", "Two"])
                    segments.selectedSegmentIndex = 0
                    let stepper = UIStepper()
                    stepper.wraps = true; stepper.autorepeat = false; stepper.stepValue = 5
                    let spinner = UIActivityIndicatorView(style: .large)
                    spinner.hidesWhenStopped = true; spinner.startAnimating()
                    let progress = UIProgressView(progressViewStyle: .default)
                    progress.setProgress(0.5, animated: true)
                    let picker = UIPickerView()
                    picker.dataSource = self; picker.delegate = self
                    let long = UILongPressGestureRecognizer(target: self, action: Selector("pressed:"))
                    long.minimumPressDuration = 1
                    let swipe = UISwipeGestureRecognizer(target: self, action: nil)
                    swipe.direction = [.left, .right]
                    view.addGestureRecognizer(long); view.addGestureRecognizer(swipe)
                    view.contentMode = .scaleAspectFit
                    for control in [button, toggle, slider, segments, stepper] as [UIControl] { view.addSubview(control) }
                    _ = UIScreen.main.bounds.width * UIScreen.main.scale
                    _ = UIApplication.shared.connectedScenes.first as? UIWindowScene
                }
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\\(row)" }
            }
            """
        let output = try SwiftCompiler.typecheck(source, languageMode: 5)
        #expect(output.diagnostics == [])
    }

    /// The Swift 4.2 names of the controls' types say their new name, as Xcode does.
    @Test(arguments: [
        ("UIControlEvents", "UIControl.Event", ".valueChanged"),
        ("UIControlState", "UIControl.State", ".normal"),
        ("UIButtonType", "UIButton.ButtonType", ".system"),
        ("UIActivityIndicatorViewStyle", "UIActivityIndicatorView.Style", ".medium"),
        ("UIGestureRecognizerState", "UIGestureRecognizer.State", ".began"),
        ("UIViewContentMode", "UIView.ContentMode", ".center"),
        ("UIFontWeight", "UIFont.Weight", ".bold"),
    ])
    func renamedControlTypesSayTheirNewName(old: String, new: String, value: String) throws {
        let output = try SwiftCompiler.typecheck("import UIKit\nlet value: \(old) = \(value)\n", languageMode: 5)
        #expect(output.errors == ["2:12: error: '\(old)' has been renamed to '\(new)'"])
    }
}
