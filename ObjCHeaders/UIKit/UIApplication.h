// docgen's headless UIKit: UIApplication and UIApplicationDelegate, as in Apple's UIApplication.h.
#pragma once
#import <UIKit/UIResponder.h>

NS_ASSUME_NONNULL_BEGIN

@class UIWindow;
@protocol UIApplicationDelegate;

typedef NSString *UIApplicationLaunchOptionsKey NS_TYPED_EXTENSIBLE_ENUM;
typedef NSString *UIApplicationOpenExternalURLOptionsKey NS_TYPED_ENUM;

@interface UIApplication : UIResponder

@property (class, nonatomic, readonly) UIApplication *sharedApplication;
@property (nullable, nonatomic, assign) id<UIApplicationDelegate> delegate;
@property (nonatomic, readonly) NSArray<__kindof UIWindow *> *windows;
@property (nonatomic, getter=isIdleTimerDisabled) BOOL idleTimerDisabled;
@property (nonatomic, getter=isNetworkActivityIndicatorVisible) BOOL networkActivityIndicatorVisible;

- (BOOL)canOpenURL:(NSURL *)url API_AVAILABLE(ios(3.0));
- (void)openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenExternalURLOptionsKey, id> *)options completionHandler:(void (^_Nullable)(BOOL success))completion API_AVAILABLE(ios(10.0));

@end

@protocol UIApplicationDelegate <NSObject>
@optional
- (void)applicationDidFinishLaunching:(UIApplication *)application;
- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions API_AVAILABLE(ios(6.0));
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions API_AVAILABLE(ios(3.0));
- (void)applicationDidBecomeActive:(UIApplication *)application;
- (void)applicationWillResignActive:(UIApplication *)application;
- (void)applicationDidEnterBackground:(UIApplication *)application API_AVAILABLE(ios(4.0));
- (void)applicationWillEnterForeground:(UIApplication *)application API_AVAILABLE(ios(4.0));
- (void)applicationWillTerminate:(UIApplication *)application;
@property (nullable, nonatomic, strong) UIWindow *window API_AVAILABLE(ios(5.0));
@end

UIKIT_EXTERN int UIApplicationMain(int argc, char *_Nullable argv[_Nonnull], NSString *_Nullable principalClassName, NSString *_Nullable delegateClassName);

NS_ASSUME_NONNULL_END
