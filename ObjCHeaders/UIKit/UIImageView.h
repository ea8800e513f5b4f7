// docgen's headless UIKit: UIImageView, as in Apple's UIImageView.h.
#pragma once
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class UIImage;

@interface UIImageView : UIView

- (instancetype)initWithImage:(nullable UIImage *)image;
- (instancetype)initWithImage:(nullable UIImage *)image highlightedImage:(nullable UIImage *)highlightedImage API_AVAILABLE(ios(3.0));

@property (nullable, nonatomic, strong) UIImage *image;
@property (nullable, nonatomic, strong) UIImage *highlightedImage API_AVAILABLE(ios(3.0));
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic, getter=isHighlighted) BOOL highlighted API_AVAILABLE(ios(3.0));

@end

NS_ASSUME_NONNULL_END
