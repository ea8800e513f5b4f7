// docgen: lets GCC's Objective-C runtime header (which GNUstep's Foundation includes) parse under -fobjc-arc,
// with `nil` as Apple defines it.
//
// The header defines one inline function, `object_getClass`, whose body reads a field through `id`, which
// ARC forbids ("member reference base type 'id' is not a structure or union"). Its definition is renamed to
// take a plain struct pointer, and `object_getClass` is declared again on top of it with a bridging cast.
// docgen only type-checks (clang -fsyntax-only): nothing here is compiled into a program.
#pragma once
#define object_getClass(parameter) docgen_gcc_object_getClass(struct objc_object *object)
#include_next <objc/runtime.h>
#undef object_getClass
static inline Class object_getClass(id object)
{
    return docgen_gcc_object_getClass((__bridge struct objc_object *)object);
}

// Apple's `nil` is a null pointer of no object type (`((void *)0)` in C), which converts to any pointer:
// `error:nil` passes it for an `NSError **`. GCC's runtime defines it as `(id)0`, which clang rejects there
// ("incompatible pointer types sending 'id' to parameter of type 'NSError **'") where Xcode accepts it.
#undef nil
#define nil ((void *)0)
