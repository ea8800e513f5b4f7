// docgen's headless UIKit: UIImage, as in Apple's UIImage.h.
#pragma once
#import <UIKit/UIKitDefines.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIImageRenderingMode) {
    UIImageRenderingModeAutomatic,
    UIImageRenderingModeAlwaysOriginal,
    UIImageRenderingModeAlwaysTemplate,
} API_AVAILABLE(ios(7.0));

@interface UIImage : NSObject <NSSecureCoding>

+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)systemImageNamed:(NSString *)name API_AVAILABLE(ios(13.0));
+ (nullable UIImage *)imageWithContentsOfFile:(NSString *)path;
+ (nullable UIImage *)imageWithData:(NSData *)data;

- (nullable instancetype)initWithContentsOfFile:(NSString *)path;
- (nullable instancetype)initWithData:(NSData *)data;

@property (nonatomic, readonly) CGSize size;
@property (nonatomic, readonly) CGFloat scale API_AVAILABLE(ios(4.0));
@property (nonatomic, readonly) UIImageRenderingMode renderingMode API_AVAILABLE(ios(7.0));

- (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode API_AVAILABLE(ios(7.0));

@end

NS_ASSUME_NONNULL_END
