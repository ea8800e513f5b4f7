// docgen: the blocks runtime interface GNUstep's headers include when clang compiles with -fblocks.
//
// GNUstep expects it from its own Objective-C runtime (libobjc2); Debian builds GNUstep against GCC's
// runtime, which has no such header. Blocks are only type-checked here (clang -fsyntax-only), so the
// declarations of the public blocks runtime functions are all that is needed.
#pragma once
#ifdef __cplusplus
extern "C" {
#endif
void *_Block_copy(const void *block);
void _Block_release(const void *block);
#ifdef __cplusplus
}
#endif
#define Block_copy(block) ((__typeof(block))_Block_copy((const void *)(block)))
#define Block_release(block) _Block_release((const void *)(block))
