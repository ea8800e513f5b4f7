// docgen's headless UIKit: UIScreen, as in Apple's UIScreen.h.
#pragma once
#import <UIKit/UIKitDefines.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIScreen : NSObject

@property (class, nonatomic, readonly) UIScreen *mainScreen;
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGFloat scale API_AVAILABLE(ios(4.0));

@end

NS_ASSUME_NONNULL_END
