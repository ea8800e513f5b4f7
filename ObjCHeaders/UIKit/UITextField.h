// docgen's headless UIKit: UITextField and UITextFieldDelegate, as in Apple's UITextField.h.
#pragma once
#import <UIKit/UIControl.h>
#import <UIKit/UITextInputTraits.h>
#import <UIKit/NSText.h>

NS_ASSUME_NONNULL_BEGIN

@class UIColor, UIFont, UIImage;
@protocol UITextFieldDelegate;

typedef NS_ENUM(NSInteger, UITextBorderStyle) {
    UITextBorderStyleNone,
    UITextBorderStyleLine,
    UITextBorderStyleBezel,
    UITextBorderStyleRoundedRect
};

typedef NS_ENUM(NSInteger, UITextFieldViewMode) {
    UITextFieldViewModeNever,
    UITextFieldViewModeWhileEditing,
    UITextFieldViewModeUnlessEditing,
    UITextFieldViewModeAlways
};

@interface UITextField : UIControl <UITextInputTraits, NSCoding>

@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText API_AVAILABLE(ios(6.0));
@property (nullable, nonatomic, strong) UIColor *textColor;
@property (nullable, nonatomic, strong) UIFont *font;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) UITextBorderStyle borderStyle;
@property (nullable, nonatomic, copy) NSString *placeholder;
@property (nullable, nonatomic, copy) NSAttributedString *attributedPlaceholder API_AVAILABLE(ios(6.0));
@property (nonatomic) BOOL clearsOnBeginEditing;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) CGFloat minimumFontSize;
@property (nullable, nonatomic, weak) id<UITextFieldDelegate> delegate;
@property (nullable, nonatomic, strong) UIImage *background;
@property (nonatomic, readonly, getter=isEditing) BOOL editing;
@property (nonatomic) UITextFieldViewMode clearButtonMode;
@property (nullable, nonatomic, strong) UIView *leftView;
@property (nonatomic) UITextFieldViewMode leftViewMode;
@property (nullable, nonatomic, strong) UIView *rightView;
@property (nonatomic) UITextFieldViewMode rightViewMode;
@property (nullable, readwrite, strong) UIView *inputView;
@property (nullable, readwrite, strong) UIView *inputAccessoryView;

@end

@protocol UITextFieldDelegate <NSObject>
@optional
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField;
- (void)textFieldDidBeginEditing:(UITextField *)textField;
- (BOOL)textFieldShouldEndEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField;
- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string;
- (void)textFieldDidChangeSelection:(UITextField *)textField API_AVAILABLE(ios(13.0));
- (BOOL)textFieldShouldClear:(UITextField *)textField;
- (BOOL)textFieldShouldReturn:(UITextField *)textField;
@end

NS_ASSUME_NONNULL_END
