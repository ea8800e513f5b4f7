// docgen's headless UIKit: UITableViewController, as in Apple's UITableViewController.h.
#pragma once
#import <UIKit/UIViewController.h>
#import <UIKit/UITableView.h>

NS_ASSUME_NONNULL_BEGIN

@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>

- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

@property (nonatomic, strong, null_resettable) UITableView *tableView;
@property (nonatomic) BOOL clearsSelectionOnViewWillAppear API_AVAILABLE(ios(3.2));

@end

NS_ASSUME_NONNULL_END
