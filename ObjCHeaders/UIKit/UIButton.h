// docgen's headless UIKit: UIButton, as in Apple's UIButton.h.
#pragma once
#import <UIKit/UIControl.h>

NS_ASSUME_NONNULL_BEGIN

@class UIImage, UIColor, UILabel, UIImageView;

typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom = 0,
    UIButtonTypeSystem API_AVAILABLE(ios(7.0)),
    UIButtonTypeDetailDisclosure,
    UIButtonTypeInfoLight,
    UIButtonTypeInfoDark,
    UIButtonTypeContactAdd,
    UIButtonTypePlain API_AVAILABLE(tvos(11.0)) API_UNAVAILABLE(ios, watchos),
    UIButtonTypeClose API_AVAILABLE(ios(13.0)),
    UIButtonTypeRoundedRect = UIButtonTypeSystem
};

@interface UIButton : UIControl

+ (instancetype)buttonWithType:(UIButtonType)buttonType;

@property (nonatomic, readonly) UIButtonType buttonType;

- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state;

- (nullable NSString *)titleForState:(UIControlState)state;
- (nullable UIColor *)titleColorForState:(UIControlState)state;
- (nullable UIImage *)imageForState:(UIControlState)state;

@property (nullable, nonatomic, readonly, strong) NSString *currentTitle;
@property (nullable, nonatomic, readonly, strong) UIImage *currentImage;
@property (nullable, nonatomic, readonly, strong) UILabel *titleLabel API_AVAILABLE(ios(3.0));
@property (nullable, nonatomic, readonly, strong) UIImageView *imageView API_AVAILABLE(ios(3.0));

@end

NS_ASSUME_NONNULL_END
