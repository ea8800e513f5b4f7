// docgen's headless UIKit: UILabel, as in Apple's UILabel.h.
#pragma once
#import <UIKit/UIView.h>
#import <UIKit/NSText.h>

NS_ASSUME_NONNULL_BEGIN

@class UIColor, UIFont;

@interface UILabel : UIView <NSCoding>

@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font;
@property (null_resettable, nonatomic, strong) UIColor *textColor;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSLineBreakMode lineBreakMode;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText API_AVAILABLE(ios(6.0));
@property (nullable, nonatomic, strong) UIColor *highlightedTextColor;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic) NSInteger numberOfLines;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) CGFloat minimumScaleFactor API_AVAILABLE(ios(6.0));
@property (nonatomic) CGFloat preferredMaxLayoutWidth API_AVAILABLE(ios(6.0));

@end

NS_ASSUME_NONNULL_END
