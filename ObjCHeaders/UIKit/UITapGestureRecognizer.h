// docgen's headless UIKit: UITapGestureRecognizer is declared with UIGestureRecognizer.
#pragma once
#import <UIKit/UIGestureRecognizer.h>
