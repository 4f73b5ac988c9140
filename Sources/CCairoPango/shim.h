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

/* renameat2(2) through syscall(2): glibc declares renameat2 only under _GNU_SOURCE, which the
   Swift module for glibc is built without. Returns 0, or -1 with errno set. */
static inline int cutaway_rename(const char *from, const char *to, unsigned int flags) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, flags);
}
/* The flags, from linux/fs.h. */
static const unsigned int cutaway_rename_noreplace = 1u << 0;
static const unsigned int cutaway_rename_exchange = 1u << 1;
#endif
