// docgen's headless UIKit: UIViewController, as in Apple's UIViewController.h.
#pragma once
#import <UIKit/UIResponder.h>
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class UINavigationController, UINavigationItem, UIStoryboard, UIStoryboardSegue;

typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
    UIModalPresentationFullScreen = 0,
    UIModalPresentationPageSheet,
    UIModalPresentationFormSheet,
    UIModalPresentationCurrentContext,
    UIModalPresentationCustom,
    UIModalPresentationOverFullScreen,
    UIModalPresentationOverCurrentContext,
    UIModalPresentationPopover,
    UIModalPresentationNone = -1,
    UIModalPresentationAutomatic = -2,
};

@interface UIViewController : UIResponder <NSCoding>

- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

@property (null_resettable, nonatomic, strong) UIView *view;
- (void)loadView;
- (void)loadViewIfNeeded API_AVAILABLE(ios(9.0));
@property (nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0));
@property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0));
@property (nullable, nonatomic, readonly, copy) NSString *nibName;
@property (nullable, nonatomic, readonly, strong) NSBundle *nibBundle;
@property (nullable, nonatomic, readonly, strong) UIStoryboard *storyboard API_AVAILABLE(ios(5.0));

- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews API_AVAILABLE(ios(5.0));
- (void)viewDidLayoutSubviews API_AVAILABLE(ios(5.0));
- (void)didReceiveMemoryWarning;

@property (nullable, nonatomic, copy) NSString *title;

- (void)performSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender API_AVAILABLE(ios(5.0));
- (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender API_AVAILABLE(ios(6.0));
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(nullable id)sender API_AVAILABLE(ios(5.0));

@property (nullable, nonatomic, weak, readonly) UIViewController *parentViewController;
@property (nullable, nonatomic, readonly) UIViewController *presentedViewController API_AVAILABLE(ios(5.0));
@property (nullable, nonatomic, readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5.0));
@property (nonatomic, assign) BOOL definesPresentationContext API_AVAILABLE(ios(5.0));
@property (nonatomic, assign) BOOL providesPresentationContextTransitionStyle API_AVAILABLE(ios(5.0));
@property (nonatomic, assign) UIModalPresentationStyle modalPresentationStyle API_AVAILABLE(ios(3.2));

- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^_Nullable)(void))completion API_AVAILABLE(ios(5.0));
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^_Nullable)(void))completion API_AVAILABLE(ios(5.0));

@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;

@property (nonatomic, readonly) NSArray<__kindof UIViewController *> *childViewControllers API_AVAILABLE(ios(5.0));
- (void)addChildViewController:(UIViewController *)childController API_AVAILABLE(ios(5.0));
- (void)removeFromParentViewController API_AVAILABLE(ios(5.0));
- (void)willMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0));
- (void)didMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0));

@end

NS_ASSUME_NONNULL_END
