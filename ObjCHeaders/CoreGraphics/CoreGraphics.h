// docgen's headless CoreGraphics for Objective-C: the geometry UIKit's headers and examples use.
#pragma once
#import <CoreGraphics/CGGeometry.h>
