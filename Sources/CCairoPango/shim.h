#ifndef CCAIROPANGO_SHIM_H
#define CCAIROPANGO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>
#include <malloc.h>
#include <libdeflate.h>
#endif
