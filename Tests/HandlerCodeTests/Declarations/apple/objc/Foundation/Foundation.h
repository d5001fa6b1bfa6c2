// A subset of Apple's Foundation (and libdispatch) for checking the generated Objective-C
// handler with clang -fsyntax-only on Linux, where no Apple SDK exists. It declares only the
// Foundation API the handler and MSAL's headers use, with Apple's names and signatures.
// Written for this check; not MSAL code and not Apple's header.
#pragma once
#include <stdint.h>

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define MAX(a, b) ((a) > (b) ? (a) : (b))

typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;
typedef signed char BOOL;
#define nil ((void *)0)
#define YES ((BOOL)1)
#define NO ((BOOL)0)

typedef NS_ENUM(NSInteger, NSComparisonResult) { NSOrderedAscending = -1L, NSOrderedSame, NSOrderedDescending };

typedef struct {
    unsigned long state;
    id __unsafe_unretained _Nullable * _Nullable itemsPtr;
    unsigned long * _Nullable mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;

NS_ASSUME_NONNULL_BEGIN

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer
                                    count:(NSUInteger)len;
@end

@protocol NSCopying
@end

__attribute__((objc_root_class))
@interface NSObject {
    Class isa;
}
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (id)copy;
@end

@interface NSString : NSObject <NSCopying>
@property (readonly, copy) NSString *lowercaseString;
@property (readonly) NSInteger integerValue;
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (BOOL)isEqualToString:(NSString *)other;
- (NSComparisonResult)caseInsensitiveCompare:(NSString *)other;
@end

@interface NSConstantString : NSString
@end

@interface NSNumber : NSObject <NSCopying>
@property (readonly) NSInteger integerValue;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
@end

@interface NSArray<ObjectType> : NSObject <NSFastEnumeration, NSCopying>
@property (readonly) NSUInteger count;
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)count;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
@end

@interface NSDictionary<KeyType, ObjectType> : NSObject <NSFastEnumeration, NSCopying>
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nullable])objects
                              forKeys:(const KeyType _Nonnull [_Nullable])keys
                                count:(NSUInteger)count;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(nullable ObjectType)object forKeyedSubscript:(KeyType)key;
@end

@interface NSError : NSObject
@property (readonly, copy) NSString *domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSString *, id> *userInfo;
+ (instancetype)errorWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(nullable NSDictionary<NSString *, id> *)dict;
@end

@interface NSDate : NSObject
@property (readonly) NSTimeInterval timeIntervalSinceNow;
@end

@interface NSLocale : NSObject
+ (instancetype)localeWithLocaleIdentifier:(NSString *)identifier;
@end

@interface NSDateFormatter : NSObject
@property (null_resettable, copy) NSLocale *locale;
@property (null_resettable, copy) NSString *dateFormat;
- (nullable NSDate *)dateFromString:(NSString *)string;
@end

@interface NSScanner : NSObject
@property (getter=isAtEnd, readonly) BOOL atEnd;
+ (instancetype)scannerWithString:(NSString *)string;
- (BOOL)scanDouble:(nullable double *)result;
@end

void NSLog(NSString *format, ...);

// libdispatch, which Foundation.h brings in on Apple platforms.
typedef long dispatch_once_t;
typedef uint64_t dispatch_time_t;
typedef NSObject *dispatch_queue_t;
#define DISPATCH_TIME_NOW (0ull)
#define NSEC_PER_SEC 1000000000ull
void dispatch_once(dispatch_once_t *predicate, void (^block)(void));
dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
dispatch_queue_t dispatch_get_main_queue(void);
void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, void (^block)(void));

NS_ASSUME_NONNULL_END
