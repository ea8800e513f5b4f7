// docgen's headless UIKit: UISearchBar, UISearchTextField and UISearchBarDelegate, as in Apple's
// UISearchBar.h, UISearchTextField.h and UIBarCommon.h.
#pragma once
#import <UIKit/UIView.h>
#import <UIKit/UITextField.h>
#import <UIKit/UINavigationController.h>

NS_ASSUME_NONNULL_BEGIN

@class UIImage, UIColor;
@protocol UISearchBarDelegate;

typedef NS_ENUM(NSInteger, UIBarPosition) {
    UIBarPositionAny = 0,
    UIBarPositionBottom = 1,
    UIBarPositionTop = 2,
    UIBarPositionTopAttached = 3,
} API_AVAILABLE(ios(7.0));

typedef NS_ENUM(NSUInteger, UISearchBarStyle) {
    UISearchBarStyleDefault,
    UISearchBarStyleProminent,
    UISearchBarStyleMinimal
} API_AVAILABLE(ios(7.0));

@protocol UIBarPositioning <NSObject>
@property (nonatomic, readonly) UIBarPosition barPosition;
@end

@protocol UIBarPositioningDelegate <NSObject>
@optional
- (UIBarPosition)positionForBar:(id<UIBarPositioning>)bar;
@end

@interface UISearchTextField : UITextField API_AVAILABLE(ios(13.0))
@end

@interface UISearchBar : UIView <UIBarPositioning, UITextInputTraits>

- (instancetype)init;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

@property (nonatomic) UIBarStyle barStyle;
@property (nullable, nonatomic, weak) id<UISearchBarDelegate> delegate;
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSString *prompt;
@property (nullable, nonatomic, copy) NSString *placeholder;
@property (nonatomic) BOOL showsBookmarkButton;
@property (nonatomic, readonly) UISearchTextField *searchTextField API_AVAILABLE(ios(13.0));
@property (nonatomic) BOOL showsCancelButton;
@property (nonatomic) BOOL showsSearchResultsButton API_AVAILABLE(ios(3.2));
@property (nonatomic, getter=isSearchResultsButtonSelected) BOOL searchResultsButtonSelected API_AVAILABLE(ios(3.2));
- (void)setShowsCancelButton:(BOOL)showsCancelButton animated:(BOOL)animated API_AVAILABLE(ios(3.0));

@property (nullable, nonatomic, readwrite, strong) UIView *inputAccessoryView;

@property (null_resettable, nonatomic, strong) UIColor *tintColor;
@property (nullable, nonatomic, strong) UIColor *barTintColor API_AVAILABLE(ios(7.0));
@property (nonatomic) UISearchBarStyle searchBarStyle API_AVAILABLE(ios(7.0));
@property (nonatomic, assign, getter=isTranslucent) BOOL translucent API_AVAILABLE(ios(3.0));

@property (nullable, nonatomic, copy) NSArray<NSString *> *scopeButtonTitles API_AVAILABLE(ios(3.0));
@property (nonatomic) NSInteger selectedScopeButtonIndex API_AVAILABLE(ios(3.0));
@property (nonatomic) BOOL showsScopeBar API_AVAILABLE(ios(3.0));
- (void)setShowsScope:(BOOL)show animated:(BOOL)animate API_AVAILABLE(ios(13.0));

@property (nullable, nonatomic, strong) UIImage *backgroundImage API_AVAILABLE(ios(5.0));
@property (nullable, nonatomic, strong) UIImage *scopeBarBackgroundImage API_AVAILABLE(ios(5.0));

@end

@protocol UISearchBarDelegate <UIBarPositioningDelegate>
@optional
- (BOOL)searchBarShouldBeginEditing:(UISearchBar *)searchBar;
- (void)searchBarTextDidBeginEditing:(UISearchBar *)searchBar;
- (BOOL)searchBarShouldEndEditing:(UISearchBar *)searchBar;
- (void)searchBarTextDidEndEditing:(UISearchBar *)searchBar;
- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText;
- (BOOL)searchBar:(UISearchBar *)searchBar shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text API_AVAILABLE(ios(3.0));
- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar;
- (void)searchBarBookmarkButtonClicked:(UISearchBar *)searchBar;
- (void)searchBarCancelButtonClicked:(UISearchBar *)searchBar;
- (void)searchBarResultsListButtonClicked:(UISearchBar *)searchBar API_AVAILABLE(ios(3.2));
- (void)searchBar:(UISearchBar *)searchBar selectedScopeButtonIndexDidChange:(NSInteger)selectedScope API_AVAILABLE(ios(3.0));
@end

NS_ASSUME_NONNULL_END
