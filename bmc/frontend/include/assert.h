/* bmc bundled <assert.h>: assert(e) becomes a call the front end turns into an assertion
   whose description is the source text of e. */
#undef assert
#ifdef NDEBUG
# define assert(e) ((void) 0)
#else
# define assert(e) __bmc_assert((e), #e)
#endif

#ifndef __BMC_ASSERT_H
#define __BMC_ASSERT_H
void __bmc_assert(int __condition, const char *__text);
void __assert_fail(const char *__assertion, const char *__file, unsigned int __line,
                   const char *__function) __attribute__((__noreturn__));
#if !defined(__cplusplus) && !defined(static_assert)
# define static_assert _Static_assert
#endif
#endif
