#ifndef CCAIROPANGO_SHIM_H
#define CCAIROPANGO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>
#include <malloc.h>
#include <libdeflate.h>
#include <turbojpeg.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/prctl.h>

/* renameat2(2) through syscall(2): glibc declares renameat2 only under _GNU_SOURCE, which the
   Swift module for glibc is built without. Returns 0, or -1 with errno set. */
static inline int cutaway_rename(const char *from, const char *to, unsigned int flags) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, flags);
}
/* The flags, from linux/fs.h. */
static const unsigned int cutaway_rename_noreplace = 1u << 0;
static const unsigned int cutaway_rename_exchange = 1u << 1;

/* prctl(2)'s PR_SET_PDEATHSIG: the signal this process gets when the thread that started it
   ends (its parent dies). prctl is variadic, which Swift does not import. Returns 0, or -1
   with errno set. */
static inline int cutaway_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}

/* prctl(2)'s PR_SET_CHILD_SUBREAPER: orphaned descendants of this process are handed to it
   rather than to init, so that it can end and reap what its children left running. Returns 0,
   or -1 with errno set. */
static inline int cutaway_become_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL);
}
#endif
