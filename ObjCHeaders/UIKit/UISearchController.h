// docgen's headless UIKit: UISearchController, UISearchControllerDelegate and UISearchResultsUpdating, as
// in Apple's UISearchController.h.
#pragma once
#import <UIKit/UIViewController.h>
#import <UIKit/UISearchBar.h>

NS_ASSUME_NONNULL_BEGIN

@class UISearchController;

@protocol UISearchControllerDelegate <NSObject>
@optional
- (void)willPresentSearchController:(UISearchController *)searchController;
- (void)didPresentSearchController:(UISearchController *)searchController;
- (void)willDismissSearchController:(UISearchController *)searchController;
- (void)didDismissSearchController:(UISearchController *)searchController;
- (void)presentSearchController:(UISearchController *)searchController;
@end

@protocol UISearchResultsUpdating <NSObject>
@required
- (void)updateSearchResultsForSearchController:(UISearchController *)searchController;
@end

API_AVAILABLE(ios(8.0))
@interface UISearchController : UIViewController

- (instancetype)initWithSearchResultsController:(nullable UIViewController *)searchResultsController;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(13.0));
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(13.0));

@property (nullable, nonatomic, weak) id<UISearchResultsUpdating> searchResultsUpdater;
@property (nonatomic, assign, getter=isActive) BOOL active;
@property (nullable, nonatomic, weak) id<UISearchControllerDelegate> delegate;
@property (nonatomic, assign) BOOL dimsBackgroundDuringPresentation API_DEPRECATED_WITH_REPLACEMENT("obscuresBackgroundDuringPresentation", ios(8.0, 12.0));
@property (nonatomic, assign) BOOL obscuresBackgroundDuringPresentation API_AVAILABLE(ios(9.1));
@property (nonatomic, assign) BOOL hidesNavigationBarDuringPresentation;
@property (nullable, nonatomic, strong, readonly) UIViewController *searchResultsController;
@property (nonatomic, strong, readonly) UISearchBar *searchBar;
@property (nonatomic) BOOL automaticallyShowsSearchResultsController API_AVAILABLE(ios(13.0));
@property (nonatomic) BOOL showsSearchResultsController API_AVAILABLE(ios(13.0));
@property (nonatomic) BOOL automaticallyShowsCancelButton API_AVAILABLE(ios(13.0));
@property (nonatomic) BOOL automaticallyShowsScopeBar API_AVAILABLE(ios(13.0));

@end

NS_ASSUME_NONNULL_END
