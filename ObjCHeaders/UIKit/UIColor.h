// docgen's headless UIKit: UIColor, as in Apple's UIColor.h.
#pragma once
#import <UIKit/UIKitDefines.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIColor : NSObject <NSCopying>

+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (nullable UIColor *)colorNamed:(NSString *)name API_AVAILABLE(ios(11.0));

- (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
- (UIColor *)initWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;

@property (class, nonatomic, readonly) UIColor *blackColor;
@property (class, nonatomic, readonly) UIColor *darkGrayColor;
@property (class, nonatomic, readonly) UIColor *lightGrayColor;
@property (class, nonatomic, readonly) UIColor *whiteColor;
@property (class, nonatomic, readonly) UIColor *grayColor;
@property (class, nonatomic, readonly) UIColor *redColor;
@property (class, nonatomic, readonly) UIColor *greenColor;
@property (class, nonatomic, readonly) UIColor *blueColor;
@property (class, nonatomic, readonly) UIColor *cyanColor;
@property (class, nonatomic, readonly) UIColor *yellowColor;
@property (class, nonatomic, readonly) UIColor *magentaColor;
@property (class, nonatomic, readonly) UIColor *orangeColor;
@property (class, nonatomic, readonly) UIColor *purpleColor;
@property (class, nonatomic, readonly) UIColor *brownColor;
@property (class, nonatomic, readonly) UIColor *clearColor;

@property (class, nonatomic, readonly) UIColor *systemRedColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemGreenColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemBlueColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemOrangeColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemYellowColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemPinkColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemPurpleColor API_AVAILABLE(ios(9.0));
@property (class, nonatomic, readonly) UIColor *systemTealColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemIndigoColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *systemGrayColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *labelColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *secondaryLabelColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *tertiaryLabelColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *linkColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *placeholderTextColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *separatorColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *systemGroupedBackgroundColor API_AVAILABLE(ios(13.0));

- (void)set;
- (void)setFill;
- (void)setStroke;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;

@end

NS_ASSUME_NONNULL_END
