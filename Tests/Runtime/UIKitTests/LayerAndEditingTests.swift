import Foundation
import Testing

@testable import UIKit

/// The layer behind a view, `endEditing(_:)`, the search bar's extra buttons and `UIImage(data:)`: API of
/// Apple's UIKit that public search docs use (the wild corpus), remembered headlessly.
@MainActor struct LayerAndEditingTests {
    @Test func aViewHasOneLayerThatRemembersItsSettings() {
        let label = UILabel()
        #expect(label.layer === label.layer)
        #expect(label.layer.borderWidth == 0)
        #expect(label.layer.cornerRadius == 0)
        #expect(label.layer.shadowOpacity == 0)
        label.layer.borderWidth = 1
        label.layer.borderColor = UIColor.gray.cgColor
        label.layer.cornerRadius = 10
        label.layer.position = CGPoint(x: 3, y: 4)
        #expect(label.layer.borderWidth == 1)
        #expect(label.layer.borderColor?.components == [0.5, 0.5, 0.5, 1])
        #expect(label.layer.cornerRadius == 10)
        #expect(label.layer.position == CGPoint(x: 3, y: 4))
        #expect(UILabel().layer !== label.layer)
    }

    /// `clipsToBounds` is the layer's `masksToBounds` (Apple's documentation); both are off by default.
    @Test func clipsToBoundsIsTheLayersMasksToBounds() {
        let view = UIView()
        #expect(view.clipsToBounds == false)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(view.clipsToBounds == false)
    }

    /// A bar button item's tint and a compositional layout's insets: remembered, with Apple's defaults.
    @Test func barItemTintAndLayoutInsetsAreRemembered() {
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(item.tintColor == nil)
        item.tintColor = .red
        #expect(item.tintColor == .red)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let layoutItem = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [layoutItem]))
        #expect(layoutItem.contentInsets == .zero && section.contentInsets == .zero)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        layoutItem.contentInsets.leading = 5
        #expect(section.contentInsets.top == 10 && layoutItem.contentInsets.leading == 5)
    }

    /// Apple's system colours, light appearance (the Human Interface Guidelines' table).
    @Test func systemColoursHaveApplesLightValues() {
        #expect(UIColor.systemPink == UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1))
        #expect(UIColor.systemGray6 == UIColor.systemGroupedBackground)
        #expect(UIColor.systemFill.cgColor.components?.last == 0.2)
    }

    @Test func endEditingResignsTheFirstResponderInTheSubtree() {
        let view = UIView()
        let field = UITextField()
        view.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(view.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(view.endEditing(false))
    }

    /// A text field asks its delegate before editing begins and ends, and tells it after.
    @Test func textFieldDelegateIsAskedAndTold() {
        final class Recorder: NSObject, UITextFieldDelegate {
            var log: [String] = []
            var allowEnd = false
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("began") }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
                log.append("should end")
                return allowEnd
            }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("ended") }
        }
        let field = UITextField()
        let recorder = Recorder()
        field.delegate = recorder
        #expect(field.becomeFirstResponder())
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        recorder.allowEnd = true
        #expect(field.resignFirstResponder())
        #expect(recorder.log == ["began", "should end", "should end", "ended"])
    }

    @Test func searchBarButtonsAreOffByDefaultAndRemembered() {
        let bar = UISearchBar()
        #expect(!bar.showsBookmarkButton && !bar.showsSearchResultsButton && !bar.isSearchResultsButtonSelected)
        bar.showsBookmarkButton = true
        bar.showsSearchResultsButton = true
        #expect(bar.showsBookmarkButton && bar.showsSearchResultsButton)
    }

    @Test func imageFromDataFailsOnlyOnEmptyData() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([1, 2, 3])) != nil)
    }
}
