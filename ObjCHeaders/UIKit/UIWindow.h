// docgen's headless UIKit: UIWindow, as in Apple's UIWindow.h.
#pragma once
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class UIScreen, UIViewController;

@interface UIWindow : UIView

@property (nonatomic, strong) UIScreen *screen API_AVAILABLE(ios(3.2));
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
@property (nullable, nonatomic, strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0));

- (void)makeKeyWindow;
- (void)makeKeyAndVisible;

@end

NS_ASSUME_NONNULL_END
