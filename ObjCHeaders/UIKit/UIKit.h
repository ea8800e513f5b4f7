// docgen's headless UIKit for Objective-C: the declarations examples are type-checked against on Linux
// (clang -fsyntax-only, with GNUstep's Foundation). Written for docgen from Apple's documented API: the
// classes, protocols, properties, methods and constants docs use, with Apple's names, selectors,
// nullability and property attributes. There are no implementations: nothing here runs.
#pragma once
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/NSText.h>
#import <UIKit/NSAttributedString.h>
#import <UIKit/UIResponder.h>
#import <UIKit/UIColor.h>
#import <UIKit/UIFont.h>
#import <UIKit/UIImage.h>
#import <UIKit/UIView.h>
#import <UIKit/NSLayoutConstraint.h>
#import <UIKit/UIControl.h>
#import <UIKit/UILabel.h>
#import <UIKit/UIImageView.h>
#import <UIKit/UIButton.h>
#import <UIKit/UITextInputTraits.h>
#import <UIKit/UITextField.h>
#import <UIKit/UIScrollView.h>
#import <UIKit/UIGestureRecognizer.h>
#import <UIKit/UITapGestureRecognizer.h>
#import <UIKit/UIViewController.h>
#import <UIKit/UIStoryboard.h>
#import <UIKit/UIBarButtonItem.h>
#import <UIKit/UINavigationItem.h>
#import <UIKit/UINavigationController.h>
#import <UIKit/UINib.h>
#import <UIKit/UITableViewCell.h>
#import <UIKit/UITableView.h>
#import <UIKit/UITableViewController.h>
#import <UIKit/UISearchBar.h>
#import <UIKit/UISearchController.h>
#import <UIKit/UIAlertController.h>
#import <UIKit/UIScreen.h>
#import <UIKit/UIWindow.h>
#import <UIKit/UIApplication.h>
